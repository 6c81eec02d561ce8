import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button';
import { formatPrice } from '../purchases/purchase-format';
import { accountMethods, balanceOf } from './account-methods';
import { openTopUp } from './open-top-up';
import styles from './payments.module.css';

/** The prepaid balance and «Пополнить», which opens the top-up modal. */
export function BalancePanel() {
  const { t, i18n } = useTranslation();
  const methods = useQuery(accountMethods).data;
  const balance = methods && balanceOf(methods);
  return (
    <section className={styles.panel} aria-labelledby="balance-title">
      <h2 id="balance-title" className={styles.panelTitle}>
        {t('payments_and_services.balance.title')}
      </h2>
      <p className={styles.balance}>{balance ? formatPrice(balance, i18n.language) : '—'}</p>
      <button type="button" className={buttonClass('primary')} disabled={!balance} onClick={() => void openTopUp()}>
        {t('payments_and_services.balance.top_up')}
      </button>
    </section>
  );
}
