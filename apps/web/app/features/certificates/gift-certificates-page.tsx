import type { CertificateOffer } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { openLogin } from '../auth/open-login';
import { usePendingIntent } from '../auth/pending-intent';
import { formatPrice } from '../purchases/purchase-format';
import { PageHeading } from '../shell/page-heading';
import styles from './certificates.module.css';
import { openCertificate } from './open-certificate';

/** /podarochnye-sertifikaty (issue 18): the operator's certificates; buying one needs a signed-in viewer. */
export function GiftCertificatesPage() {
  const { t } = useTranslation();
  const offers = useQuery(endpointQuery('certificates.offers')).data?.offers;
  return (
    <>
      <PageHeading title={t('page.gift_certificates')} />
      <p className={styles.intro}>{t('certificates.intro')}</p>
      {offers && offers.length === 0 && <p className={styles.intro}>{t('certificates.none')}</p>}
      {offers && offers.length > 0 && (
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
    </>
  );
}

function OfferCard({ offer }: { offer: CertificateOffer }) {
  const { t, i18n } = useTranslation();
  const isAuth = useSession()?.is_auth === true;
  const holds =
    offer.kind === 'amount' && offer.amount !== null
      ? t('certificates.offer.amount', { amount: formatPrice({ amount: offer.amount, currency: offer.currency }, i18n.language) })
      : t('certificates.offer.service', { name: offer.service?.name ?? '', count: offer.days ?? 0 });
  // A visitor who pressed «Купить» and signed in goes on to the purchase, which they still confirm.
  usePendingIntent(
    (intent) => intent.kind === 'certificate' && intent.offer_id === offer.id,
    true,
    () => void openCertificate(offer),
  );
  return (
    <li className={styles.offer} data-testid="certificate-offer">
      <span className={styles.kind} data-kind={offer.kind}>
        {t(`certificates.offer.kind_${offer.kind}`)}
      </span>
      <h2 className={styles.offerName}>{offer.name}</h2>
      <p className={styles.holds}>{holds}</p>
      <p className={styles.price}>{formatPrice({ amount: offer.price, currency: offer.currency }, i18n.language)}</p>
      <button
        type="button"
        className={buttonClass('primary', 'lg')}
        aria-label={t('certificates.offer.buy_label', { name: offer.name })}
        onClick={() => void (isAuth ? openCertificate(offer) : openLogin({}, { kind: 'certificate', offer_id: offer.id }))}
      >
        {t('certificates.offer.buy')}
      </button>
    </li>
  );
}
