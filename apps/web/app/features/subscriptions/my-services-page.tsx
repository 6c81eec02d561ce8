import type { Subscription } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { useViewerDates } from '../../session/viewer-dates';
import { buttonClass } from '../../ui/button';
import { SignInPrompt } from '../account/sign-in-prompt';
import { PaymentsNav } from '../payments/payments-nav';
import { formatPrice } from '../purchases/purchase-format';
import { PageHeading } from '../shell/page-heading';
import { type ListedSubscription, listedSubscription } from './subscription-status';
import styles from './subscriptions.module.css';
import { type SubscriptionActions, useSubscriptionAction } from './use-subscription-action';

/** /my/payments_and_services/services: running subscriptions with their next charge, then ended ones and why they ended. */
export function MyServicesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const subscriptions = useQuery(endpointQuery('subscriptions.list', {}, { enabled: isAuth })).data?.subscriptions;
  const actions = useSubscriptionAction();
  const now = new Date();
  const listed = (subscriptions ?? []).map((subscription) => ({ subscription, listed: listedSubscription(subscription, now) }));
  const groups = [
    { id: 'active', items: listed.filter((entry) => entry.listed.active) },
    { id: 'ended', items: listed.filter((entry) => !entry.listed.active) },
  ].filter((group) => group.items.length > 0);
  return (
    <>
      <PageHeading title={t('page.my_services')} />
      {session && !isAuth && <SignInPrompt />}
      {isAuth && <PaymentsNav />}
      {subscriptions?.length === 0 && (
        <section className={styles.empty}>
          <p>{t('payments_and_services.services.empty')}</p>
          <Link to="/services" className={buttonClass('primary')}>
            {t('payments_and_services.services.choose')}
          </Link>
        </section>
      )}
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`subscriptions-${group.id}`}>
          <h2 id={`subscriptions-${group.id}`} className={styles.groupTitle}>
            {t(`payments_and_services.services.${group.id}`)}
          </h2>
          <ul className={styles.list}>
            {group.items.map(({ subscription, listed }) => (
              <SubscriptionRow key={subscription.id} subscription={subscription} listed={listed} actions={actions} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function SubscriptionRow({
  subscription,
  listed,
  actions: { unsubscribe, resume, busyId },
}: {
  subscription: Subscription;
  listed: ListedSubscription;
  actions: SubscriptionActions;
}) {
  const { t, i18n } = useTranslation();
  const date = useViewerDates().moment;
  const { service, next_charge } = subscription;
  const target = { service, until: subscription.active_until };
  // A stopped subscription says until when it lasts, an ended one since when it is over.
  const ended = listed.active ? '' : '_ended';
  return (
    <li className={styles.subscription}>
      <div className={styles.about}>
        <Link to={`/services/${service.alias}`} className={styles.name}>
          {service.name}
        </Link>
        <span className={listed.active ? styles.statusText : styles.endedText}>
          {t(`payments_and_services.services.status.${listed.status}${ended}`, { date: date(subscription.active_until) })}
        </span>
        {next_charge && (
          <span className={styles.meta}>
            {t(`payments_and_services.services.next_charge.${subscription.payment_method}`, {
              date: date(next_charge.date),
              price: formatPrice(next_charge, i18n.language),
            })}
          </span>
        )}
      </div>
      {listed.action && (
        <button
          type="button"
          className={buttonClass(listed.action === 'resume' ? 'primary' : 'secondary')}
          disabled={busyId !== null}
          aria-busy={busyId === service.id}
          onClick={() => void (listed.action === 'resume' ? resume(target) : unsubscribe(target))}
        >
          {t(`payments_and_services.services.${listed.action}`)}
        </button>
      )}
    </li>
  );
}
