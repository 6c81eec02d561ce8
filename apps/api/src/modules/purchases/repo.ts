import { ReceiptSeller } from '@efir/contract';
import { and, asc, desc, eq, gt, inArray, lte, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountEntitlements,
  accounts,
  bankCards,
  cardPayments,
  channels,
  mediaItems,
  purchaseOptions,
  purchaseOrders,
  purchasePrices,
  serviceItems,
  services,
  settings,
  subscriptions,
} from '../../db/schema/index.js';
import { channelsWithinLimits, withinLimits } from '../catalog/repo.js';
import type { GrantScope, Tx } from '../entitlements/repo.js';
import type { ContentLimits } from '../profiles/content-limits.js';

export type OptionRow = typeof purchaseOptions.$inferSelect;
export type PriceRow = typeof purchasePrices.$inferSelect;
export type ServiceRef = Pick<typeof services.$inferSelect, 'id' | 'alias' | 'name'>;

/** What a purchase is made for: a film or series (a season or episode counts as its series), a channel, or a service. */
export interface PurchaseTarget {
  itemType: 'media_item' | 'channel' | 'service';
  /** The film's or series' id, the channel's or the service's. */
  id: number;
  name: (typeof mediaItems.$inferSelect)['name'];
  mediaItemType: (typeof mediaItems.$inferSelect)['type'] | null;
  slug: string;
  /** Free content is never sold (docs/decisions/0010). */
  isFree: boolean;
}

/** What the purchase's transaction asks and writes beyond the charge: nothing opens it yet; its grant and event. */
export interface PurchaseAccess {
  holds: (tx: Tx) => Promise<boolean>;
  recorded: (tx: Tx, orderId: string) => Promise<void>;
}

export interface Order {
  accountId: string;
  profileId: string | null;
  option: Pick<OptionRow, 'seq_id' | 'usage_model' | 'service_id' | 'media_item_id'>;
  price: Pick<PriceRow, 'price_id' | 'amount_minor' | 'currency'>;
  grant: GrantScope;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type OrderRow = typeof purchaseOrders.$inferSelect;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id'>;

export type ChargeResult =
  | { kind: 'paid'; orderId: string; grant: GrantScope }
  | { kind: 'short'; balanceMinor: number }
  | { kind: 'held' };

/** The order as it was paid (option, price and amount copied), inside the transaction that charged it. */
async function insertOrder(
  tx: Tx,
  order: Order,
  paid: { method: OrderRow['payment_method']; cardPaymentId: string | null; renewal?: boolean },
  now: Date,
): Promise<string> {
  const [inserted] = await tx
    .insert(purchaseOrders)
    .values({
      account_id: order.accountId,
      profile_id: order.profileId,
      seq_id: order.option.seq_id,
      price_id: order.price.price_id,
      usage_model: order.option.usage_model,
      service_id: order.option.service_id,
      media_item_id: order.option.media_item_id,
      amount_minor: order.price.amount_minor,
      currency: order.price.currency,
      payment_method: paid.method,
      card_payment_id: paid.cardPaymentId,
      renewal: paid.renewal ?? false,
      status: 'paid',
      created_at: now,
    })
    .returning({ id: purchaseOrders.id });
  if (!inserted) throw new Error('The order was not written');
  return inserted.id;
}

/** Moves a subscription's period on, only from the period it was asked for: a second renewal finds nothing to do. */
async function extend(tx: Tx, id: string, from: Date, to: Date): Promise<boolean> {
  const moved = await tx
    .update(subscriptions)
    .set({ current_period_end: to, intro_periods_left: sql`greatest(${subscriptions.intro_periods_left} - 1, 0)` })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.current_period_end, from), eq(subscriptions.status, 'subscribed')))
    .returning({ id: subscriptions.id });
  return moved.length > 0;
}

/** What the subscription's next renewal charges: the intro price while periods of it are left, then the regular one. */
export function nextCharge(subscription: SubscriptionRow): { price_id: number; amount_minor: number } {
  const { intro_price_id, intro_amount_minor, intro_periods_left } = subscription;
  if (intro_periods_left > 0 && intro_price_id !== null && intro_amount_minor !== null)
    return { price_id: intro_price_id, amount_minor: intro_amount_minor };
  return { price_id: subscription.price_id, amount_minor: subscription.amount_minor };
}

/** The order a renewal writes: the subscription's option at its renewal price, for the period from its end to `to`. */
export function renewalOrder(subscription: SubscriptionRow, to: Date): Order {
  return {
    accountId: subscription.account_id,
    profileId: subscription.profile_id,
    option: { seq_id: subscription.seq_id, usage_model: 'SERVICE', service_id: subscription.service_id, media_item_id: null },
    price: { ...nextCharge(subscription), currency: subscription.currency },
    grant: { service_id: subscription.service_id, media_item_id: null, starts_at: subscription.current_period_end, ends_at: to },
  };
}

/** The operator setting that names the seller on receipts. */
export const SELLER_SETTING = 'seller';

/** spec 2 §9: the forced intro period of the operator's special service. */
export const FORCED_INTRO_DAYS = 14;
const forcedIntro = (price: PriceRow): PriceRow =>
  price.type === 'intro' ? { ...price, duration: FORCED_INTRO_DAYS, duration_unit: 'day', periods: 1 } : price;

/** `forcedIntroServiceId`: the service whose intro price, whatever its listed period, buys 14 days (spec 2 §9). */
export function purchasesRepo(db: Db, forcedIntroServiceId?: number) {
  /** Options with their prices in the operator's order (by price id); an option without prices is not offered. */
  async function withPrices(rows: OptionRow[]): Promise<{ option: OptionRow; prices: PriceRow[] }[]> {
    if (rows.length === 0) return [];
    const prices = await db
      .select()
      .from(purchasePrices)
      .where(
        inArray(
          purchasePrices.seq_id,
          rows.map((row) => row.seq_id),
        ),
      )
      .orderBy(asc(purchasePrices.price_id));
    const pricesOf = (option: OptionRow) => {
      const own = prices.filter((price) => price.seq_id === option.seq_id);
      return option.service_id !== null && option.service_id === forcedIntroServiceId ? own.map(forcedIntro) : own;
    };
    return rows.map((option) => ({ option, prices: pricesOf(option) })).filter(({ prices }) => prices.length > 0);
  }

  return {
    async mediaTarget(id: number, limits: ContentLimits): Promise<PurchaseTarget | null> {
      const m = mediaItems;
      const [row] = await db
        .select({ id: m.id, type: m.type, series_id: m.series_id })
        .from(m)
        .where(and(eq(m.id, id), ...withinLimits(m.age_limit_id, limits, m.is_erotic)));
      if (!row) return null;
      const ownerId = row.type === 'season' || row.type === 'episode' ? (row.series_id ?? row.id) : row.id;
      const [owner] = await db
        .select({ id: m.id, name: m.name, type: m.type, slug: m.slug, is_free: m.is_free })
        .from(m)
        .where(and(eq(m.id, ownerId), ...withinLimits(m.age_limit_id, limits, m.is_erotic)));
      return owner
        ? { itemType: 'media_item', id: owner.id, name: owner.name, mediaItemType: owner.type, slug: owner.slug, isFree: owner.is_free }
        : null;
    },

    async channelTarget(id: number, limits: ContentLimits): Promise<PurchaseTarget | null> {
      const c = channels;
      const [row] = await db
        .select({ id: c.id, name: c.name, slug: c.slug, is_free: c.is_free })
        .from(c)
        .where(and(eq(c.id, id), ...channelsWithinLimits(limits)));
      return row ? { itemType: 'channel', id: row.id, name: row.name, mediaItemType: null, slug: row.slug, isFree: row.is_free } : null;
    },

    async accountExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
      return row !== undefined;
    },

    async serviceTarget(id: number): Promise<PurchaseTarget | null> {
      const [row] = await db
        .select({ id: services.id, name: services.name, alias: services.alias })
        .from(services)
        .where(and(eq(services.id, id), eq(services.active, true)));
      return row ? { itemType: 'service', id: row.id, name: row.name, mediaItemType: null, slug: row.alias, isFree: false } : null;
    },

    /** Active services that open the target: those listing it (a service: itself), and the bundles those belong to. */
    async servicesOpening(target: PurchaseTarget): Promise<ServiceRef[]> {
      const listing =
        target.itemType === 'service'
          ? await db.select({ id: services.id, parent_id: services.parent_id }).from(services).where(eq(services.id, target.id))
          : await db
              .select({ id: services.id, parent_id: services.parent_id })
              .from(serviceItems)
              .innerJoin(services, eq(services.id, serviceItems.service_id))
              .where(and(eq(serviceItems.item_type, target.itemType), eq(serviceItems.item_id, target.id)));
      const ids = [...new Set(listing.flatMap((row) => (row.parent_id === null ? [row.id] : [row.id, row.parent_id])))];
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: services.id, alias: services.alias, name: services.name })
        .from(services)
        .where(and(inArray(services.id, ids), eq(services.active, true)))
        .orderBy(asc(services.position));
      // The services that list the target come before the bundles above them (a stable sort keeps the operator's order).
      const direct = new Set(listing.map((row) => row.id));
      return rows.sort((a, b) => Number(!direct.has(a.id)) - Number(!direct.has(b.id)));
    },

    /**
     * The target's own EST/TVOD options and the services' subscriptions, each with its prices: by the operator's
     * position, then subscriptions in the order of serviceIds.
     */
    async options(target: PurchaseTarget, serviceIds: number[]): Promise<{ option: OptionRow; prices: PriceRow[] }[]> {
      const o = purchaseOptions;
      const rows = await db
        .select()
        .from(o)
        .where(
          or(
            target.itemType === 'media_item' ? eq(o.media_item_id, target.id) : sql`false`,
            serviceIds.length > 0 ? inArray(o.service_id, serviceIds) : sql`false`,
          ),
        );
      const rank = (row: OptionRow) => (row.service_id === null ? -1 : serviceIds.indexOf(row.service_id));
      rows.sort((a, b) => a.position - b.position || rank(a) - rank(b) || a.seq_id - b.seq_id);
      return withPrices(rows);
    },

    /** These services' own subscriptions, each with its prices, as `options` gives them (the services' price list). */
    async serviceOptions(serviceIds: number[]): Promise<{ option: OptionRow; prices: PriceRow[] }[]> {
      if (serviceIds.length === 0) return [];
      const rows = await db.select().from(purchaseOptions).where(inArray(purchaseOptions.service_id, serviceIds));
      rows.sort((a, b) => a.position - b.position || a.seq_id - b.seq_id);
      return withPrices(rows);
    },

    async wallet(accountId: string): Promise<{ amountMinor: number; currency: string; timeZone: string }> {
      const [row] = await db
        .select({ amountMinor: accounts.balance_minor, currency: accounts.balance_currency, timeZone: accounts.time_zone })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!row) throw new Error('The account is gone');
      return row;
    },

    /**
     * One transaction: the account row is locked (so two purchases of one account run one after the other), nothing
     * already opens the target (`holds`), the balance covers the price (a conditional update), then the order and
     * what it opens (`recorded`), so the charge and the access commit together or not at all.
     */
    async charge(order: Order, now: Date, access: PurchaseAccess): Promise<ChargeResult> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${order.accountId} for update`);
        if (await access.holds(tx)) return { kind: 'held' as const };
        const [charged] = await tx
          .update(accounts)
          .set({ balance_minor: sql`${accounts.balance_minor} - ${order.price.amount_minor}` })
          .where(
            and(
              eq(accounts.id, order.accountId),
              eq(accounts.balance_currency, order.price.currency),
              sql`${accounts.balance_minor} >= ${order.price.amount_minor}`,
            ),
          )
          .returning({ balance: accounts.balance_minor });
        if (!charged) {
          const [row] = await tx.select({ balance: accounts.balance_minor }).from(accounts).where(eq(accounts.id, order.accountId));
          return { kind: 'short' as const, balanceMinor: row?.balance ?? 0 };
        }
        const orderId = await insertOrder(tx, order, { method: 'account_prepaid', cardPaymentId: null }, now);
        await access.recorded(tx, orderId);
        return { kind: 'paid' as const, orderId, grant: order.grant };
      });
    },

    insertOrder,

    /** Two purchases of one account run one after the other (what opens the target is asked inside the lock). */
    async lockAccount(tx: Tx, accountId: string): Promise<void> {
      await tx.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${accountId} for update`);
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    async order(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
      return row;
    },

    async markOrderRefunded(tx: Tx, id: string): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(purchaseOrders)
        .set({ status: 'refunded' })
        .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.status, 'paid')))
        .returning();
      return row;
    },

    async credit(tx: Tx, accountId: string, amountMinor: number): Promise<void> {
      await tx
        .update(accounts)
        .set({ balance_minor: sql`${accounts.balance_minor} + ${amountMinor}` })
        .where(eq(accounts.id, accountId));
    },

    /** A refunded subscription stops now: it renews no more. */
    async endSubscriptionNow(tx: Tx, accountId: string, serviceId: number, now: Date): Promise<void> {
      await tx
        .update(subscriptions)
        .set({ status: 'unsubscribed', end_reason: 'refunded', current_period_end: now, status_changed_at: now })
        .where(
          and(eq(subscriptions.account_id, accountId), eq(subscriptions.service_id, serviceId), gt(subscriptions.current_period_end, now)),
        );
    },

    /** The account's top-ups by card that went through, newest first, with the card that paid; `id`: only that one. */
    refills: (accountId: string, limit: number, id?: string) =>
      db
        .select({ payment: cardPayments, card_brand: bankCards.brand, card_last4: bankCards.last4 })
        .from(cardPayments)
        .leftJoin(bankCards, eq(bankCards.id, cardPayments.bank_card_id))
        .where(
          and(
            eq(cardPayments.account_id, accountId),
            id === undefined ? undefined : eq(cardPayments.id, id),
            eq(cardPayments.kind, 'refill'),
            inArray(cardPayments.status, ['captured', 'refunded']),
          ),
        )
        .orderBy(desc(cardPayments.created_at))
        .limit(limit),

    /** The account's orders, newest first, with what they bought and the card that paid (spec: /my/payments_and_services/payments). */
    history: (accountId: string, limit: number, id?: string) =>
      db
        .select({
          order: purchaseOrders,
          film: mediaItems.name,
          service: services.name,
          card_brand: bankCards.brand,
          card_last4: bankCards.last4,
        })
        .from(purchaseOrders)
        .leftJoin(mediaItems, eq(mediaItems.id, purchaseOrders.media_item_id))
        .leftJoin(services, eq(services.id, purchaseOrders.service_id))
        .leftJoin(cardPayments, eq(cardPayments.id, purchaseOrders.card_payment_id))
        .leftJoin(bankCards, eq(bankCards.id, cardPayments.bank_card_id))
        .where(and(eq(purchaseOrders.account_id, accountId), id === undefined ? undefined : eq(purchaseOrders.id, id)))
        .orderBy(desc(purchaseOrders.created_at))
        .limit(limit),

    /** The access an order granted, as it stands (a refund ends it early). */
    async orderAccess(orderId: string): Promise<{ starts_at: Date; ends_at: Date | null } | undefined> {
      const e = accountEntitlements;
      const [row] = await db
        .select({ starts_at: e.starts_at, ends_at: e.ends_at })
        .from(e)
        .where(and(eq(e.source, 'purchase'), eq(e.source_id, orderId)));
      return row;
    },

    /** The operator's legal entity as its receipts name it (the `seller` setting); none or malformed, the brand alone. */
    async seller(): Promise<ReceiptSeller | null> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SELLER_SETTING));
      const parsed = ReceiptSeller.safeParse(row?.value);
      return parsed.success ? parsed.data : null;
    },

    /** Which of these services the account has paid for before (any order, refunded ones included). */
    async servicesBought(accountId: string, serviceIds: number[]): Promise<Set<number>> {
      if (serviceIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: purchaseOrders.service_id })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.account_id, accountId), inArray(purchaseOrders.service_id, serviceIds)));
      return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
    },

    async serviceNames(ids: number[]): Promise<Map<number, ServiceRef>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: services.id, alias: services.alias, name: services.name })
        .from(services)
        .where(inArray(services.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async insertSubscription(tx: Tx, subscription: NewSubscription): Promise<void> {
      await tx.insert(subscriptions).values(subscription);
    },

    /** Subscriptions whose period has ended and that renew: the renewal job's work. */
    dueSubscriptions: (now: Date, limit: number): Promise<SubscriptionRow[]> =>
      db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'subscribed'), lte(subscriptions.current_period_end, now)))
        .orderBy(asc(subscriptions.current_period_end))
        .limit(limit),

    async subscription(tx: Tx, id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row;
    },

    /** The account's subscription to a service whose period is still running, if any (the latest). */
    async currentSubscription(accountId: string, serviceId: number, now: Date): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.account_id, accountId), eq(subscriptions.service_id, serviceId), gt(subscriptions.current_period_end, now)),
        )
        .orderBy(desc(subscriptions.created_at))
        .limit(1);
      return row;
    },

    accountSubscriptions: (accountId: string): Promise<SubscriptionRow[]> =>
      db.select().from(subscriptions).where(eq(subscriptions.account_id, accountId)).orderBy(desc(subscriptions.created_at)),

    extend,

    async setStatus(
      executor: Tx | Db,
      id: string,
      change: Pick<SubscriptionRow, 'status' | 'end_reason' | 'status_changed_at'>,
      from: SubscriptionRow['status'],
    ): Promise<boolean> {
      const changed = await executor
        .update(subscriptions)
        .set(change)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, from)))
        .returning({ id: subscriptions.id });
      return changed.length > 0;
    },

    /** A renewal from the prepaid balance: the period moves on and the balance is charged together, or neither. */
    async renewFromBalance(
      subscription: SubscriptionRow,
      to: Date,
      now: Date,
      recorded: (tx: Tx, orderId: string) => Promise<void>,
    ): Promise<'paid' | 'short' | 'done'> {
      const { amount_minor } = nextCharge(subscription);
      return db
        .transaction(async (tx) => {
          if (!(await extend(tx, subscription.id, subscription.current_period_end, to))) return 'done' as const;
          const [charged] = await tx
            .update(accounts)
            .set({ balance_minor: sql`${accounts.balance_minor} - ${amount_minor}` })
            .where(
              and(
                eq(accounts.id, subscription.account_id),
                eq(accounts.balance_currency, subscription.currency),
                sql`${accounts.balance_minor} >= ${amount_minor}`,
              ),
            )
            .returning({ balance: accounts.balance_minor });
          // Short of money: the period does not move either.
          if (!charged) tx.rollback();
          const orderId = await insertOrder(
            tx,
            renewalOrder(subscription, to),
            { method: 'account_prepaid', cardPaymentId: null, renewal: true },
            now,
          );
          await recorded(tx, orderId);
          return 'paid' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return 'short' as const;
          throw error;
        });
    },
  };
}

export type PurchasesRepo = ReturnType<typeof purchasesRepo>;
