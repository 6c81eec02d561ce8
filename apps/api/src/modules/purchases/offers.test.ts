import { describe, expect, it } from 'vitest';
import { offeredPrices, offerOf } from './offers.js';
import type { OptionRow, PriceRow } from './repo.js';

let nextId = 1;
const price = (values: Partial<PriceRow>): PriceRow =>
  ({
    price_id: nextId++,
    seq_id: 1,
    duration: 1,
    duration_unit: 'month',
    is_default: false,
    type: 'one_time',
    amount_minor: 19_900,
    original_amount_minor: null,
    currency: 'RUB',
    ...values,
  }) as PriceRow;

describe('a service’s offer', () => {
  it('a free week to try, then the default monthly price (the TV archive of the demo)', () => {
    const prices = [
      price({ is_default: true, amount_minor: 19_900 }),
      price({ duration: 12, amount_minor: 199_000, type: 'discount', original_amount_minor: 238_800 }),
      price({ duration: 7, duration_unit: 'day', type: 'trial', amount_minor: 0 }),
    ];
    expect(offerOf(prices)).toEqual({
      amount: 0,
      currency: 'RUB',
      type: 'trial',
      duration: 7,
      duration_unit: 'day',
      follow_on: { amount: 199, currency: 'RUB', duration: 1, duration_unit: 'month' },
    });
  });

  it('an intro month goes ahead of the regular price of the same month', () => {
    const prices = [
      price({ is_default: true, amount_minor: 59_900 }),
      price({ type: 'intro', amount_minor: 100, original_amount_minor: 59_900 }),
    ];
    expect(offerOf(prices)).toMatchObject({ amount: 1, type: 'intro', follow_on: { amount: 599, duration: 1, duration_unit: 'month' } });
  });

  it('an account that paid for the service before is offered its regular prices only', () => {
    const option = { service_id: 7 } as OptionRow;
    const prices = [price({ is_default: true, amount_minor: 59_900 }), price({ type: 'intro', amount_minor: 100 })];
    expect(offerOf(offeredPrices(option, prices, new Set([7])))).toMatchObject({ amount: 599, type: 'one_time', follow_on: null });
    expect(offeredPrices(option, prices, new Set([8]))).toHaveLength(2);
  });

  it('nothing priced, nothing offered', () => {
    expect(offerOf([])).toBeNull();
  });
});
