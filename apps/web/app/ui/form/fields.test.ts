import { ApiError } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { canSetPassword, elementMaxLength, fieldError, isCodeComplete, maxLengthError, setPasswordError } from './fields';
import { DEFAULT_COUNTRY, digitsOnly, displayPhone, formatMask, isPhoneComplete, nationalDigits } from './phone';

const ru = DEFAULT_COUNTRY;
const am = { code: 'am', call_code: '374', maskexp: '(XX) XXX-XXX' };
const countries = [ru, am];

describe('the phone mask (spec 1 §5)', () => {
  it('fills the mask with digits and stops after the last one', () => {
    expect(formatMask('9160001122', ru.maskexp)).toBe('(916) 000-11-22');
    expect(formatMask('916', ru.maskexp)).toBe('(916');
    expect(formatMask('9160', ru.maskexp)).toBe('(916) 0');
    expect(formatMask('', ru.maskexp)).toBe('');
  });

  it('is complete when the digits fill the mask', () => {
    expect(isPhoneComplete('9160001122', ru)).toBe(true);
    expect(isPhoneComplete('916000112', ru)).toBe(false);
    expect(isPhoneComplete('11222333', am)).toBe(true);
  });

  it('strips a leading country code, or 8 for Russia, from a pasted number', () => {
    expect(nationalDigits('79160001122', ru)).toBe('9160001122');
    expect(nationalDigits('89160001122', ru)).toBe('9160001122');
    expect(nationalDigits('37411222333', am)).toBe('11222333');
    expect(nationalDigits('811222333', am)).toBe('81122233');
  });

  it('keeps digits only', () => {
    expect(digitsOnly(' 12a-3 4 ')).toBe('1234');
  });

  it('shows a phone back with its call code', () => {
    expect(displayPhone('79990000001', countries)).toBe('+7 (999) 000-00-01');
    expect(displayPhone('37411222333', countries)).toBe('+374 (11) 222-333');
  });
});

describe('field rules', () => {
  it('a value over the maximum is input.validate.max_length; the element takes one more', () => {
    expect(maxLengthError('abcd', 3)).toEqual({ key: 'input.validate.max_length', length: 3 });
    expect(maxLengthError('abc', 3)).toBeNull();
    expect(maxLengthError('abcdef', undefined)).toBeNull();
    expect(elementMaxLength(20)).toBe(21);
  });

  it('set password needs both fields, and a mismatch is input.password_confirm.validate', () => {
    expect(canSetPassword('secret-1', '')).toBe(false);
    expect(setPasswordError('secret-1', 'secret-2')).toBe('input.password_confirm.validate');
    expect(canSetPassword('secret-1', 'secret-2')).toBe(false);
    expect(canSetPassword('secret-1', 'secret-1')).toBe(true);
  });

  it('a code-entry field completes at its length', () => {
    expect(isCodeComplete('123', 4)).toBe(false);
    expect(isCodeComplete('1234', 4)).toBe(true);
    expect(isCodeComplete('12345', 6)).toBe(false);
  });

  it('a field shows the server description, else error.auth (login, password) or error.default', () => {
    expect(fieldError(new ApiError(400, { error_code: 1000202, description: 'Wrong login or password' }), 'password')).toEqual({
      text: 'Wrong login or password',
    });
    expect(fieldError(new ApiError(undefined, undefined, 'ERR_NETWORK'), 'login')).toEqual({ key: 'error.auth' });
    expect(fieldError(new Error('x'), 'other')).toEqual({ key: 'error.default' });
  });
});
