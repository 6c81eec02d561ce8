import { describe, expect, it } from 'vitest';
import { formatPeriod, formatPrice } from './purchase-format';

const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('purchase formats', () => {
  it('writes prices in the interface language, kopecks only when there are any', () => {
    expect(plain(formatPrice({ amount: 1990, currency: 'RUB' }, 'rus'))).toBe('1 990 ₽');
    expect(plain(formatPrice({ amount: 399.5, currency: 'RUB' }, 'rus'))).toBe('399,50 ₽');
    expect(plain(formatPrice({ amount: 1990, currency: 'RUB' }, 'eng'))).toBe('RUB 1,990');
  });

  it('writes a bonus price in points', () => {
    expect(plain(formatPrice({ amount: 1500, currency: 'PTS' }, 'rus'))).toBe('1 500 б.');
    expect(plain(formatPrice({ amount: 300, currency: 'PTS' }, 'eng'))).toBe('300 pts');
  });

  it('names periods with their unit in the language, and none for a purchase for ever', () => {
    expect(formatPeriod({ duration: 12, duration_unit: 'month' }, 'rus')).toBe('12 месяцев');
    expect(formatPeriod({ duration: 48, duration_unit: 'hour' }, 'eng')).toBe('48 hours');
    expect(formatPeriod({ duration: null, duration_unit: null }, 'rus')).toBeNull();
  });
});
