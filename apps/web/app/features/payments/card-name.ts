import type { BankCard } from '@efir/contract';

/** Brands as card-validator (the acquirer's and the API's) names them, written as their owners write them. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  mir: 'Мир',
  maestro: 'Maestro',
  'american-express': 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
};

export const brandName = (brand: string): string => BRAND_NAMES[brand] ?? brand;

/** A card's expiry as printed on it: MM/YY. */
export const expiryOf = (card: Pick<BankCard, 'exp_month' | 'exp_year'>) => ({
  month: String(card.exp_month).padStart(2, '0'),
  year: String(card.exp_year % 100).padStart(2, '0'),
});
