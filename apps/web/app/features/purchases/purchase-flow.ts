import type { Price, PurchaseOption, PurchasePeriod } from '@efir/contract';

/**
 * spec 2 §4 Purchase flow: PIN when the profile needs it, then the option (when there are several), the period
 * (skipped when there is one), the payment method, and the result.
 */
export type PurchaseStep =
  | { step: 'pin' }
  | { step: 'option' }
  | { step: 'period'; option: PurchaseOption }
  | { step: 'payment'; option: PurchaseOption; period: PurchasePeriod; price: Price; error: string | null }
  | { step: 'paying'; option: PurchaseOption; period: PurchasePeriod; price: Price }
  | { step: 'success'; message: string; submessage?: string }
  /** topUp: the balance is short (2000034), so the top-up link is offered. */
  | { step: 'failed'; description: string | null; topUp: boolean };

export interface PurchaseContext {
  options: PurchaseOption[];
  pinRequired: boolean;
}

export type PurchaseEvent =
  | { type: 'pinChecked'; pin: string }
  | { type: 'chooseOption'; option: PurchaseOption }
  | { type: 'choosePeriod'; period: PurchasePeriod }
  | { type: 'pay' }
  | { type: 'paid'; message: string; submessage?: string }
  /** A wrong PIN (1000115, 1000404) goes back to the PIN step. */
  | { type: 'pinRefused' }
  | { type: 'refused'; description: string | null; topUp: boolean }
  | { type: 'back' };

/** The price a period is sold at: its first price (the API gives one per period). */
const priceOf = (period: PurchasePeriod): Price | undefined => period.prices[0];

/** The period shown first: the operator's default, else the first. */
export const defaultPeriod = (option: PurchaseOption): PurchasePeriod | undefined =>
  option.periods.find((period) => period.is_default) ?? option.periods[0];

/** The cheapest price over every option and the option it buys, for the button's "from" (null when nothing is priced). */
export function cheapest(options: readonly PurchaseOption[]): { option: PurchaseOption; price: Price } | null {
  let low: { option: PurchaseOption; price: Price } | null = null;
  for (const option of options) {
    for (const price of option.periods.flatMap((period) => period.prices)) {
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
      return state.step === 'payment' ? { step: 'paying', option: state.option, period: state.period, price: state.price } : state;
    case 'paid':
      return state.step === 'paying' ? { step: 'success', message: event.message, submessage: event.submessage } : state;
    case 'pinRefused':
      return state.step === 'paying' ? { step: 'pin' } : state;
    case 'refused':
      return state.step === 'paying' ? { step: 'failed', description: event.description, topUp: event.topUp } : state;
    case 'back':
      return previousStep(state, context) ?? state;
  }
}
