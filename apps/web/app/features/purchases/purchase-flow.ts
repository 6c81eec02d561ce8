import type { Price, PurchaseOption, PurchasePeriod, UsageModel } from '@efir/contract';

/** What the viewer chose to buy: an option, one of its periods and that period's price. */
export interface Chosen {
  option: PurchaseOption;
  period: PurchasePeriod;
  price: Price;
}

/**
 * spec 2 §4 Purchase flow: PIN when the profile needs it, then the option (when there are several), the period
 * (skipped when there is one), the payment method — any_card opens card entry, a bonus method whose program is not
 * registered opens bonus activation, then the methods again —, and the result. A card payment the
 * bank wants confirmed (wait_payment) frames the bank's 3-D Secure page, then confirms the ticket.
 */
export type PurchaseStep =
  | { step: 'pin' }
  | { step: 'option' }
  | { step: 'period'; option: PurchaseOption }
  /** method: the method to show chosen (the bonus one, back from its activation). */
  | ({ step: 'payment'; error: string | null; method?: string } & Chosen)
  /** spec 2 §4 Bonus activation of the program whose method was pressed. */
  | ({ step: 'bonus'; programId: number } & Chosen)
  /** methodId: the any_card method the new card pays with once bound. */
  | ({ step: 'card'; methodId: number } & Chosen)
  /** via: where the press came from — the methods, or card entry once the new card is bound. */
  | ({ step: 'paying'; via: 'methods' | 'card' } & Chosen)
  | ({ step: 'challenge'; url: string; ticketId: string } & Chosen)
  | ({ step: 'confirming'; ticketId: string } & Chosen)
  /** serviceId: the service subscribed to, whose product onboarding may follow (spec 2 §4 step 5). */
  | { step: 'success'; message: string; submessage?: string; serviceId: number | null }
  /** topUp: the balance is short (2000034), so the top-up link is offered. */
  | { step: 'failed'; description: string | null; topUp: boolean };

export interface PurchaseContext {
  options: PurchaseOption[];
  pinRequired: boolean;
  /** The way in the viewer already chose (a visitor's «Арендовать» before signing in): its one option opens at once. */
  usageModel?: UsageModel;
}

export type PurchaseEvent =
  | { type: 'pinChecked'; pin: string }
  | { type: 'chooseOption'; option: PurchaseOption }
  | { type: 'choosePeriod'; period: PurchasePeriod }
  /** price: what is paid, when it is not the period's first (its bonus price). */
  | { type: 'pay'; price?: Price }
  /** A bonus method whose program is not registered (spec 2 §4 step 3). */
  | { type: 'activateBonus'; programId: number }
  /** The program is registered: back to the methods, its own chosen. */
  | { type: 'bonusActivated'; method: string }
  /** any_card: the card is entered first. */
  | { type: 'enterCard'; methodId: number }
  | { type: 'cardBound' }
  /** buy.content answered wait_payment: the bank's page when it sent one, else straight to the ticket. */
  | { type: 'waitPayment'; ticketId: string; url: string | null }
  | { type: 'challengePassed' }
  | { type: 'paid'; message: string; submessage?: string }
  /** A wrong PIN (1000115, 1000404) goes back to the PIN step. */
  | { type: 'pinRefused' }
  | { type: 'refused'; description: string | null; topUp: boolean }
  | { type: 'back' };

const chosen = ({ option, period, price }: Chosen): Chosen => ({ option, period, price });

/** The price a period is sold at: its first money price (a bonus price is paid by its bonus method only). */
const priceOf = (period: PurchasePeriod): Price | undefined => period.prices.find((price) => price.type !== 'bonus') ?? period.prices[0];

/** The period shown first: the operator's default, else the first. */
export const defaultPeriod = (option: PurchaseOption): PurchasePeriod | undefined =>
  option.periods.find((period) => period.is_default) ?? option.periods[0];

/** The cheapest money price over every option and the option it buys, for the button's "from" (null when nothing is priced). */
export function cheapest(options: readonly PurchaseOption[]): { option: PurchaseOption; price: Price } | null {
  let low: { option: PurchaseOption; price: Price } | null = null;
  for (const option of options) {
    for (const price of option.periods.flatMap((period) => period.prices)) {
      if (price.type === 'bonus') continue;
      if (low === null || price.amount < low.price.amount) low = { option, price };
    }
  }
  return low;
}

function afterOption(option: PurchaseOption): PurchaseStep {
  if (option.periods.length === 1) {
    const period = option.periods[0]!;
    const price = priceOf(period);
    if (price) return { step: 'payment', option, period, price, error: null };
  }
  return { step: 'period', option };
}

function afterPin(context: PurchaseContext): PurchaseStep {
  const chosen = context.options.filter((option) => option.usage_model === context.usageModel);
  if (chosen.length === 1) return afterOption(chosen[0]!);
  return context.options.length === 1 ? afterOption(context.options[0]!) : { step: 'option' };
}

export function initialPurchaseStep(context: PurchaseContext): PurchaseStep {
  return context.pinRequired ? { step: 'pin' } : afterPin(context);
}

/** Where back leads from a step, or null when the step is the first (back closes nothing then). */
export function previousStep(state: PurchaseStep, context: PurchaseContext): PurchaseStep | null {
  switch (state.step) {
    case 'period':
      return context.options.length > 1 ? { step: 'option' } : null;
    case 'card':
    case 'bonus':
      return { step: 'payment', ...chosen(state), error: null };
    case 'payment':
      if (state.option.periods.length > 1) return { step: 'period', option: state.option };
      return context.options.length > 1 ? { step: 'option' } : null;
    default:
      return null;
  }
}

export function nextPurchaseStep(state: PurchaseStep, event: PurchaseEvent, context: PurchaseContext): PurchaseStep {
  switch (event.type) {
    case 'pinChecked':
      return state.step === 'pin' ? afterPin(context) : state;
    case 'chooseOption':
      return state.step === 'option' ? afterOption(event.option) : state;
    case 'choosePeriod': {
      const price = priceOf(event.period);
      return state.step === 'period' && price ? { step: 'payment', option: state.option, period: event.period, price, error: null } : state;
    }
    case 'pay':
      return state.step === 'payment' ? { step: 'paying', via: 'methods', ...chosen(state), price: event.price ?? state.price } : state;
    case 'activateBonus':
      return state.step === 'payment' ? { step: 'bonus', programId: event.programId, ...chosen(state) } : state;
    case 'bonusActivated':
      return state.step === 'bonus' ? { step: 'payment', ...chosen(state), error: null, method: event.method } : state;
    case 'enterCard':
      return state.step === 'payment' ? { step: 'card', methodId: event.methodId, ...chosen(state) } : state;
    case 'cardBound':
      return state.step === 'card' ? { step: 'paying', via: 'card', ...chosen(state) } : state;
    case 'waitPayment':
      if (state.step !== 'paying') return state;
      return event.url
        ? { step: 'challenge', url: event.url, ticketId: event.ticketId, ...chosen(state) }
        : { step: 'confirming', ticketId: event.ticketId, ...chosen(state) };
    case 'challengePassed':
      return state.step === 'challenge' ? { step: 'confirming', ticketId: state.ticketId, ...chosen(state) } : state;
    case 'paid':
      return state.step === 'paying' || state.step === 'confirming'
        ? { step: 'success', message: event.message, submessage: event.submessage, serviceId: state.option.service?.id ?? null }
        : state;
    case 'pinRefused':
      return state.step === 'paying' ? { step: 'pin' } : state;
    case 'refused':
      return state.step === 'paying' || state.step === 'challenge' || state.step === 'confirming'
        ? { step: 'failed', description: event.description, topUp: event.topUp }
        : state;
    case 'back':
      return previousStep(state, context) ?? state;
  }
}
