import {
  ErrorCode,
  type ExternalSubscription,
  type ExternalSubscriptionBody,
  type ExternalSubscriptionParams,
  type LanguageCode,
  type ServicePurchaseState,
  type Subscription,
} from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import { badRequest, notFound, Problem } from '../../http/problem.js';
import { textsIn } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Tx } from '../entitlements/repo.js';
import type { EntitlementsService } from '../entitlements/service.js';
import type { PaymentsService } from '../payments/service.js';
import { periodEnd, toAmount } from './periods.js';
import { nextCharge, type Order, type PriceRow, type PurchasesRepo, renewalOrder, type SubscriptionRow } from './repo.js';

/** Subscriptions due are renewed this often, by one instance at a time (docs/decisions/0013). */
export const RENEWAL_INTERVAL_MS = 5 * 60_000;
const RENEWALS_PER_PASS = 100;
/** The furthest end a partner may report: ten years, beyond every period of a price list. */
const EXTERNAL_HORIZON_MS = 10 * 365 * 24 * 3600 * 1000;

/**
 * What renews a subscription bought at `price`: the regular price of the same period after a trial or intro price
 * (spec 2 §3 Price types), else the price itself.
 */
export function renewalPriceOf(prices: PriceRow[], price: PriceRow): PriceRow {
  if (price.type !== 'trial' && price.type !== 'intro') return price;
  const regular = prices.filter((candidate) => candidate.type !== 'trial' && candidate.type !== 'intro' && candidate.type !== 'bonus');
  const samePeriod = regular.filter(
    (candidate) => candidate.duration === price.duration && candidate.duration_unit === price.duration_unit,
  );
  return samePeriod[0] ?? regular.find((candidate) => candidate.is_default) ?? regular[0] ?? price;
}

/**
 * Service subscriptions that live (spec 2 §4 Service subscription status): a SERVICE purchase starts one; the renewal
 * job charges its card or the balance at each period's end and writes the next period's grant in the same
 * transaction; a failed charge ends it (payment_failed); the viewer unsubscribes (access stays until the period ends)
 * and may take that back while it lasts.
 */
export function subscriptionsOf(
  repo: PurchasesRepo,
  { payments, entitlements, clock }: { payments: PaymentsService; entitlements: EntitlementsService; clock: Clock },
) {
  /** A renewal's order, its grant and sync_purchases, in the transaction that charged it. */
  async function recordRenewal(tx: Tx, order: Order, orderId: string, now: Date): Promise<void> {
    await entitlements.grant(tx, { account_id: order.accountId, ...order.grant, source: 'purchase', source_id: orderId });
    await payments.addEvent(tx, order.accountId, 'sync_purchases', { order_id: orderId, renewal: true }, now);
  }

  async function end(executor: Tx | undefined, subscription: SubscriptionRow, reason: 'payment_failed' | 'unsubscribed'): Promise<boolean> {
    const now = clock.now();
    const change = { status: 'unsubscribed' as const, end_reason: reason, status_changed_at: now };
    const write = async (tx: Tx) => {
      if (!(await repo.setStatus(tx, subscription.id, change, 'subscribed'))) return false;
      const type = reason === 'payment_failed' ? 'payment_failed' : 'sync_unsubscribes';
      if (reason === 'unsubscribed' || executor === undefined)
        await payments.addEvent(
          tx,
          subscription.account_id,
          type,
          { subscription_id: subscription.id, service_id: subscription.service_id },
          now,
        );
      return true;
    };
    return executor ? write(executor) : repo.transaction(write);
  }

  // A renewal by card is fulfilled when the acquirer captures it; a declined one ends the subscription.
  payments.fulfil(
    'renewal',
    async (tx, payment) => {
      const { subscription_id, period_start } = payment.details as { subscription_id: string; period_start: string };
      const subscription = await repo.subscription(tx, subscription_id);
      const from = new Date(period_start);
      if (subscription && subscription.current_period_end.getTime() === from.getTime()) {
        const to = periodEnd(from, subscription.duration, subscription.duration_unit);
        await repo.extend(tx, subscription.id, from, to);
        const order = renewalOrder(subscription, to);
        const now = clock.now();
        await recordRenewal(
          tx,
          order,
          await repo.insertOrder(tx, order, { method: 'card', cardPaymentId: payment.id, renewal: true }, now),
          now,
        );
      }
      return { notification: { display: { message: textsIn('rus').purchases.renewed } } };
    },
    async (tx, payment) => {
      const { subscription_id } = payment.details as { subscription_id: string };
      const subscription = await repo.subscription(tx, subscription_id);
      if (subscription) await end(tx, subscription, 'payment_failed');
    },
  );

  async function renew(subscription: SubscriptionRow): Promise<void> {
    const from = subscription.current_period_end;
    const to = periodEnd(from, subscription.duration, subscription.duration_unit);
    const now = clock.now();
    if (subscription.payment_method === 'card' && subscription.bank_card_id) {
      try {
        await payments.charge(
          {
            accountId: subscription.account_id,
            profileId: subscription.profile_id,
            key: `renewal:${subscription.id}:${from.toISOString()}`,
            cardId: subscription.bank_card_id,
            kind: 'renewal',
            amountMinor: nextCharge(subscription).amount_minor,
            currency: subscription.currency,
            description: `renewal ${subscription.service_id}`,
            details: { subscription_id: subscription.id, period_start: from.toISOString() },
            language: 'rus',
          },
          'merchant',
        );
      } catch (error) {
        // Declined: the decline already ended it. The card unlinked: nothing can pay. No answer: the next pass asks again.
        if (error instanceof Problem && error.errorCode === ErrorCode.BANK_CARD_UNKNOWN)
          await end(undefined, subscription, 'payment_failed');
        else if (!(error instanceof Problem && error.errorCode === ErrorCode.PAYMENT_DECLINED)) throw error;
      }
      return;
    }
    const order = renewalOrder(subscription, to);
    const paid = await repo.renewFromBalance(subscription, to, now, (tx, orderId) => recordRenewal(tx, order, orderId, now));
    if (paid === 'short') await end(undefined, subscription, 'payment_failed');
  }

  function stateOf(subscription: SubscriptionRow): NonNullable<ServicePurchaseState['service']> {
    return {
      status: subscription.status,
      status_change_date: subscription.status_changed_at.toISOString(),
      parent_service: null,
      external_billing: false,
      autopayment: subscription.status === 'subscribed',
      active_until: subscription.current_period_end.toISOString(),
    };
  }

  async function current(accountId: string, serviceId: number, language: LanguageCode): Promise<SubscriptionRow> {
    const subscription = await repo.currentSubscription(accountId, serviceId, clock.now());
    if (!subscription) throw new Problem(409, ErrorCode.SUBSCRIPTION_UNKNOWN, textsIn(language).purchases.noSubscription);
    return subscription;
  }

  return {
    /** Starts the subscription a SERVICE purchase bought, inside the purchase's transaction. */
    async start(
      tx: Tx,
      input: {
        order: Order;
        /** The price paid; an intro price of several periods is charged again for the rest of them. */
        bought: PriceRow;
        renewal: PriceRow;
        method: 'account_prepaid' | 'card';
        bankCardId: string | null;
        now: Date;
      },
    ): Promise<void> {
      const { order, bought, renewal, now } = input;
      if (order.option.service_id === null || !order.grant.ends_at || renewal.duration === null || renewal.duration_unit === null) return;
      // A price paid before intro prices had periods (a card payment still open then) has none: it holds one.
      const introPeriods = bought.type === 'intro' ? (bought.periods ?? 1) : 1;
      await repo.insertSubscription(tx, {
        account_id: order.accountId,
        profile_id: order.profileId,
        service_id: order.option.service_id,
        seq_id: order.option.seq_id,
        price_id: renewal.price_id,
        amount_minor: renewal.amount_minor,
        currency: renewal.currency,
        duration: renewal.duration,
        duration_unit: renewal.duration_unit,
        ...(introPeriods > 1
          ? { intro_price_id: bought.price_id, intro_amount_minor: bought.amount_minor, intro_periods_left: introPeriods - 1 }
          : {}),
        payment_method: input.method,
        bank_card_id: input.bankCardId,
        status: 'subscribed',
        current_period_end: order.grant.ends_at,
        status_changed_at: now,
        created_at: now,
      });
    },

    /** The renewal job's pass: every subscription whose period has ended, renewed or ended. */
    async renewDue(): Promise<void> {
      for (const subscription of await repo.dueSubscriptions(clock.now(), RENEWALS_PER_PASS)) await renew(subscription);
    },

    /** Stops renewing; access stays until the period ends (spec 2 §4: unsubscribed, with its active-until date). */
    async unsubscribe(accountId: string, serviceId: number, language: LanguageCode): Promise<ServicePurchaseState> {
      const subscription = await current(accountId, serviceId, language);
      if (subscription.status === 'subscribed') await end(undefined, subscription, 'unsubscribed');
      return { service: stateOf(await current(accountId, serviceId, language)) };
    },

    /** Takes an unsubscription back while the period lasts; a subscription a failed charge ended is bought again instead. */
    async cancelUnsubscribe(accountId: string, serviceId: number, language: LanguageCode): Promise<ServicePurchaseState> {
      const subscription = await current(accountId, serviceId, language);
      if (subscription.status === 'unsubscribed') {
        if (subscription.end_reason !== 'unsubscribed')
          throw new Problem(409, ErrorCode.SUBSCRIPTION_UNKNOWN, textsIn(language).purchases.noSubscription);
        const now = clock.now();
        await repo.transaction(async (tx) => {
          if (await repo.setStatus(tx, subscription.id, { status: 'subscribed', end_reason: null, status_changed_at: now }, 'unsubscribed'))
            await payments.addEvent(tx, accountId, 'sync_purchases', { subscription_id: subscription.id, resumed: true }, now);
        });
      }
      return { service: stateOf(await current(accountId, serviceId, language)) };
    },

    /**
     * A subscription a partner bills, as the operator reports it (spec 2 §4 subscribed_in_external_billing): the account
     * holds the service until `active_until`, a renewal reports a later end, and without a body it ends now. Reporting
     * the same state again changes nothing and tells the viewer's devices nothing.
     */
    async reportExternal(params: ExternalSubscriptionParams, body: ExternalSubscriptionBody | null): Promise<ExternalSubscription> {
      const now = clock.now();
      const { account_id, biller, external_id } = params;
      const source_id = `${biller}:${external_id}`;
      if (!(await repo.accountExists(account_id))) throw new Problem(404, ErrorCode.ACCOUNT_NOT_FOUND, 'No such account');
      if (body) {
        const until = new Date(body.active_until);
        if (until <= now) throw badRequest('active_until must be in the future; a cancelled subscription is ended with DELETE');
        if (until.getTime() - now.getTime() > EXTERNAL_HORIZON_MS) throw badRequest('active_until is more than ten years ahead');
        if (!(await repo.serviceTarget(body.service_id))) throw notFound('No such service');
      }
      const reported = await repo.transaction(async (tx) => {
        const result = body
          ? {
              ...(await entitlements.reportExternal(tx, {
                account_id,
                service_id: body.service_id,
                media_item_id: null,
                starts_at: now,
                ends_at: new Date(body.active_until),
                source: 'external',
                source_id,
              })),
              ends_at: new Date(body.active_until),
            }
          : await entitlements.endExternal(tx, account_id, source_id);
        if (!result) throw new Problem(404, ErrorCode.SUBSCRIPTION_UNKNOWN, 'No such partner subscription');
        if (body && result.service_id !== body.service_id)
          throw new Problem(409, ErrorCode.EXTERNAL_SUBSCRIPTION_CONFLICT, `This subscription opens service ${result.service_id}`);
        if (result.changed)
          await payments.addEvent(
            tx,
            account_id,
            body ? 'sync_purchases' : 'sync_unsubscribes',
            { service_id: result.service_id, biller, external_id },
            now,
          );
        return result;
      });
      return { account_id, biller, external_id, service_id: reported.service_id, active_until: reported.ends_at.toISOString() };
    },

    /** The account's subscriptions, running and ended, for /my/payments_and_services/services. */
    async list(accountId: string, language: LanguageCode): Promise<Subscription[]> {
      const rows = await repo.accountSubscriptions(accountId);
      const names = await repo.serviceNames([...new Set(rows.map((row) => row.service_id))]);
      const now = clock.now();
      return rows.map((row) => {
        const service = names.get(row.service_id);
        const running = row.current_period_end > now;
        return {
          id: row.id,
          service: { id: row.service_id, alias: service?.alias ?? '', name: service ? translate(service.name, language) : '' },
          status: running ? row.status : 'unsubscribed',
          end_reason: row.end_reason,
          active_until: row.current_period_end.toISOString(),
          next_charge:
            running && row.status === 'subscribed'
              ? { date: row.current_period_end.toISOString(), amount: toAmount(nextCharge(row).amount_minor), currency: row.currency }
              : null,
          payment_method: row.payment_method,
        };
      });
    },
  };
}

export type Subscriptions = ReturnType<typeof subscriptionsOf>;
