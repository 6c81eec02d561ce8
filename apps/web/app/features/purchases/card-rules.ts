import cardValidator from 'card-validator';

/** spec 2 §5, §9: an expiry at most this many years ahead. */
export const CARD_EXPIRY_YEARS_AHEAD = 19;
/** spec 2 §5: the cardholder name's limit. */
export const CARDHOLDER_NAME_MAX_LENGTH = 255;
/** The acquirer's own limit on a postal code. */
export const POSTAL_CODE_MAX_LENGTH = 16;
/** spec 2 §5: CVC length when the brand says nothing else (American Express says 4). */
const DEFAULT_CVC_LENGTH = 3;
/** The longest card number card-validator knows, grouped in fours, for a number whose brand is not known yet. */
const DEFAULT_NUMBER_LENGTH = 19;
const DEFAULT_GAPS = [4, 8, 12, 16];

/** spec 2 §3 Card form fields, as typed (the number and expiry with their masks' spaces and slash). */
export interface CardFields {
  cardnumber: string;
  'cc-exp': string;
  cvc: string;
  cardholder_name: string;
  postal_code: string;
}

/** The three checked fields, in the order their combined messages name them (number_date, number_cvc, date_cvc). */
export type CardRule = 'number' | 'date' | 'cvc';

const compact = (value: string) => value.replace(/\s/g, '');
const brandOf = (cardnumber: string) => cardValidator.number(compact(cardnumber)).card;

/** spec 2 §5: digits only, the Luhn check and a length the brand allows (Visa, Mastercard, Mir, Maestro, Amex …). */
export function isCardNumberValid(cardnumber: string): boolean {
  const number = compact(cardnumber);
  return /^\d+$/.test(number) && cardValidator.number(number).isValid;
}

/** spec 2 §5: MM/YY, month 1 to 12, not past, at most 19 years ahead. */
export const isExpiryValid = (expiry: string): boolean =>
  /^\d{2}\/\d{2}$/.test(expiry) && cardValidator.expirationDate(expiry, CARD_EXPIRY_YEARS_AHEAD).isValid;

/** spec 2 §5: 3 digits, or what the brand says (4 for American Express). */
export const cvcLength = (cardnumber: string): number => brandOf(cardnumber)?.code.size ?? DEFAULT_CVC_LENGTH;

export const isCvcValid = (cvc: string, cardnumber: string): boolean => cardValidator.cvv(cvc, cvcLength(cardnumber)).isValid;

export const isCardholderNameValid = (name: string): boolean => name.length <= CARDHOLDER_NAME_MAX_LENGTH;

/** spec 2 §5: optional; when given, at least 2 letters or digits (spaces and dashes aside) and nothing else. */
export function isPostalCodeValid(code: string): boolean {
  if (code.trim() === '') return true;
  return /^[a-z0-9]{2,}$/i.test(code.replace(/[\s-]/g, ''));
}

/** Which of number, expiry and CVC break their rules, in that order. */
export function invalidCardRules(fields: Pick<CardFields, 'cardnumber' | 'cc-exp' | 'cvc'>): CardRule[] {
  const invalid: CardRule[] = [];
  if (!isCardNumberValid(fields.cardnumber)) invalid.push('number');
  if (!isExpiryValid(fields['cc-exp'])) invalid.push('date');
  if (!isCvcValid(fields.cvc, fields.cardnumber)) invalid.push('cvc');
  return invalid;
}

/** spec 2 §5: one field's message, a combined one for two (number_date, number_cvc, date_cvc), error.incorrect_data for all three. */
export function cardRulesMessage(invalid: readonly CardRule[]): string | null {
  if (invalid.length === 0) return null;
  if (invalid.length === 3) return 'error.incorrect_data';
  return `bank_card.input.${invalid.join('_')}.validate`;
}

export const isCardFormValid = (fields: CardFields): boolean =>
  invalidCardRules(fields).length === 0 &&
  isCardholderNameValid(fields.cardholder_name) &&
  isPostalCodeValid(fields.postal_code) &&
  fields.postal_code.length <= POSTAL_CODE_MAX_LENGTH;

/**
 * The imask pattern of a number: the brand's groups up to its longest length (Amex 4-6-5, others in fours), or groups
 * of four up to 19 digits while the brand is not known.
 */
export function cardNumberMask(cardnumber: string): string {
  const brand = brandOf(cardnumber);
  const length = brand ? Math.max(...brand.lengths) : DEFAULT_NUMBER_LENGTH;
  const gaps = new Set(brand?.gaps ?? DEFAULT_GAPS);
  let mask = '';
  for (let position = 0; position < length; position += 1) mask += `${gaps.has(position) ? ' ' : ''}0`;
  return mask;
}

export const cvcMask = (cardnumber: string): string => '0'.repeat(cvcLength(cardnumber));
export const EXPIRY_MASK = '00/00';

/** What the acquirer's card create takes (docs/acquirer-browser-api.md): the optional fields only when filled. */
export interface AcquirerCard {
  cardnumber: string;
  'cc-exp': string;
  cvc: string;
  cardholder_name?: string;
  postal_code?: string;
}

export function acquirerCard(fields: CardFields): AcquirerCard {
  const holder = fields.cardholder_name.trim();
  const postal = fields.postal_code.trim();
  return {
    cardnumber: compact(fields.cardnumber),
    'cc-exp': fields['cc-exp'],
    cvc: fields.cvc,
    ...(holder ? { cardholder_name: holder } : {}),
    ...(postal ? { postal_code: postal } : {}),
  };
}
