import type { PurchaseOption } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { purchasePageRequest, requestedOptions } from './purchase-page';

const query = (text: string) => new URLSearchParams(text);
const price = (price_id: number, amount: number) =>
  ({ price_id, amount, currency: 'RUB' }) as PurchaseOption['periods'][number]['prices'][number];
const option = (seq_id: number, priceIds: number[]) =>
  ({
    seq_id,
    usage_model: 'SERVICE',
    periods: priceIds.map((id) => ({ duration: 1, duration_unit: 'month', is_default: false, prices: [price(id, id * 100)] })),
  }) as unknown as PurchaseOption;

describe('the purchase pages’ address', () => {
  it('names the item, and optionally the way in, the variant and its price', () => {
    expect(purchasePageRequest('/variants', query('item_type=service&item_id=5'))).toEqual({ item_type: 'service', item_id: 5 });
    expect(purchasePageRequest('/embed/buy', query('item_type=media_item&item_id=7&usage_model=TVOD'))).toEqual({
      item_type: 'media_item',
      item_id: 7,
      usage_model: 'TVOD',
    });
    expect(purchasePageRequest('/pay', query('item_type=channel&item_id=3&seq_id=2&price_id=9'))).toEqual({
      item_type: 'channel',
      item_id: 3,
      seq_id: 2,
      price_id: 9,
    });
  });

  it('is nothing without a known type and a positive id, and /pay needs its variant', () => {
    for (const bad of [
      '',
      'item_type=karaoke&item_id=1',
      'item_type=service&item_id=0',
      'item_type=service&item_id=1e3',
      'item_type=service',
    ]) {
      expect(purchasePageRequest('/variants', query(bad))).toBeNull();
    }
    expect(purchasePageRequest('/pay', query('item_type=service&item_id=5'))).toBeNull();
    // An unknown way in is ignored rather than trusted.
    expect(purchasePageRequest('/embed/buy', query('item_type=service&item_id=5&usage_model=FREE'))).toEqual({
      item_type: 'service',
      item_id: 5,
    });
  });

  it('narrows the flow to the named variant and its one period; a variant no longer offered leaves nothing', () => {
    const options = [option(1, [11, 12]), option(2, [21])];
    expect(requestedOptions(options, { item_type: 'service', item_id: 5 })).toEqual(options);
    expect(requestedOptions(options, { item_type: 'service', item_id: 5, seq_id: 2 })).toEqual([options[1]]);
    const narrowed = requestedOptions(options, { item_type: 'service', item_id: 5, seq_id: 1, price_id: 12 });
    expect(narrowed).toHaveLength(1);
    expect(narrowed[0]!.periods.map((period) => period.prices.map((p) => p.price_id))).toEqual([[12]]);
    expect(requestedOptions(options, { item_type: 'service', item_id: 5, seq_id: 3 })).toEqual([]);
    expect(requestedOptions(options, { item_type: 'service', item_id: 5, seq_id: 1, price_id: 21 })).toEqual([]);
  });
});
