import { z } from 'zod';

/** spec 2 §4 Service subscription status; anything else reads as not subscribed. */
export const SubscriptionStatus = z.enum([
  'subscribed',
  'subscribed_in_external_billing',
  'subscribe_requested',
  'subscribe_processing',
  'unsubscribe_requested',
  'unsubscribe_processing',
  'unsubscribed',
  'cancel_subscribe_requested',
  'cancel_unsubscribe_requested',
]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const ServiceRef = z.object({ id: z.number().int(), alias: z.string(), name: z.string() });
export type ServiceRef = z.infer<typeof ServiceRef>;

/**
 * spec 2 §3 Service purchase_state.service: the viewer's subscription, null when not subscribed. `status_change_date`
 * is when the status took effect; `active_until` when access ends (null: no end); `parent_service`: held through this
 * bundle; `autopayment`: it renews by itself.
 */
export const ServicePurchaseState = z.object({
  service: z
    .object({
      status: SubscriptionStatus,
      status_change_date: z.iso.datetime(),
      parent_service: ServiceRef.nullable(),
      external_billing: z.boolean(),
      autopayment: z.boolean(),
      active_until: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type ServicePurchaseState = z.infer<typeof ServicePurchaseState>;

/** One subscription of the account, running or ended (/my/payments_and_services/services). */
export const Subscription = z.object({
  id: z.uuid(),
  service: ServiceRef,
  /** subscribed: renews at next_charge; unsubscribed: ends (or ended) at active_until. */
  status: z.enum(['subscribed', 'unsubscribed']),
  /** Why it stopped renewing: the viewer unsubscribed, a renewal charge failed, or the operator refunded it. */
  end_reason: z.enum(['unsubscribed', 'payment_failed', 'refunded']).nullable(),
  active_until: z.iso.datetime(),
  next_charge: z.object({ date: z.iso.datetime(), amount: z.number(), currency: z.string() }).nullable(),
  payment_method: z.enum(['account_prepaid', 'card']),
});
export type Subscription = z.infer<typeof Subscription>;

export const Subscriptions = z.object({ subscriptions: z.array(Subscription) });
export type Subscriptions = z.infer<typeof Subscriptions>;

/** A subscription a partner bills (a telecom, an app store), named by the partner and its own id for it. */
export const ExternalSubscriptionParams = z.strictObject({
  account_id: z.uuid(),
  biller: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'lower-case letters, digits, _ and -, at most 32'),
  external_id: z.string().min(1).max(128),
});
export type ExternalSubscriptionParams = z.infer<typeof ExternalSubscriptionParams>;

/** What the partner reports: the service it pays for and until when (a renewal reports a later end). */
export const ExternalSubscriptionBody = z.strictObject({
  service_id: z.number().int().positive(),
  active_until: z.iso.datetime({ offset: true }),
});
export type ExternalSubscriptionBody = z.infer<typeof ExternalSubscriptionBody>;

/** The partner's subscription as it now stands: its access lasts until `active_until` (now, once ended). */
export const ExternalSubscription = z.object({
  account_id: z.uuid(),
  biller: z.string(),
  external_id: z.string(),
  service_id: z.number().int(),
  active_until: z.iso.datetime(),
});
export type ExternalSubscription = z.infer<typeof ExternalSubscription>;
