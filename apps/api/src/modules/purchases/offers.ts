import type { ServiceOffer } from '@efir/contract';
import { toAmount } from './periods.js';
import type { OptionRow, PriceRow, PurchasesRepo } from './repo.js';
import { renewalPriceOf } from './subscriptions.js';

/** Prices only a first subscription to a service gets (spec 2 §3 Price types). */
export const FIRST_TIME_ONLY = new Set<PriceRow['type']>(['trial', 'intro']);

/**
 * The prices of an option this buyer is offered: a trial or intro price is a first subscription's, so an account that
 * paid for the service before is offered the regular ones only. A visitor is offered what a new subscriber gets.
 */
export function offeredPrices(option: OptionRow, prices: PriceRow[], boughtBefore: ReadonlySet<number>): PriceRow[] {
  // Points pay for films and rentals; a subscription renews by money, so it has no bonus price.
  const payable = option.service_id === null ? prices : prices.filter((price) => price.type !== 'bonus');
  return option.service_id !== null && boughtBefore.has(option.service_id)
    ? payable.filter((price) => !FIRST_TIME_ONLY.has(price.type))
    : payable;
}

export interface PricePeriod {
  duration: PriceRow['duration'];
  duration_unit: PriceRow['duration_unit'];
  is_default: boolean;
  /** The period's prices, the one the checkout charges first: a trial or intro price ahead of the regular ones. */
  prices: PriceRow[];
}

/** An option's prices by period, in the operator's order, each period's charged price first (spec 2 §4: it pays the first). */
export function pricePeriods(prices: PriceRow[]): PricePeriod[] {
  const periods = new Map<string, PricePeriod>();
  for (const price of prices) {
    const key = `${price.duration}:${price.duration_unit}`;
    const period = periods.get(key) ?? { duration: price.duration, duration_unit: price.duration_unit, is_default: false, prices: [] };
    period.is_default ||= price.is_default;
    period.prices.push(price);
    periods.set(key, period);
  }
  // A bonus price goes last: the first is the money price, the points one is paid by the bonus method only.
  const rank = (price: PriceRow) => (FIRST_TIME_ONLY.has(price.type) ? 0 : price.type === 'bonus' ? 2 : 1);
  for (const period of periods.values()) period.prices.sort((a, b) => rank(a) - rank(b));
  return [...periods.values()];
}

const priced = (price: PriceRow) => ({
  amount: toAmount(price.amount_minor),
  currency: price.currency,
  duration: price.duration,
  duration_unit: price.duration_unit,
});

/**
 * A subscription's offer to this buyer: of the periods the checkout sells, the one whose first payment is lowest (the
 * operator's default on a tie), and after a trial or intro price the price it renews at — what buy.content charges
 * and the renewal job charges next.
 */
export function offerOf(prices: PriceRow[]): ServiceOffer | null {
  let best: { price: PriceRow; isDefault: boolean } | null = null;
  for (const period of pricePeriods(prices)) {
    const charged = period.prices[0];
    if (!charged) continue;
    const cheaper = best === null || charged.amount_minor < best.price.amount_minor;
    const tieOnDefault = best !== null && charged.amount_minor === best.price.amount_minor && period.is_default && !best.isDefault;
    if (cheaper || tieOnDefault) best = { price: charged, isDefault: period.is_default };
  }
  if (!best) return null;
  const renewal = FIRST_TIME_ONLY.has(best.price.type) ? renewalPriceOf(prices, best.price) : null;
  return {
    ...priced(best.price),
    type: best.price.type,
    periods: best.price.periods,
    follow_on: renewal && renewal !== best.price ? priced(renewal) : null,
  };
}

/** What subscribing to each service costs a buyer (null: a visitor), keyed by service id; services not sold are absent. */
export type ServiceOffers = (serviceIds: number[], accountId: string | null) => Promise<Map<number, ServiceOffer>>;

/** The services' offers from the operator's price list, by the rules the checkout applies. */
export function serviceOffersOf(repo: Pick<PurchasesRepo, 'serviceOptions' | 'servicesBought'>): ServiceOffers {
  return async (serviceIds, accountId) => {
    const ids = [...new Set(serviceIds)];
    const [options, boughtBefore] = await Promise.all([
      repo.serviceOptions(ids),
      accountId === null ? Promise.resolve(new Set<number>()) : repo.servicesBought(accountId, ids),
    ]);
    const offers = new Map<number, ServiceOffer>();
    for (const { option, prices } of options) {
      if (option.service_id === null || offers.has(option.service_id)) continue;
      const offer = offerOf(offeredPrices(option, prices, boughtBefore));
      if (offer) offers.set(option.service_id, offer);
    }
    return offers;
  };
}
