import type { ServiceOffer } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n';
import { offerText } from './offer';

const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;
const say = (offer: ServiceOffer, language: 'rus' | 'eng' = 'rus') => {
  const { now, after } = offerText(offer, i18nFor(language).t, language);
  return { now: plain(now), after: plain(after) };
};
const month = { currency: 'RUB', duration: 1, duration_unit: 'month', periods: 1 } as const;

describe('a service’s offer in words', () => {
  it('an intro month, then the monthly price', () => {
    expect(say({ ...month, amount: 1, type: 'intro', follow_on: { ...month, amount: 599 } })).toEqual({
      now: '1 ₽ за первый месяц',
      after: 'затем 599 ₽ в месяц',
    });
    expect(say({ ...month, amount: 1, type: 'intro', follow_on: { ...month, amount: 599 } }, 'eng')).toEqual({
      now: 'RUB 1 for the first month',
      after: 'then RUB 599 a month',
    });
  });

  it('a free week, then the monthly price', () => {
    expect(say({ ...month, duration: 7, duration_unit: 'day', amount: 0, type: 'trial', follow_on: { ...month, amount: 199 } })).toEqual({
      now: '7 дней бесплатно',
      after: 'затем 199 ₽ в месяц',
    });
  });

  it('an intro price for a longer period', () => {
    expect(say({ ...month, duration: 3, amount: 99, type: 'intro', follow_on: { ...month, amount: 299 } }).now).toBe(
      '99 ₽ за первые 3 месяца',
    );
  });

  it('an intro price charged for several periods, each at that price', () => {
    const hits = { ...month, amount: 149.5, type: 'intro', periods: 3, follow_on: { ...month, amount: 299 } } as const;
    expect(say(hits)).toEqual({ now: '149,50 ₽ в месяц первые 3 месяца', after: 'затем 299 ₽ в месяц' });
    expect(say(hits, 'eng').now).toBe('RUB 149.50 a month for the first 3 months');
  });

  it('a regular price by the month or for a longer period', () => {
    expect(say({ ...month, amount: 299, type: 'one_time', follow_on: null })).toEqual({ now: '299 ₽ в месяц', after: null });
    expect(say({ ...month, duration: 12, amount: 5990, type: 'discount', follow_on: null })).toEqual({
      now: '5 990 ₽ за 12 месяцев',
      after: null,
    });
  });
});
