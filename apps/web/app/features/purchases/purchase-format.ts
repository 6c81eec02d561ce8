import type { Price, PurchasePeriod } from '@efir/contract';
import { HTML_LANG, isLanguageCode } from '../language/language';

const localeOf = (language: string): string => (isLanguageCode(language) ? HTML_LANG[language] : HTML_LANG.rus);

/** A price as the viewer's language writes it: whole roubles without kopecks, kopecks when there are any. */
export function formatPrice(price: Pick<Price, 'amount' | 'currency'>, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: Number.isInteger(price.amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price.amount);
}

/** "1 месяц", "48 hours"; null for a purchase for ever (EST), which has no duration. */
export function formatPeriod(period: Pick<PurchasePeriod, 'duration' | 'duration_unit'>, language: string): string | null {
  if (period.duration === null || period.duration_unit === null) return null;
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit: period.duration_unit, unitDisplay: 'long' }).format(
    period.duration,
  );
}
