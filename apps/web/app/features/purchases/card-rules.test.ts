import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acquirerCard,
  type CardFields,
  cardNumberMask,
  cardRulesMessage,
  cvcLength,
  invalidCardRules,
  isCardFormValid,
  isCardholderNameValid,
  isCardNumberValid,
  isCvcValid,
  isExpiryValid,
  isPostalCodeValid,
} from './card-rules';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const visa: CardFields = { cardnumber: '4242 4242 4242 4242', 'cc-exp': '12/28', cvc: '123', cardholder_name: '', postal_code: '' };

describe('card number (spec 2 §5)', () => {
  it('passes the Luhn check at a length its brand allows: Visa, Mastercard, Mir, Maestro, American Express', () => {
    for (const number of ['4242 4242 4242 4242', '5555 5555 5555 4444', '2200 0000 0000 0004', '6759 6498 2643 8453', '3782 822463 10005'])
      expect(isCardNumberValid(number), number).toBe(true);
  });

  it('fails on a wrong check digit, a short number, letters, or a brand nobody knows', () => {
    expect(isCardNumberValid('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumberValid('4242 4242 4242')).toBe(false);
    expect(isCardNumberValid('4242-4242-4242-4242')).toBe(false);
    expect(isCardNumberValid('4242 4242 4242 424a')).toBe(false);
    expect(isCardNumberValid('1000 0000 0000 0008')).toBe(false);
    expect(isCardNumberValid('')).toBe(false);
  });
});

describe('expiry (spec 2 §5)', () => {
  it('takes a month 1 to 12 from this month up to 19 years ahead', () => {
    expect(isExpiryValid('11/26')).toBe(true);
    expect(isExpiryValid('01/27')).toBe(true);
    expect(isExpiryValid('12/45')).toBe(true);
  });

  it('refuses month 0 or 13, a past month, a year over 19 years ahead and anything but MM/YY', () => {
    expect(isExpiryValid('00/28')).toBe(false);
    expect(isExpiryValid('13/28')).toBe(false);
    expect(isExpiryValid('10/26')).toBe(false);
    expect(isExpiryValid('12/19')).toBe(false);
    expect(isExpiryValid('01/46')).toBe(false);
    expect(isExpiryValid('1/28')).toBe(false);
    expect(isExpiryValid('12/2028')).toBe(false);
  });
});

describe('CVC (spec 2 §5)', () => {
  it('is 3 digits, or 4 for American Express', () => {
    expect(cvcLength(visa.cardnumber)).toBe(3);
    expect(cvcLength('3782 822463 10005')).toBe(4);
    expect(cvcLength('')).toBe(3);
    expect(isCvcValid('123', visa.cardnumber)).toBe(true);
    expect(isCvcValid('1234', visa.cardnumber)).toBe(false);
    expect(isCvcValid('12', visa.cardnumber)).toBe(false);
    expect(isCvcValid('1234', '3782 822463 10005')).toBe(true);
    expect(isCvcValid('123', '3782 822463 10005')).toBe(false);
  });
});

describe('the optional fields (spec 2 §5)', () => {
  it('a cardholder name has at most 255 characters', () => {
    expect(isCardholderNameValid('')).toBe(true);
    expect(isCardholderNameValid('I'.repeat(255))).toBe(true);
    expect(isCardholderNameValid('I'.repeat(256))).toBe(false);
  });

  it('a postal code, when given, has at least 2 letters or digits', () => {
    expect(isPostalCodeValid('')).toBe(true);
    expect(isPostalCodeValid('0')).toBe(false);
    expect(isPostalCodeValid('01')).toBe(true);
    expect(isPostalCodeValid('SW1A 1AA')).toBe(true);
    expect(isPostalCodeValid('12-34')).toBe(true);
    expect(isPostalCodeValid('#1')).toBe(false);
  });
});

describe('the form’s message (spec 2 §5)', () => {
  it('names one invalid field, combines two, and says error.incorrect_data for three', () => {
    expect(invalidCardRules(visa)).toEqual([]);
    expect(cardRulesMessage([])).toBeNull();
    expect(cardRulesMessage(invalidCardRules({ ...visa, cardnumber: '4242' }))).toBe('bank_card.input.number.validate');
    expect(cardRulesMessage(invalidCardRules({ ...visa, 'cc-exp': '13/28' }))).toBe('bank_card.input.date.validate');
    expect(cardRulesMessage(invalidCardRules({ ...visa, cvc: '1' }))).toBe('bank_card.input.cvc.validate');
    expect(cardRulesMessage(invalidCardRules({ ...visa, cardnumber: '4242', 'cc-exp': '' }))).toBe('bank_card.input.number_date.validate');
    expect(cardRulesMessage(invalidCardRules({ ...visa, cardnumber: '4242', cvc: '' }))).toBe('bank_card.input.number_cvc.validate');
    expect(cardRulesMessage(invalidCardRules({ ...visa, 'cc-exp': '', cvc: '' }))).toBe('bank_card.input.date_cvc.validate');
    expect(cardRulesMessage(invalidCardRules({ ...visa, cardnumber: '', 'cc-exp': '', cvc: '' }))).toBe('error.incorrect_data');
  });

  it('the whole form is valid when the three are and the optional fields keep their rules', () => {
    expect(isCardFormValid(visa)).toBe(true);
    expect(isCardFormValid({ ...visa, postal_code: '0' })).toBe(false);
    expect(isCardFormValid({ ...visa, cardholder_name: 'I'.repeat(256) })).toBe(false);
    expect(isCardFormValid({ ...visa, postal_code: '1'.repeat(17) })).toBe(false);
  });
});

describe('masks and what the acquirer gets', () => {
  it('groups a number as card-validator says its brand does, in fours up to 19 digits until the brand is known', () => {
    expect(cardNumberMask('')).toBe('0000 0000 0000 0000 000');
    expect(cardNumberMask('5555')).toBe('0000 0000 0000 0000');
    expect(cardNumberMask('37')).toBe('0000 000000 00000');
    expect(cardNumberMask('4242')).toBe('0000 0000 0000 0000000');
  });

  it('sends the number without spaces and the optional fields only when filled', () => {
    expect(acquirerCard(visa)).toEqual({ cardnumber: '4242424242424242', 'cc-exp': '12/28', cvc: '123' });
    expect(acquirerCard({ ...visa, cardholder_name: ' IVAN PETROV ', postal_code: '101000' })).toEqual({
      cardnumber: '4242424242424242',
      'cc-exp': '12/28',
      cvc: '123',
      cardholder_name: 'IVAN PETROV',
      postal_code: '101000',
    });
  });
});
