import {
  type BankCard,
  type BankCardOrder,
  CARD_BRAND_NAMES,
  ErrorCode,
  type LanguageCode,
  type PaymentMethod,
  type PaymentNotification,
  type TicketConfirmResult,
} from '@efir/contract';
import { Problem } from '../../http/problem.js';
import { fill, textsIn } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import { type Acquirer, AcquirerUnavailable } from '../../providers/acquirer/index.js';
import type { AcquirerEvent, BindingState, DeclineReason, PaymentState } from '../../providers/acquirer/protocol.js';
import type { Tx } from '../entitlements/repo.js';
import type { BankCardRow, CardPaymentRow, PaymentsRepo } from './repo.js';

/** Payment method ids as the client sends them back (spec 2 §3 Payment method id). */
export const PAYMENT_METHOD_IDS = { account_prepaid: 1, external_url: 2, linked_card: 3, any_card: 4 } as const;

/** Held and released at once when a card is linked, to check it (docs/acquirer-browser-api.md). */
const BINDING_AMOUNT_MINOR = 100;
const BINDING_CURRENCY = 'RUB';
/** An open payment older than this is asked about (its answer or callback may be lost). */
const STALE_AFTER_MS = 60_000;
/** A 3-D Secure challenge the viewer left: the acquirer's page lives 15 minutes. */
const CHALLENGE_GIVEN_UP_MS = 20 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a captured payment of a kind writes, inside the payment's settling transaction, and what the viewer is told. */
export type Fulfil = (tx: Tx, payment: CardPaymentRow) => Promise<{ notification: PaymentNotification }>;
/** What a declined payment of a kind writes beside payment_failed (a renewal ends its subscription). */
export type Decline = (tx: Tx, payment: CardPaymentRow) => Promise<void>;

export const toBankCard = (card: BankCardRow): BankCard => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  exp_month: card.exp_month,
  exp_year: card.exp_year,
});

export interface CardCharge {
  accountId: string;
  profileId: string | null;
  /** The viewer's idempotency key; a merchant charge (a renewal) has its own, made from what it renews. */
  key: string;
  cardId: string;
  kind: 'purchase' | 'refill' | 'renewal' | 'certificate';
  amountMinor: number;
  currency: string;
  description: string;
  /** What the capture fulfils, kept with the payment (the purchase's option and price as paid). */
  details: Record<string, unknown>;
  language: LanguageCode;
}

export type ChargeOutcome =
  | { status: 'captured'; payment: CardPaymentRow; notification: PaymentNotification }
  | { status: 'challenge'; payment: CardPaymentRow; challengeUrl: string | null };

/**
 * Cards and card payments (spec 2 §4 Card entry, docs/decisions/0012 and 0014). Every operation is a payment row
 * written before the acquirer is asked; whichever of the acquirer's answer, its signed callback or a status read comes
 * first settles it, once, together with what it pays for (each kind's `fulfil`).
 */
export function paymentsService(repo: PaymentsRepo, { acquirer, clock }: { acquirer: Acquirer | undefined; clock: Clock }) {
  const fulfilments = new Map<CardPaymentRow['kind'], { fulfil: Fulfil; decline?: Decline }>();
  const cardName = (card: Pick<BankCardRow, 'brand' | 'last4'>, language: LanguageCode) =>
    fill(textsIn(language).payments.card, { brand: brandName(card.brand), last4: card.last4 });

  function needAcquirer(language: LanguageCode): Acquirer {
    if (!acquirer) throw new Problem(400, ErrorCode.PAYMENT_METHOD_UNAVAILABLE, textsIn(language).purchases.noMethod);
    return acquirer;
  }

  /** The acquirer did not answer: the outcome is unknown and the payment stays open for the callback or a status read. */
  async function asking<T>(language: LanguageCode, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AcquirerUnavailable)
        throw new Problem(409, ErrorCode.PAYMENT_UNAVAILABLE, textsIn(language).payments.unavailable);
      throw error;
    }
  }

  async function declined(payment: CardPaymentRow, acquirerRef: string, reason: DeclineReason): Promise<void> {
    const now = clock.now();
    await repo.settle(payment.id, { status: 'declined', acquirerRef, decline: reason }, now, async (tx, moved) => {
      if (moved.kind !== 'card_bind')
        await repo.addEvent(tx, moved.account_id, 'payment_failed', { payment_id: moved.id, kind: moved.kind, reason }, now);
      await fulfilments.get(moved.kind)?.decline?.(tx, moved);
      return null;
    });
  }

  /** A binding's new state: a bound card is written with its bank_card_added event. */
  async function applyBinding(payment: CardPaymentRow, state: BindingState): Promise<void> {
    if (state.status === 'challenge') return repo.challenge(payment.id, state.req_id, state.challenge_url);
    if (state.status === 'failed') return declined(payment, state.req_id, state.decline ?? 'processing_error');
    if (state.status !== 'bound' || !state.card) return;
    const { card } = state;
    const now = clock.now();
    await repo.settle(payment.id, { status: 'captured', acquirerRef: state.req_id, decline: null }, now, async (tx, moved) => {
      const saved = await repo.insertCard(tx, { account_id: moved.account_id, ...card, created_at: now });
      await repo.addEvent(tx, moved.account_id, 'bank_card_added', { bank_card_id: saved.id, brand: saved.brand, last4: saved.last4 }, now);
      const language = paymentLanguage(moved);
      return {
        notification: { display: { message: fill(textsIn(language).payments.cardAdded, { card: cardName(saved, language) }) } },
        bank_card: toBankCard(saved),
      };
    });
  }

  /** A payment's new state: a capture runs its kind's fulfilment in the same transaction. */
  async function applyPayment(payment: CardPaymentRow, state: PaymentState): Promise<void> {
    if (state.status === 'challenge') return repo.challenge(payment.id, state.payment_id, state.challenge_url);
    if (state.status === 'declined') return declined(payment, state.payment_id, state.decline ?? 'processing_error');
    if (state.status === 'captured') await captured(payment, state.payment_id);
  }

  /** A captured payment settled together with what its kind fulfils. */
  async function captured(payment: CardPaymentRow, acquirerRef: string): Promise<void> {
    const fulfilment = fulfilments.get(payment.kind);
    if (!fulfilment) throw new Error(`nothing fulfils a ${payment.kind} payment`);
    await repo.settle(payment.id, { status: 'captured', acquirerRef, decline: null }, clock.now(), fulfilment.fulfil);
  }

  /** Asks the acquirer where an open payment stands, and settles it if it has. */
  async function refresh(payment: CardPaymentRow, language: LanguageCode): Promise<CardPaymentRow> {
    if (payment.status !== 'pending' && payment.status !== 'challenge') return payment;
    const acq = needAcquirer(language);
    if (payment.kind === 'card_bind') {
      if (payment.acquirer_ref) await applyBinding(payment, await asking(language, () => acq.binding(payment.acquirer_ref as string)));
    } else {
      const state = await asking(language, () => acq.payment(payment.id));
      if (state) await applyPayment(payment, state);
    }
    return (await repo.find(payment.id)) ?? payment;
  }

  function declineProblem(payment: CardPaymentRow, language: LanguageCode): Problem {
    const declines = textsIn(language).declines;
    const reason = (payment.decline ?? 'processing_error') as DeclineReason;
    return new Problem(402, ErrorCode.PAYMENT_DECLINED, declines[reason] ?? declines.processing_error);
  }

  return {
    /** The card methods of the purchase group: each linked card, then a new card; none without an acquirer. */
    async cardMethods(accountId: string, language: LanguageCode): Promise<{ linked: PaymentMethod[]; anyCard: PaymentMethod[] }> {
      if (!acquirer) return { linked: [], anyCard: [] };
      const cards = await repo.cards(accountId);
      return {
        linked: cards.map((card) => ({
          id: PAYMENT_METHOD_IDS.linked_card,
          name: 'linked_card' as const,
          description: cardName(card, language),
          payment_url: null,
          bank_card: { id: card.id },
        })),
        anyCard: [
          {
            id: PAYMENT_METHOD_IDS.any_card,
            name: 'any_card' as const,
            description: textsIn(language).payments.newCard,
            payment_url: acquirer.paymentUrl,
          },
        ],
      };
    },

    cards: async (accountId: string): Promise<BankCard[]> => (await repo.cards(accountId)).map(toBankCard),

    async unlinkCard(accountId: string, id: string, language: LanguageCode): Promise<BankCard[]> {
      if (!(await repo.unlinkCard(accountId, id, clock.now())))
        throw new Problem(404, ErrorCode.BANK_CARD_UNKNOWN, textsIn(language).payments.cardUnknown);
      return (await repo.cards(accountId)).map(toBankCard);
    },

    /** spec 2 §7 bankCards.add: a binding at the acquirer, keyed by the viewer's idempotency key. */
    async addCard(input: { accountId: string; profileId: string | null; key: string; language: LanguageCode }): Promise<BankCardOrder> {
      const acq = needAcquirer(input.language);
      let payment = await repo.open({
        account_id: input.accountId,
        profile_id: input.profileId,
        kind: 'card_bind',
        amount_minor: BINDING_AMOUNT_MINOR,
        currency: BINDING_CURRENCY,
        details: { language: input.language },
        idempotency_key: input.key,
        created_at: clock.now(),
      });
      if (!payment.acquirer_ref) {
        const binding = await asking(input.language, () =>
          acq.createBinding({ orderRef: payment.id, amountMinor: BINDING_AMOUNT_MINOR, currency: BINDING_CURRENCY }),
        );
        await repo.setAcquirerRef(payment.id, binding.req_id);
        payment = { ...payment, acquirer_ref: binding.req_id };
      }
      return {
        order_id: payment.id,
        pay_amount: BINDING_AMOUNT_MINOR / 100,
        currency: BINDING_CURRENCY,
        req_id: payment.acquirer_ref as string,
        ticket_id: payment.id,
        payment_url: acq.paymentUrl,
      };
    },

    /** The card that pays, or 409 when it is gone (unlinked in another tab). */
    async cardFor(accountId: string, cardId: string | undefined, language: LanguageCode): Promise<BankCardRow> {
      if (!cardId) throw new Problem(400, ErrorCode.BANK_CARD_UNKNOWN, textsIn(language).payments.cardRequired);
      const card = await repo.card(accountId, cardId);
      if (!card) throw new Problem(409, ErrorCode.BANK_CARD_UNKNOWN, textsIn(language).payments.cardUnknown);
      return card;
    },

    /**
     * Charges a card: captured (fulfilled in the same transaction), or waiting for 3-D Secure. A decline answers 402
     * with the bank's reason and fulfils nothing. The same key resumes the same payment, so a retry never pays twice.
     */
    async charge(charge: CardCharge, initiator: 'customer' | 'merchant'): Promise<ChargeOutcome> {
      const acq = needAcquirer(charge.language);
      const card = await repo.card(charge.accountId, charge.cardId);
      if (!card) throw new Problem(409, ErrorCode.BANK_CARD_UNKNOWN, textsIn(charge.language).payments.cardUnknown);
      let payment = await repo.open({
        account_id: charge.accountId,
        profile_id: charge.profileId,
        kind: charge.kind,
        amount_minor: charge.amountMinor,
        currency: charge.currency,
        bank_card_id: card.id,
        details: { ...charge.details, language: charge.language },
        idempotency_key: charge.key,
        created_at: clock.now(),
      });
      if (payment.status === 'pending' && payment.amount_minor === 0) {
        // A free trial charges nothing: the card is only kept for the renewals that follow.
        await captured(payment, 'no-charge');
        payment = (await repo.find(payment.id)) ?? payment;
      } else if (payment.status === 'pending') {
        const state = await asking(charge.language, () =>
          acq.pay({
            order_ref: payment.id,
            token: card.token,
            amount_minor: payment.amount_minor,
            currency: payment.currency,
            initiator,
            description: charge.description.slice(0, 200),
          }),
        );
        await applyPayment(payment, state);
        payment = (await repo.find(payment.id)) ?? payment;
      }
      return outcomeOf(payment, charge.language);
    },

    /**
     * The payment an earlier try with this key started, where it stands now: a retry after a crash answers it rather
     * than deciding afresh (by then the purchase it paid for may already be held).
     */
    async resumed(accountId: string, key: string, language: LanguageCode): Promise<ChargeOutcome | undefined> {
      const started = await repo.byKey(accountId, key);
      return started && outcomeOf(await refresh(started, language), language);
    },

    /** spec 2 §7 tickets.confirm: where the ticket stands now, asking the acquirer when it is still open. */
    async confirm(accountId: string, ticketId: string, language: LanguageCode): Promise<TicketConfirmResult> {
      const found = await repo.find(ticketId, accountId);
      if (!found) throw new Problem(404, ErrorCode.NOT_FOUND, 'No such ticket');
      const payment = await refresh(found, language);
      if (payment.status === 'declined') throw declineProblem(payment, language);
      if (payment.status !== 'captured' && payment.status !== 'refunded')
        throw new Problem(409, ErrorCode.PAYMENT_PENDING, textsIn(language).payments.pending);
      const result = payment.result as { notification: PaymentNotification; bank_card?: BankCard };
      return { status: 'success', notification: result.notification, bank_card: result.bank_card ?? null };
    },

    /** A signed callback from the acquirer: settles what it tells about, whatever the order callbacks arrive in. */
    async onAcquirerEvent(event: AcquirerEvent): Promise<void> {
      if (!UUID.test(event.data.order_ref)) return;
      const payment = await repo.find(event.data.order_ref);
      if (!payment || (payment.status !== 'pending' && payment.status !== 'challenge')) return;
      if (event.type === 'binding.updated' && payment.kind === 'card_bind') await applyBinding(payment, event.data);
      if (event.type === 'payment.updated' && payment.kind !== 'card_bind') await applyPayment(payment, event.data);
    },

    /** Settles open payments whose answer and callbacks were lost; gives up challenges the viewer left. */
    async reconcile(): Promise<void> {
      const now = clock.now().getTime();
      for (const payment of await repo.stale(new Date(now - STALE_AFTER_MS))) {
        const settled = await refresh(payment, paymentLanguage(payment)).catch(() => payment);
        const open = settled.status === 'pending' || settled.status === 'challenge';
        if (open && settled.created_at.getTime() < now - CHALLENGE_GIVEN_UP_MS)
          await declined(settled, settled.acquirer_ref ?? '', 'authentication_failed');
      }
    },

    /**
     * Gives a captured card payment back at the acquirer, then marks it refunded and runs `undo` (the order's access)
     * in one transaction. A refund the acquirer already made changes nothing there.
     */
    async refund(paymentId: string, undo: (tx: Tx) => Promise<void>): Promise<void> {
      const payment = await repo.find(paymentId);
      if (!payment?.acquirer_ref || (payment.status !== 'captured' && payment.status !== 'refunded'))
        throw new Problem(409, ErrorCode.PAYMENT_PENDING, 'The payment is not captured');
      const acq = needAcquirer('rus');
      const state = await asking('rus', () => acq.refund(payment.acquirer_ref as string));
      if (state.status !== 'refunded') throw new Problem(409, ErrorCode.PAYMENT_UNAVAILABLE, 'The acquirer did not refund the payment');
      await repo.refunded(payment.id, clock.now(), undo);
    },

    /** A kind's fulfilment, registered by the domain that sells it (purchases, top-ups, renewals, certificates). */
    fulfil(kind: 'purchase' | 'refill' | 'renewal' | 'certificate', fulfil: Fulfil, decline?: Decline): void {
      fulfilments.set(kind, { fulfil, decline });
    },

    addEvent: repo.addEvent,
    keepOnlyForRenewals: repo.keepOnlyForRenewals,
  };

  function outcomeOf(payment: CardPaymentRow, language: LanguageCode): ChargeOutcome {
    if (payment.status === 'declined') throw declineProblem(payment, language);
    if (payment.status === 'challenge') return { status: 'challenge', payment, challengeUrl: payment.challenge_url };
    if (payment.status === 'captured' || payment.status === 'refunded')
      return { status: 'captured', payment, notification: (payment.result as { notification: PaymentNotification }).notification };
    throw new Problem(409, ErrorCode.PAYMENT_PENDING, textsIn(language).payments.pending);
  }
}

const brandName = (brand: string): string => CARD_BRAND_NAMES[brand] ?? brand;

/** The language the viewer paid in, kept with the payment for what it says once settled. */
export const paymentLanguage = (payment: CardPaymentRow): LanguageCode =>
  ((payment.details as { language?: LanguageCode }).language ?? 'rus') as LanguageCode;

export type PaymentsService = ReturnType<typeof paymentsService>;
