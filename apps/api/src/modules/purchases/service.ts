import {
  type BuyContentBody,
  type BuyContentResult,
  ErrorCode,
  formatMoment,
  type LanguageCode,
  type PaymentHistory,
  type PaymentMethod,
  type PaymentMethodGroup,
  type PaymentMethods,
  type PaymentReceipt,
  type PaymentRecord,
  type PurchasableType,
  type PurchaseOption,
  type PurchaseVariants,
  type RefillBody,
  type RefillResult,
  type RefundResult,
} from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import { notFound, Problem } from '../../http/problem.js';
import { fill, money, textsIn } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import { BONUS_METHOD_ID, type BonusesService } from '../bonuses/service.js';
import type { GrantScope, Tx } from '../entitlements/repo.js';
import type { EntitlementsService, Openable } from '../entitlements/service.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { JobsService } from '../jobs/service.js';
import { type ChargeOutcome, PAYMENT_METHOD_IDS, type PaymentsService, paymentLanguage } from '../payments/service.js';
import type { ContentLimits } from '../profiles/content-limits.js';
import type { Session } from '../sessions/service.js';
import { offeredPrices, pricePeriods } from './offers.js';
import { periodEnd, toAmount } from './periods.js';
import type { OptionRow, Order, PriceRow, PurchasesRepo, PurchaseTarget, ServiceRef } from './repo.js';
import { renewalPriceOf, type Subscriptions } from './subscriptions.js';

export { PAYMENT_METHOD_IDS } from '../payments/service.js';
export { periodEnd } from './periods.js';

/** What an order cost: points are whole, money is kept in kopecks. */
const orderAmount = (order: { payment_method: string; amount_minor: number }) =>
  order.payment_method === 'bonus' ? order.amount_minor : toAmount(order.amount_minor);

/** How many of an account's payments its history shows. */
const HISTORY_LENGTH = 200;

export interface Buyer {
  session: Session & { account_id: string };
  limits: ContentLimits;
  language: LanguageCode;
}

/** The profile check of the purchase flow (spec 2 §4 step 1), from the profiles module. */
export type PurchaseGuard = (session: Session & { account_id: string }, pin: string | undefined) => Promise<{ id: string }>;

/** What a card purchase keeps with its payment, to be fulfilled when the acquirer captures it (maybe after 3-D Secure). */
interface CardPurchase {
  option: OptionRow;
  price: PriceRow;
  /** What a subscription renews at (the regular price after a trial or intro one). */
  renewal: PriceRow;
  name: string;
  timeZone: string;
  language: LanguageCode;
  /** any_card without «Запомнить карту»: the card is kept for this subscription's renewals only. */
  unlinkCard: boolean;
}

export interface PurchasesServiceDeps {
  subscriptions: Subscriptions;
  entitlements: EntitlementsService;
  payments: PaymentsService;
  idempotency: IdempotencyService;
  clock: Clock;
  guard: PurchaseGuard;
  refillUrl: string | undefined;
  jobs: Pick<JobsService, 'enqueue' | 'register'>;
  /** The bonus method: points spent on bonus prices, earned on card purchases (spec 2 §3 Bonus program). */
  bonuses: Pick<BonusesService, 'methods' | 'payer' | 'spend' | 'earn' | 'refund'>;
}

/** A rental's end, pushed to the account's browsers as the item's sync_purchase: a player showing it stops then. */
const RENTAL_ENDED = 'purchases.rental_ended';

/**
 * spec 2 §4 Purchase flow, server side: what opens an item and what it costs, the payment methods, and the purchase,
 * paid from the prepaid account or by card, whose charge and access commit in one transaction. The account is the
 * payer; the buying profile is recorded and its purchase PIN checked. Every purchase runs once per idempotency key.
 */
/** Orders and top-ups as the viewer's payment records, newest first. */
function paymentRecords(
  orders: Awaited<ReturnType<PurchasesRepo['history']>>,
  refills: Awaited<ReturnType<PurchasesRepo['refills']>>,
  language: LanguageCode,
): PaymentRecord[] {
  const topUps: PaymentRecord[] = refills.map(({ payment, card_brand, card_last4 }) => ({
    order_id: payment.id,
    kind: 'refill',
    date: (payment.settled_at ?? payment.created_at).toISOString(),
    item: null,
    usage_model: null,
    amount: toAmount(payment.amount_minor),
    currency: payment.currency,
    method: 'card',
    bank_card: card_brand && card_last4 ? { brand: card_brand, last4: card_last4 } : null,
    status: payment.status === 'refunded' ? 'refunded' : 'paid',
    renewal: false,
  }));
  const purchases: PaymentRecord[] = orders.map(({ order, film, service, card_brand, card_last4 }) => ({
    order_id: order.id,
    kind: 'purchase',
    date: order.created_at.toISOString(),
    item:
      order.service_id !== null
        ? { type: 'service' as const, id: order.service_id, name: service ? translate(service, language) : '' }
        : { type: 'media_item' as const, id: order.media_item_id ?? 0, name: film ? translate(film, language) : '' },
    usage_model: order.usage_model,
    amount: orderAmount(order),
    currency: order.currency,
    method: order.payment_method,
    bank_card: card_brand && card_last4 ? { brand: card_brand, last4: card_last4 } : null,
    status: order.status,
    renewal: order.renewal,
  }));
  return [...purchases, ...topUps].sort((a, b) => b.date.localeCompare(a.date));
}

export function purchasesService(
  repo: PurchasesRepo,
  { subscriptions, entitlements, payments, idempotency, clock, guard, refillUrl, jobs, bonuses }: PurchasesServiceDeps,
) {
  jobs.register(RENTAL_ENDED, async (payload) => {
    const { account_id, order_id, media_item_id } = payload as { account_id: string; order_id: string; media_item_id: number };
    await repo.transaction((tx) =>
      payments.addEvent(
        tx,
        account_id,
        'sync_purchase',
        { order_id, item: { type: 'media_item', id: media_item_id }, ended: true },
        clock.now(),
      ),
    );
  });

  const openable = (target: PurchaseTarget): Openable => ({ type: target.itemType, id: target.id });

  async function targetOf(item: { item_type: PurchasableType; item_id: number }, limits: ContentLimits): Promise<PurchaseTarget> {
    const target =
      item.item_type === 'media_item'
        ? await repo.mediaTarget(item.item_id, limits)
        : item.item_type === 'channel'
          ? await repo.channelTarget(item.item_id, limits)
          : await repo.serviceTarget(item.item_id);
    if (!target) throw notFound('No such item');
    return target;
  }

  function toOption(
    option: OptionRow,
    prices: PriceRow[],
    target: PurchaseTarget,
    service: ServiceRef | undefined,
    language: LanguageCode,
  ): PurchaseOption {
    // The client pays a period's first price: a trial or intro one (offered only to a first subscription) goes first.
    const periods = pricePeriods(prices).map((period) => ({
      ...period,
      prices: period.prices.map((price) => ({
        price_id: price.price_id,
        type: price.type,
        // A bonus price is whole points, not kopecks.
        amount: price.type === 'bonus' ? price.amount_minor : toAmount(price.amount_minor),
        ...(price.original_amount_minor === null ? {} : { original_amount: toAmount(price.original_amount_minor) }),
        currency: price.currency,
        ...(price.type === 'intro' && price.duration !== null && price.duration_unit !== null
          ? { intro: { duration: price.duration, periods: price.periods, unit: price.duration_unit } }
          : {}),
        ...(price.bonus_program_id === null ? {} : { bonus_program: { id: price.bonus_program_id } }),
      })),
    }));
    const name = service ? translate(service.name, language) : translate(target.name, language);
    return {
      seq_id: option.seq_id,
      usage_model: option.usage_model,
      service: service ? { id: service.id, alias: service.alias, name: translate(service.name, language) } : null,
      content: { quality: option.quality, name, media_item_type: service ? null : target.mediaItemType },
      periods,
      is_quick_purchase: option.is_quick_purchase,
    };
  }

  async function offer(accountId: string, target: PurchaseTarget, language: LanguageCode) {
    const opening = await repo.servicesOpening(target);
    const serviceIds = opening.map((service) => service.id);
    const [options, access, subscribedBefore] = await Promise.all([
      repo.options(target, serviceIds),
      entitlements.opens(accountId, openable(target)),
      repo.servicesBought(accountId, serviceIds),
    ]);
    const byId = new Map(opening.map((service) => [service.id, service]));
    // A trial or intro price is a first subscription's: an account that paid for the service before pays the regular one.
    const offered = (option: OptionRow, prices: PriceRow[]) => offeredPrices(option, prices, subscribedBefore);
    return {
      held: access?.open ? access.grant : null,
      options: options
        .map(({ option, prices }) => ({ option, prices: offered(option, prices) }))
        .filter(({ prices }) => prices.length > 0)
        .map(({ option, prices }) => ({
          option,
          prices,
          view: toOption(option, prices, target, option.service_id === null ? undefined : byId.get(option.service_id), language),
        })),
    };
  }

  /** The grant that opens the target, as the purchase modal shows it. */
  function purchasedOf(grant: GrantScope | null): PurchaseVariants['purchased'] {
    if (!grant) return null;
    const usage_model = grant.service_id !== null ? 'SERVICE' : grant.ends_at === null ? 'EST' : 'TVOD';
    return { usage_model, until: grant.ends_at?.toISOString() ?? null };
  }

  function grantFor(option: OptionRow, price: PriceRow, now: Date): GrantScope {
    const ends_at = price.duration === null || price.duration_unit === null ? null : periodEnd(now, price.duration, price.duration_unit);
    return { service_id: option.service_id, media_item_id: option.media_item_id, starts_at: now, ends_at };
  }

  /** The order's grant, the subscription it starts and its sync_purchases event, in the transaction that charged it. */
  async function record(
    tx: Tx,
    orderId: string,
    order: Order,
    paid: { bought: PriceRow; renewal: PriceRow; method: 'account_prepaid' | 'card'; bankCardId: string | null },
    now: Date,
  ): Promise<void> {
    await entitlements.grant(tx, { account_id: order.accountId, ...order.grant, source: 'purchase', source_id: orderId });
    await subscriptions.start(tx, { order, ...paid, now });
    await payments.addEvent(tx, order.accountId, 'sync_purchases', { order_id: orderId }, now);
    const { media_item_id, ends_at } = order.grant;
    if (media_item_id !== null && ends_at !== null) {
      const payload = { account_id: order.accountId, order_id: orderId, media_item_id };
      await jobs.enqueue({ kind: RENTAL_ENDED, payload, runAt: ends_at, dedupeKey: `${RENTAL_ENDED}@${orderId}` }, tx);
    }
  }

  /** The success step's notification (spec 2 §4 step 4). */
  function paidNotification(option: OptionRow, name: string, until: Date | null, language: LanguageCode, timeZone: string) {
    const texts = textsIn(language).purchases;
    const message = option.usage_model === 'SERVICE' ? texts.subscribed : option.usage_model === 'EST' ? texts.bought : texts.rented;
    return {
      display: {
        message: fill(message, { name }),
        submessage: until ? fill(textsIn(language).access.until, { date: formatMoment(until, language, timeZone) }) : texts.forever,
      },
      ...(until ? { access_until: until.toISOString() } : {}),
    };
  }

  // A top-up credits the balance when the acquirer captures it; the client refreshes its billing info.
  payments.fulfil('refill', async (tx, payment) => {
    const now = clock.now();
    await repo.credit(tx, payment.account_id, payment.amount_minor);
    await payments.addEvent(tx, payment.account_id, 'get_billing_info_request', { refill: payment.id }, now);
    const language = paymentLanguage(payment);
    const amount = money(payment.amount_minor, payment.currency, language);
    return { notification: { display: { message: fill(textsIn(language).payments.refilled, { amount }) } } };
  });

  // A card purchase is fulfilled when the acquirer captures it: at once, or after 3-D Secure by the ticket or the callback.
  payments.fulfil('purchase', async (tx, payment) => {
    const paid = payment.details as unknown as CardPurchase;
    const now = clock.now();
    const grant = grantFor(paid.option, paid.price, now);
    const order = { accountId: payment.account_id, profileId: payment.profile_id, option: paid.option, price: paid.price, grant };
    const orderId = await repo.insertOrder(tx, order, { method: 'card', cardPaymentId: payment.id }, now);
    await record(tx, orderId, order, { bought: paid.price, renewal: paid.renewal, method: 'card', bankCardId: payment.bank_card_id }, now);
    await bonuses.earn(tx, payment.account_id, payment.amount_minor, orderId, now);
    if (paid.unlinkCard && payment.bank_card_id) await payments.keepOnlyForRenewals(tx, payment.bank_card_id);
    return { notification: paidNotification(paid.option, paid.name, grant.ends_at, paid.language, paid.timeZone) };
  });

  function cardAnswer(outcome: ChargeOutcome, language: LanguageCode): BuyContentResult {
    if (outcome.status === 'challenge')
      return {
        status: 'wait_payment',
        order_id: outcome.payment.id,
        ticket_id: outcome.payment.id,
        challenge_url: outcome.challengeUrl,
        notification: { display: { message: textsIn(language).payments.confirm } },
      };
    return { status: 'success', order_id: outcome.payment.id, ticket_id: null, challenge_url: null, notification: outcome.notification };
  }

  /**
   * Points pay: the program must be joined; the order, the spend (a conditional update: never below zero), what it
   * opens and the events commit in one transaction, or a short balance writes nothing.
   */
  async function buyWithPoints(
    buyer: Buyer,
    body: BuyContentBody,
    chosen: { option: OptionRow; view: PurchaseOption },
    price: PriceRow,
    programId: number,
    target: PurchaseTarget,
  ): Promise<BuyContentResult> {
    const { language, session } = buyer;
    const payer = await bonuses.payer(session.account_id, programId, language);
    const profile = await guard(session, body.pin_code);
    const wallet = await repo.wallet(session.account_id);
    const now = clock.now();
    const grant = grantFor(chosen.option, price, now);
    const order: Order = { accountId: session.account_id, profileId: profile.id, option: chosen.option, price, grant };
    const orderId = await repo.transaction(async (tx) => {
      await repo.lockAccount(tx, session.account_id);
      if ((await entitlements.opens(session.account_id, openable(target), tx))?.open)
        throw new Problem(409, ErrorCode.ALREADY_PURCHASED, textsIn(language).purchases.held);
      const id = await repo.insertOrder(tx, order, { method: 'bonus', cardPaymentId: null }, now);
      if (!(await bonuses.spend(tx, session.account_id, programId, price.amount_minor, id, now))) {
        const words = textsIn(language).bonuses;
        throw new Problem(
          402,
          ErrorCode.BONUS_POINTS_SHORT,
          fill(words.short, { price: String(price.amount_minor), balance: String(payer.balance) }),
        );
      }
      // No subscription starts here (a service has no bonus price), so the renewal method is never read.
      await record(tx, id, order, { bought: price, renewal: price, method: 'account_prepaid', bankCardId: null }, now);
      return id;
    });
    return {
      status: 'success',
      order_id: orderId,
      ticket_id: null,
      challenge_url: null,
      notification: paidNotification(chosen.option, chosen.view.content.name, grant.ends_at, language, wallet.timeZone),
    };
  }

  async function buyOnce(buyer: Buyer, body: BuyContentBody): Promise<BuyContentResult> {
    const { language, session } = buyer;
    const texts = textsIn(language).purchases;
    const resumed = await payments.resumed(session.account_id, body.idempotency_key, language);
    if (resumed) return cardAnswer(resumed, language);
    const target = await targetOf(body.item, buyer.limits);
    if (target.isFree) throw new Problem(409, ErrorCode.ALREADY_PURCHASED, texts.free);
    const { held, options } = await offer(session.account_id, target, language);
    if (held) throw new Problem(409, ErrorCode.ALREADY_PURCHASED, texts.held);
    const chosen = options.find(({ option }) => option.seq_id === body.seq_id);
    const price = chosen?.prices.find((candidate) => candidate.price_id === body.price_id);
    if (!chosen || !price) throw new Problem(409, ErrorCode.PURCHASE_OPTION_UNKNOWN, texts.unknownOption);
    // A bonus price is paid by its program's points and nothing else; points pay bonus prices only.
    if ((price.type === 'bonus') !== (body.payment_method_id === BONUS_METHOD_ID))
      throw new Problem(
        400,
        ErrorCode.PAYMENT_METHOD_UNAVAILABLE,
        price.type === 'bonus' ? textsIn(language).bonuses.wrongPrice : texts.noMethod,
      );
    if (price.bonus_program_id !== null) return buyWithPoints(buyer, body, chosen, price, price.bonus_program_id, target);
    const byCard = body.payment_method_id === PAYMENT_METHOD_IDS.linked_card || body.payment_method_id === PAYMENT_METHOD_IDS.any_card;
    if (body.payment_method_id !== PAYMENT_METHOD_IDS.account_prepaid && !byCard)
      throw new Problem(400, ErrorCode.PAYMENT_METHOD_UNAVAILABLE, texts.noMethod);
    const card = byCard ? await payments.cardFor(session.account_id, body.bank_card_id, language) : undefined;
    const profile = await guard(session, body.pin_code);
    const wallet = await repo.wallet(session.account_id);
    const name = chosen.view.content.name;

    if (card) {
      const paid: CardPurchase = {
        option: chosen.option,
        price,
        renewal: renewalPriceOf(chosen.prices, price),
        name,
        timeZone: wallet.timeZone,
        language,
        unlinkCard: body.payment_method_id === PAYMENT_METHOD_IDS.any_card && body.is_should_link_card === false,
      };
      const outcome = await payments.charge(
        {
          accountId: session.account_id,
          profileId: profile.id,
          key: body.idempotency_key,
          cardId: card.id,
          kind: 'purchase',
          amountMinor: price.amount_minor,
          currency: price.currency,
          description: name,
          details: paid as unknown as Record<string, unknown>,
          language,
        },
        'customer',
      );
      return cardAnswer(outcome, language);
    }

    const now = clock.now();
    const grant = grantFor(chosen.option, price, now);
    const order: Order = { accountId: session.account_id, profileId: profile.id, option: chosen.option, price, grant };
    const renewal = renewalPriceOf(chosen.prices, price);
    const result = await repo.charge(order, now, {
      holds: async (tx) => (await entitlements.opens(session.account_id, openable(target), tx))?.open === true,
      recorded: (tx, orderId) => record(tx, orderId, order, { bought: price, renewal, method: 'account_prepaid', bankCardId: null }, now),
    });
    if (result.kind === 'held') throw new Problem(409, ErrorCode.ALREADY_PURCHASED, texts.held);
    if (result.kind === 'short') {
      const description = fill(texts.short, {
        price: money(price.amount_minor, price.currency, language),
        balance: money(result.balanceMinor, wallet.currency, language),
      });
      throw new Problem(402, ErrorCode.INSUFFICIENT_FUNDS, description);
    }
    return {
      status: 'success',
      order_id: result.orderId,
      ticket_id: null,
      challenge_url: null,
      notification: paidNotification(chosen.option, name, result.grant.ends_at, language, wallet.timeZone),
    };
  }

  return {
    async variants(buyer: Buyer, item: { item_type: PurchasableType; item_id: number }): Promise<PurchaseVariants> {
      const target = await targetOf(item, buyer.limits);
      if (target.isFree) return { purchase_variants: [], purchased: null };
      const { held, options } = await offer(buyer.session.account_id, target, buyer.language);
      const purchased = purchasedOf(held);
      return { purchase_variants: purchased ? [] : options.map(({ view }) => view), purchased };
    },

    async paymentMethods(accountId: string, types: PaymentMethodGroup[], language: LanguageCode): Promise<PaymentMethods> {
      const [wallet, cards, points] = await Promise.all([
        repo.wallet(accountId),
        payments.cardMethods(accountId, language),
        bonuses.methods(accountId, language),
      ]);
      const texts = textsIn(language).purchases;
      const prepaid: PaymentMethod = {
        id: PAYMENT_METHOD_IDS.account_prepaid,
        name: 'account_prepaid',
        description: `${texts.prepaid}: ${money(wallet.amountMinor, wallet.currency, language)}`,
        payment_url: null,
        balance: { amount: toAmount(wallet.amountMinor), currency: wallet.currency },
      };
      const refill: PaymentMethod[] = refillUrl
        ? [{ id: PAYMENT_METHOD_IDS.external_url, name: 'external_url', description: texts.refill, payment_url: refillUrl }]
        : [];
      const groups: Record<PaymentMethodGroup, PaymentMethod[]> = {
        purchase: [...cards.linked, prepaid, ...cards.anyCard, ...points],
        card_bind: cards.anyCard,
        account_refill: [...cards.linked, ...cards.anyCard, ...refill],
      };
      return { payment_methods: Object.fromEntries(types.map((type) => [type, groups[type]])) };
    },

    /** Tops the balance up by a linked card (account_refill), once per idempotency key. */
    async refill(buyer: Buyer, body: RefillBody): Promise<RefillResult> {
      const { session, language } = buyer;
      const { idempotency_key: key, ...request } = body;
      return idempotency.once({ accountId: session.account_id, key, operation: 'account.refill', body: request }, async () => {
        const resumed = await payments.resumed(session.account_id, key, language);
        if (resumed) return cardAnswer(resumed, language);
        const card = await payments.cardFor(session.account_id, body.bank_card_id, language);
        const wallet = await repo.wallet(session.account_id);
        const outcome = await payments.charge(
          {
            accountId: session.account_id,
            profileId: null,
            key,
            cardId: card.id,
            kind: 'refill',
            amountMinor: body.amount * 100,
            currency: wallet.currency,
            description: 'account refill',
            details: {},
            language,
          },
          'customer',
        );
        return cardAnswer(outcome, language);
      });
    },

    /** The account's payments, newest first (/my/payments_and_services/payments). */
    async history(accountId: string, language: LanguageCode): Promise<PaymentHistory> {
      const [orders, refills] = await Promise.all([repo.history(accountId, HISTORY_LENGTH), repo.refills(accountId, HISTORY_LENGTH)]);
      return { payments: paymentRecords(orders, refills, language).slice(0, HISTORY_LENGTH) };
    },

    /** One payment of the account as its receipt; another account's, or none, is not found. */
    async receipt(accountId: string, id: string, language: LanguageCode): Promise<PaymentReceipt> {
      const [orders, refills] = await Promise.all([repo.history(accountId, 1, id), repo.refills(accountId, 1, id)]);
      const [record] = paymentRecords(orders, refills, language);
      if (!record) throw notFound('No such payment');
      const [access, seller] = await Promise.all([record.kind === 'purchase' ? repo.orderAccess(id) : undefined, repo.seller()]);
      return {
        ...record,
        access: access ? { from: access.starts_at.toISOString(), until: access.ends_at?.toISOString() ?? null } : null,
        seller,
      };
    },

    /**
     * The operator's refund: a card payment is reversed at the acquirer, a balance payment credited back; the order is
     * marked refunded, what it opened ends now and a subscription it started renews no more, in one transaction, once.
     */
    async refund(orderId: string): Promise<RefundResult> {
      const order = await repo.order(orderId);
      if (!order) throw notFound('No such order');
      const undo = async (tx: Tx) => {
        const refunded = await repo.markOrderRefunded(tx, order.id);
        if (!refunded) return;
        const now = clock.now();
        if (refunded.payment_method === 'account_prepaid') await repo.credit(tx, refunded.account_id, refunded.amount_minor);
        await bonuses.refund(tx, refunded.id, now);
        await entitlements.revoke(tx, refunded.id);
        if (refunded.service_id !== null) await repo.endSubscriptionNow(tx, refunded.account_id, refunded.service_id, now);
        await payments.addEvent(tx, refunded.account_id, 'sync_purchases', { order_id: refunded.id, refunded: true }, now);
      };
      if (order.status === 'paid') {
        if (order.payment_method === 'card' && order.card_payment_id && order.amount_minor > 0)
          await payments.refund(order.card_payment_id, undo);
        else await repo.transaction(undo);
      }
      return {
        order_id: order.id,
        status: 'refunded',
        amount: orderAmount(order),
        currency: order.currency,
        method: order.payment_method,
      };
    },

    /** spec 2 §7 buy.content, once per idempotency key: the same key replays the first answer. */
    async buy(buyer: Buyer, body: BuyContentBody): Promise<BuyContentResult> {
      const { idempotency_key: key, ...request } = body;
      const accountId = buyer.session.account_id;
      return idempotency.once({ accountId, key, operation: 'buy.content', body: request }, () => buyOnce(buyer, body));
    },
  };
}

export type PurchasesService = ReturnType<typeof purchasesService>;
