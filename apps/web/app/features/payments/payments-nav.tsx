import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './payments.module.css';

export const PAYMENTS_AND_SERVICES_PATH = '/my/payments_and_services';

/** The three pages of /my/payments_and_services (spec 1 §2): the balance and cards, /payments and /services. */
export function PaymentsNav() {
  const { t } = useTranslation();
  const tabs = [
    { to: PAYMENTS_AND_SERVICES_PATH, label: t('payments_and_services.nav.overview') },
    { to: `${PAYMENTS_AND_SERVICES_PATH}/payments`, label: t('page.my_payments') },
    { to: `${PAYMENTS_AND_SERVICES_PATH}/services`, label: t('page.my_services') },
  ];
  return (
    <nav className={styles.nav} aria-label={t('payments_and_services.nav.label')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={({ isActive }) => `${styles.tab} ${isActive ? styles.current : ''}`}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
