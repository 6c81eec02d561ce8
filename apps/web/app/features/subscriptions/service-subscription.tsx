import type { Service } from '@efir/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewerDates } from '../../session/viewer-dates';
import { buttonClass } from '../../ui/button';
import { type ServiceStatus, serviceAction, serviceStatus } from './subscription-status';
import styles from './subscriptions.module.css';
import { useSubscriptionAction } from './use-subscription-action';

const key = (name: string) => `payments_and_services.subscription_status.${name}`;

function statusText(status: ServiceStatus, t: TFunction, date: (iso: string) => string): string {
  switch (status.kind) {
    case 'subscribed':
      if (status.through) return t(key('through'), { name: status.through });
      if (status.until === null) return t(key('subscribed'));
      return t(key(status.renews ? 'renews' : 'until'), { date: date(status.until) });
    case 'unsubscribed':
      return status.until ? t(key('unsubscribed'), { date: date(status.until) }) : t(key('unsubscribed_no_date'));
    default:
      return t(key(status.kind));
  }
}

/**
 * The viewer's subscription to this service (spec 2 §4 Service subscription status) beside the purchase button, with
 * «Отменить подписку» or «Возобновить» for their own; nothing for a visitor or a viewer without one.
 */
export function ServiceSubscription({ service }: { service: Service }) {
  const { t } = useTranslation();
  const date = useViewerDates().moment;
  const { unsubscribe, resume, busyId } = useSubscriptionAction();
  const state = service.purchase_state?.service;
  if (!state) return null;
  const action = serviceAction(state, new Date());
  const target = { service: { id: service.id, name: service.name }, until: state.active_until };
  return (
    <div className={styles.serviceStatus}>
      <p className={styles.statusText}>{statusText(serviceStatus(state), t, date)}</p>
      <div className={styles.actions}>
        {action && (
          <button
            type="button"
            className={buttonClass(action === 'resume' ? 'primary' : 'secondary')}
            disabled={busyId !== null}
            aria-busy={busyId === service.id}
            onClick={() => void (action === 'resume' ? resume(target) : unsubscribe(target))}
          >
            {t(`payments_and_services.services.${action}`)}
          </button>
        )}
        <Link to="/my/payments_and_services/services" className={styles.manage}>
          {t(key('manage'))}
        </Link>
      </div>
    </div>
  );
}
