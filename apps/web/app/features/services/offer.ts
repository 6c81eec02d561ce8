import type { ServiceOffer } from '@efir/contract';
import type { TFunction } from 'i18next';
import { formatPeriod, formatPrice } from '../purchases/purchase-format';

type Priced = Pick<ServiceOffer, 'amount' | 'currency' | 'duration' | 'duration_unit'>;

/** What the viewer is told a service costs: the price now, and after a trial or intro price what follows. */
export interface OfferText {
  now: string;
  /** «затем 599 ₽ в месяц». */
  after: string | null;
}

/** "599 ₽ в месяц", "5 990 ₽ за 12 месяцев", "399 ₽ навсегда". */
function pricePer(priced: Priced, t: TFunction, language: string, key: 'offer.price_per' | 'offer.after'): string {
  const price = formatPrice(priced, language);
  const per = perOf(priced, t, language);
  return per === null ? t('services.offer.forever', { price }) : t(`services.${key}`, { price, per });
}

/** "в месяц", "за 12 месяцев"; null for ever. */
function perOf(priced: Priced, t: TFunction, language: string): string | null {
  const period = formatPeriod(priced, language);
  if (period === null || priced.duration_unit === null) return null;
  return priced.duration === 1 ? t(`services.offer.per.${priced.duration_unit}`) : t('services.offer.for_period', { period });
}

/** An intro price of several periods: «149,50 ₽ в месяц первые 3 месяца». */
function introPeriods(offer: ServiceOffer, t: TFunction, language: string): string {
  const all = formatPeriod({ duration: (offer.duration ?? 1) * offer.periods, duration_unit: offer.duration_unit }, language);
  return t('services.offer.intro_periods', { price: formatPrice(offer, language), per: perOf(offer, t, language), period: all });
}

/**
 * A service's offer in words, as its checkout will charge it: «1 ₽ за первый месяц» then «затем 599 ₽ в месяц»; a free
 * trial «7 дней бесплатно» then «затем 199 ₽ в месяц»; a regular price «299 ₽ в месяц».
 */
export function offerText(offer: ServiceOffer, t: TFunction, language: string): OfferText {
  const period = formatPeriod(offer, language);
  const firstTime = offer.type === 'trial' || offer.type === 'intro';
  if (!firstTime || period === null) return { now: pricePer(offer, t, language, 'offer.price_per'), after: null };
  const price = formatPrice(offer, language);
  const now =
    offer.amount === 0
      ? t('services.offer.trial_free', { period })
      : offer.periods > 1
        ? introPeriods(offer, t, language)
        : offer.duration === 1 && offer.duration_unit !== null
          ? t('services.offer.intro_first', { price, unit: t(`services.offer.unit.${offer.duration_unit}`) })
          : t('services.offer.intro', { price, period });
  return { now, after: offer.follow_on ? pricePer(offer.follow_on, t, language, 'offer.after') : null };
}
