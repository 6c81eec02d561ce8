import type { PaymentRecord } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { useViewerDates } from '../../session/viewer-dates';
import { SignInPrompt } from '../account/sign-in-prompt';
import { formatPrice } from '../purchases/purchase-format';
import { PageHeading } from '../shell/page-heading';
import { brandName } from './card-name';
import styles from './payment-history.module.css';
import { PaymentsNav } from './payments-nav';

/** Where a paid item lives: a service's page, or a film's or series' by id (its page moves to its own address). */
export const itemHref = (item: NonNullable<PaymentRecord['item']>): string =>
  item.type === 'service' ? `/services/${item.id}` : `/media_items/${item.id}`;

/** /my/payments_and_services/payments: the account's payments, newest first. */
export function PaymentHistoryPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const payments = useQuery(endpointQuery('payments.history', {}, { enabled: isAuth })).data?.payments;
  return (
    <>
      <PageHeading title={t('page.my_payments')} />
      {session && !isAuth && <SignInPrompt />}
      {isAuth && <PaymentsNav />}
      {payments?.length === 0 && <p className={styles.empty}>{t('payments_and_services.history.empty')}</p>}
      {payments && payments.length > 0 && (
        <ul className={styles.list} aria-label={t('page.my_payments')}>
          {payments.map((payment) => (
            <PaymentRow key={payment.order_id} payment={payment} />
          ))}
        </ul>
      )}
    </>
  );
}

function PaymentRow({ payment }: { payment: PaymentRecord }) {
  const { t, i18n } = useTranslation();
  const date = useViewerDates().moment;
  const method = payment.bank_card
    ? t('payments_and_services.cards.card', { brand: brandName(payment.bank_card.brand), last4: payment.bank_card.last4 })
    : payment.method === 'bonus'
      ? t('payments_and_services.history.points')
      : t('payments_and_services.history.balance');
  return (
    <li className={styles.payment}>
      <div className={styles.what}>
        <span className={styles.kind}>
          <span>
            {payment.usage_model
              ? t(`payments_and_services.history.usage.${payment.usage_model}`)
              : t('payments_and_services.history.refill')}
          </span>
          {payment.renewal && <span className={styles.renewal}>{t('payments_and_services.history.renewal')}</span>}
        </span>
        {payment.item ? (
          <Link to={itemHref(payment.item)} className={styles.item}>
            {payment.item.name}
          </Link>
        ) : (
          <span className={styles.item}>{t('payments_and_services.history.refill_item')}</span>
        )}
        <span className={styles.meta}>
          <time dateTime={payment.date}>{date(payment.date)}</time> · {method}
        </span>
      </div>
      <div className={styles.sum}>
        <span className={`${styles.amount} ${payment.status === 'refunded' ? styles.refundedAmount : ''}`}>
          {formatPrice(payment, i18n.language)}
        </span>
        <span className={`${styles.status} ${payment.status === 'refunded' ? styles.refunded : ''}`}>
          {t(`payments_and_services.history.status.${payment.status}`)}
        </span>
        <Link
          to={`/my/payments_and_services/payments/${payment.order_id}`}
          className={styles.receiptLink}
          aria-label={`${t('payments_and_services.history.receipt')}: ${payment.item?.name ?? t('payments_and_services.history.refill_item')}, ${date(payment.date)}`}
        >
          {t('payments_and_services.history.receipt')}
        </Link>
      </div>
    </li>
  );
}
