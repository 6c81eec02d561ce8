import type { PaymentReceipt } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { useBrand } from '../../brand/brand-context';
import { useRootData } from '../../session/root-data';
import { useSession } from '../../session/session';
import { useViewerDates } from '../../session/viewer-dates';
import { buttonClass } from '../../ui/button';
import { SignInPrompt } from '../account/sign-in-prompt';
import { formatPrice } from '../purchases/purchase-format';
import { PageHeading } from '../shell/page-heading';
import { brandName } from './card-name';
import { itemHref } from './payment-history-page';
import styles from './payment-receipt.module.css';

/** The receipt's short number: the payment id's first block, as support asks for it. */
export const receiptNumber = (orderId: string): string => orderId.slice(0, 8).toUpperCase();

/** /my/payments_and_services/payments/{order_id}: one payment as a receipt the viewer can print or keep. */
export function PaymentReceiptPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const receipt = useQuery(endpointQuery('payments.receipt', { params: { order_id: orderId } }, { enabled: isAuth })).data;
  return (
    <>
      <PageHeading title={t('page.my_payment_receipt')} />
      {session && !isAuth && <SignInPrompt />}
      {receipt && <Receipt receipt={receipt} />}
    </>
  );
}

function Receipt({ receipt }: { receipt: PaymentReceipt }) {
  const { t, i18n } = useTranslation();
  const { language } = useRootData();
  const brand = useBrand();
  const dates = useViewerDates();
  const method = receipt.bank_card
    ? t('payments_and_services.cards.card', { brand: brandName(receipt.bank_card.brand), last4: receipt.bank_card.last4 })
    : receipt.method === 'bonus'
      ? t('payments_and_services.history.points')
      : t('payments_and_services.history.balance');
  const what = receipt.usage_model
    ? t(`payments_and_services.history.usage.${receipt.usage_model}`)
    : t('payments_and_services.history.refill');
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <header className={styles.header}>
        <address className={styles.seller}>
          <span className={styles.sellerName}>{receipt.seller?.name ?? brand.name[language]}</span>
          {receipt.seller?.tax_id && <span>{t('payments_and_services.receipt.tax_id', { tax_id: receipt.seller.tax_id })}</span>}
          {receipt.seller?.address && <span>{receipt.seller.address}</span>}
          {receipt.seller?.email && <a href={`mailto:${receipt.seller.email}`}>{receipt.seller.email}</a>}
        </address>
        <h2 id="receipt-title" className={styles.title}>
          {t('payments_and_services.receipt.title', { number: receiptNumber(receipt.order_id) })}
        </h2>
      </header>
      <dl className={styles.details}>
        <Row term={t('payments_and_services.receipt.date')}>
          <time dateTime={receipt.date}>{dates.moment(receipt.date)}</time>
        </Row>
        <Row term={what}>
          {receipt.item ? <Link to={itemHref(receipt.item)}>{receipt.item.name}</Link> : t('payments_and_services.history.refill_item')}
        </Row>
        {receipt.access && (
          <Row term={t('payments_and_services.receipt.access')}>
            {receipt.access.until
              ? t('payments_and_services.receipt.access_period', {
                  from: dates.moment(receipt.access.from),
                  until: dates.moment(receipt.access.until),
                })
              : t('payments_and_services.receipt.access_forever', { from: dates.moment(receipt.access.from) })}
          </Row>
        )}
        <Row term={t('payments_and_services.receipt.method')}>{method}</Row>
        <Row term={t('payments_and_services.receipt.status')}>{t(`payments_and_services.history.status.${receipt.status}`)}</Row>
        <Row term={t('payments_and_services.receipt.payment_id')}>
          <code>{receipt.order_id}</code>
        </Row>
      </dl>
      <p className={styles.total}>
        <span>{t('payments_and_services.receipt.total')}</span>
        <span className={receipt.status === 'refunded' ? styles.refunded : undefined}>{formatPrice(receipt, i18n.language)}</span>
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} onClick={() => window.print()}>
          {t('payments_and_services.receipt.print')}
        </button>
        <Link to="/my/payments_and_services/payments" className={buttonClass('secondary')}>
          {t('payments_and_services.receipt.back')}
        </Link>
      </div>
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
