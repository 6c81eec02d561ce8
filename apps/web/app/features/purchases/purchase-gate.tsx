import type { UsageModel } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { browserApi } from '../../api/browser';
import type { ContentOffer } from '../../api/loader-queries';
import { buttonClass } from '../../ui/button';
import { openLogin } from '../auth/open-login';
import styles from '../shell/not-found.module.css';
import { PurchaseButton } from './purchase-button';

/** The name the purchase modal shows (the item's, the channel's or the service's) and how it is sold. */
const offeredQuery = ({ item_type, item_id }: ContentOffer) => ({
  queryKey: ['purchase-gate.offered', item_type, item_id],
  queryFn: async (): Promise<{ name: string; usage_model: UsageModel }> => {
    const params = { params: { id: String(item_id) } };
    const api = browserApi();
    if (item_type === 'media_item') return api.call('mediaItems.getById', params);
    if (item_type === 'channel') return api.call('channels.getByNcId', params);
    return { name: (await api.call('services.getById', params)).name, usage_model: 'SERVICE' };
  },
});

/**
 * A player page whose item the viewer does not hold (403 CONTENT_NOT_PURCHASED, docs/decisions/0011): a visitor is
 * asked to sign in; a signed-in viewer gets the purchase button, and "watch" after paying loads this page again.
 */
export default function PurchaseGate({ offer }: { offer: ContentOffer }) {
  const { t } = useTranslation();
  const location = useLocation();
  const offered = useQuery({ ...offeredQuery(offer), enabled: !offer.login_required });
  return (
    <section className={styles.notFound} aria-labelledby="purchase-gate-title">
      <h1 id="purchase-gate-title" className={styles.title}>
        {t(offer.login_required ? 'purchase.gate.login_title' : 'purchase.gate.title')}
      </h1>
      <p className={styles.text}>{t(offer.login_required ? 'purchase.gate.login_text' : 'purchase.gate.text')}</p>
      {offer.login_required ? (
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => openLogin()}>
          {t('purchase.gate.login')}
        </button>
      ) : (
        offered.data && (
          <PurchaseButton
            usageModel={offered.data.usage_model}
            target={{
              item_type: offer.item_type,
              item_id: offer.item_id,
              name: offered.data.name,
              watchHref: `${location.pathname}${location.search}`,
            }}
          />
        )
      )}
      <p className={styles.text}>
        <Link to="/">{t('not_found.home')}</Link>
      </p>
    </section>
  );
}
