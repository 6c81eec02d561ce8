import { type BankCard, CARD_BRAND_NAMES } from '@efir/contract';

export const brandName = (brand: string): string => CARD_BRAND_NAMES[brand] ?? brand;

/** A card's expiry as printed on it: MM/YY. */
export const expiryOf = (card: Pick<BankCard, 'exp_month' | 'exp_year'>) => ({
  month: String(card.exp_month).padStart(2, '0'),
  year: String(card.exp_year % 100).padStart(2, '0'),
});
