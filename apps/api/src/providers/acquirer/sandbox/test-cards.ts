import cardValidator from 'card-validator';
import { type DeclineReason, REQ_STATUS } from '../protocol.js';

/**
 * How a sandbox card behaves. Declining cards are refused when bound; `challenge_on_bind` asks for 3-D Secure when
 * bound, `challenge_always` also on every payment the viewer makes (never on the merchant's own, renewals);
 * `bind_then_insufficient` binds and then every payment is short of funds.
 */
export type Behaviour =
  | { kind: 'approve' }
  | { kind: 'decline'; reason: DeclineReason }
  | { kind: 'challenge_on_bind' }
  | { kind: 'challenge_always' }
  | { kind: 'bind_then_insufficient' };

/** The code the sandbox's 3-D Secure page accepts; any other, or «Отменить», fails the challenge. */
export const CHALLENGE_CODE = '1234';

/** The sandbox's test cards (docs/demo-accounts.md). Any other valid card number is approved. */
export const TEST_CARDS: { number: string; behaviour: Behaviour; what: string }[] = [
  { number: '4242424242424242', behaviour: { kind: 'approve' }, what: 'Visa, approved' },
  { number: '5555555555554444', behaviour: { kind: 'approve' }, what: 'Mastercard, approved' },
  { number: '2200000000000004', behaviour: { kind: 'approve' }, what: 'Mir, approved' },
  { number: '378282246310005', behaviour: { kind: 'approve' }, what: 'American Express (4-digit CVC), approved' },
  { number: '4000000000003220', behaviour: { kind: 'challenge_on_bind' }, what: '3-D Secure when bound; payments then go through' },
  {
    number: '4000002760003184',
    behaviour: { kind: 'challenge_always' },
    what: '3-D Secure when bound and on every payment the viewer makes',
  },
  { number: '4000000000000341', behaviour: { kind: 'bind_then_insufficient' }, what: 'binds; every payment declined: insufficient funds' },
  { number: '4000000000009995', behaviour: { kind: 'decline', reason: 'insufficient_funds' }, what: 'declined: insufficient funds (51)' },
  { number: '4000000000000002', behaviour: { kind: 'decline', reason: 'do_not_honour' }, what: 'declined: do not honour (5)' },
  { number: '4000000000000069', behaviour: { kind: 'decline', reason: 'expired_card' }, what: 'declined: expired card (54)' },
  { number: '4000000000009987', behaviour: { kind: 'decline', reason: 'lost_or_stolen' }, what: 'declined: lost or stolen (43)' },
  { number: '4000000000000119', behaviour: { kind: 'decline', reason: 'processing_error' }, what: 'declined: processing error (96)' },
];

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card.behaviour]));

/** Card expiry within 19 years ahead (spec 2 §9). */
const EXPIRY_YEARS_AHEAD = 19;

export interface CheckedCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: Behaviour;
}

/** Validates the posted card fields like an acquirer: a refusal's reqStatus, or the card without its number and CVC. */
export function checkCard(
  fields: { cardnumber: string; 'cc-exp': string; cvc: string; postal_code?: string | undefined },
  now: Date,
): { reqStatus: number; card?: CheckedCard } {
  const number = fields.cardnumber.replace(/[\s-]/g, '');
  const verdict = cardValidator.number(number);
  if (!/^\d+$/.test(number) || !verdict.isValid || !verdict.card) return { reqStatus: REQ_STATUS.invalid_card };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields['cc-exp']);
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const thisYear = now.getUTCFullYear();
  if (!expiry || month < 1 || month > 12 || year > thisYear + EXPIRY_YEARS_AHEAD) return { reqStatus: REQ_STATUS.format_error };
  if (!new RegExp(`^\\d{${verdict.card.code.size}}$`).test(fields.cvc)) return { reqStatus: REQ_STATUS.format_error };
  if (fields.postal_code !== undefined && !/^[A-Za-z0-9]{2,}$/.test(fields.postal_code.replace(/[\s-]/g, '')))
    return { reqStatus: REQ_STATUS.format_error };
  const card = { brand: verdict.card.type, last4: number.slice(-4), exp_month: month, exp_year: year };
  if (isExpired(card, now)) return { reqStatus: REQ_STATUS.expired_card };
  return { reqStatus: REQ_STATUS.approved, card: { ...card, behaviour: BY_NUMBER.get(number) ?? { kind: 'approve' } } };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(card: { exp_month: number; exp_year: number }, now: Date): boolean {
  return card.exp_year * 12 + card.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
