import { BONUS_CURRENCY, type Price, type PurchasePeriod } from '@efir/contract';
import { i18nFor } from '../../i18n/i18n';
import { HTML_LANG, isLanguageCode } from '../language/language';

const localeOf = (language: string): string => (isLanguageCode(language) ? HTML_LANG[language] : HTML_LANG.rus);

/** A price as the viewer's language writes it: whole roubles without kopecks, kopecks when there are any; points as points. */
export function formatPrice(price: Pick<Price, 'amount' | 'currency'>, language: string): string {
  if (price.currency === BONUS_CURRENCY) {
    const points = new Intl.NumberFormat(localeOf(language)).format(price.amount);
    return i18nFor(isLanguageCode(language) ? language : 'rus').t('bonus.points', { points });
  }
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
