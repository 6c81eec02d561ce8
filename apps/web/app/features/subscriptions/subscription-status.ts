import type { ServicePurchaseState, Subscription } from '@efir/contract';

type PurchaseStateService = NonNullable<ServicePurchaseState['service']>;

/** What the viewer may do with a subscription of their own while its period lasts. */
export type SubscriptionAction = 'unsubscribe' | 'resume' | null;

/**
 * spec 2 §4 Service subscription status, as the service page reads the viewer's purchase_state: subscribed (renewing,
 * until a date, or through a bundle), subscribed in external billing, processing, unsubscribed with its active-until
 * date, or not subscribed.
 */
export type ServiceStatus =
  | { kind: 'subscribed'; until: string | null; renews: boolean; through: string | null }
  | { kind: 'external' }
  | { kind: 'processing' }
  | { kind: 'unsubscribed'; until: string | null }
  | { kind: 'not_subscribed' };

/** spec 2 §4: the requested and processing states read as processing. */
const PROCESSING: ReadonlySet<string> = new Set([
  'subscribe_requested',
  'subscribe_processing',
  'unsubscribe_requested',
  'unsubscribe_processing',
  'cancel_subscribe_requested',
  'cancel_unsubscribe_requested',
]);

export function serviceStatus(state: PurchaseStateService | null | undefined): ServiceStatus {
  if (!state) return { kind: 'not_subscribed' };
  const status: string = state.status;
  if (status === 'subscribed_in_external_billing' || (status === 'subscribed' && state.external_billing)) return { kind: 'external' };
  if (status === 'subscribed')
    return { kind: 'subscribed', until: state.active_until, renews: state.autopayment, through: state.parent_service?.name ?? null };
  if (PROCESSING.has(status)) return { kind: 'processing' };
  if (status === 'unsubscribed') return { kind: 'unsubscribed', until: state.active_until };
  return { kind: 'not_subscribed' };
}

const lasts = (until: string | null, now: Date) => until === null || Date.parse(until) > now.getTime();

/**
 * The service page's action: a renewing subscription of the viewer's own (not a bundle's, not billed elsewhere) may be
 * stopped, an unsubscribed one resumed while its period lasts. A grant without renewal (a promo code) has neither.
 */
export function serviceAction(state: PurchaseStateService | null | undefined, now: Date): SubscriptionAction {
  if (!state || state.parent_service !== null || state.external_billing) return null;
  if (state.status === 'subscribed' && state.autopayment) return 'unsubscribe';
  if (state.status === 'unsubscribed' && lasts(state.active_until, now)) return 'resume';
  return null;
}

/**
 * A subscription in the account's list (/my/payments_and_services/services): renewing; stopped by the viewer, by a
 * failed renewal charge or by a refund; or between its period's end and the renewal job's charge (renewing).
 */
export type ListedStatus = 'subscribed' | 'unsubscribed' | 'payment_failed' | 'refunded' | 'renewing';

export interface ListedSubscription {
  status: ListedStatus;
  /** Access lasts (the period has not ended), or it is being renewed. */
  active: boolean;
  action: SubscriptionAction;
}

export function listedSubscription(subscription: Subscription, now: Date): ListedSubscription {
  // The API lists a subscription as subscribed only while its period lasts.
  if (subscription.status === 'subscribed') return { status: 'subscribed', active: true, action: 'unsubscribe' };
  // The API answers an ended period without a reason while its renewal charge is still to run.
  if (subscription.end_reason === null) return { status: 'renewing', active: true, action: null };
  const running = Date.parse(subscription.active_until) > now.getTime();
  const action = running && subscription.end_reason === 'unsubscribed' ? 'resume' : null;
  return { status: subscription.end_reason, active: running, action };
}
