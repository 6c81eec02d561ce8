import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { SignInPrompt } from '../account/sign-in-prompt';
import { PageHeading } from '../shell/page-heading';
import { BalancePanel } from './balance-panel';
import { BankCardsPanel } from './bank-cards-panel';
import styles from './payments.module.css';
import { PaymentsNav } from './payments-nav';

/** /my/payments_and_services: the prepaid balance with its top-up and the linked cards; a visitor is asked to sign in. */
export function MyPaymentsAndServicesPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <PageHeading title={t('page.my_payments_and_services')} />
      {session && !session.is_auth && <SignInPrompt />}
      {session?.is_auth && (
        <>
          <PaymentsNav />
          <div className={styles.panels}>
            <BalancePanel />
            <BankCardsPanel />
          </div>
        </>
      )}
    </>
  );
}
