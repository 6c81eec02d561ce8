import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY } from '../../ui/form/phone';
import { canContinue, type LoginField, loginValue, readLoginField } from './login-field';

const ru = DEFAULT_COUNTRY;
const am = { code: 'am', call_code: '374', maskexp: '(XX) XXX-XXX' };
const countries = [ru, am];
const read = (raw: string, previous?: LoginField) => readLoginField(raw, ru, countries, previous);

describe('the combined login field', () => {
  it('treats typed digits as a phone and applies the mask', () => {
    expect(read('916')).toMatchObject({ kind: 'phone', national: '916', display: '(916', complete: false });
    expect(read('9160001122')).toMatchObject({ kind: 'phone', display: '(916) 000-11-22', complete: true });
  });

  it('takes a pasted +7 or 8 number as the same phone', () => {
    for (const pasted of ['+7 916 000-11-22', '8 (916) 000-11-22', '79160001122', '+7(916)0001122']) {
      expect(loginValue(read(pasted))).toBe('79160001122');
    }
  });

  it('switches country when a + number starts with another call code', () => {
    const field = read('+374 11 222 333');
    expect(field).toMatchObject({ kind: 'phone', country: am, national: '11222333', complete: true });
    expect(loginValue(field)).toBe('37411222333');
  });

  it('deleting a mask character deletes the digit before it', () => {
    const full = read('916');
    expect(full).toMatchObject({ display: '(916' });
    const after = read('(9160', full);
    expect(after).toMatchObject({ display: '(916) 0' });
    expect(read('(916)', after)).toMatchObject({ national: '916', display: '(916' });
    expect(read('(916) ', read('(916) 0', read('(916'))).kind).toBe('phone');
  });

  it('anything with letters or @ is e-mail text, trimmed when sent', () => {
    expect(read(' viewer@efir.demo ')).toMatchObject({ kind: 'text' });
    expect(loginValue(read('viewer@efir.demo  '))).toBe('viewer@efir.demo');
    expect(read('   ').kind).toBe('empty');
  });

  it('continue needs a complete phone, or any text where e-mail is allowed', () => {
    expect(canContinue(read('916000112'), ['phone', 'email'])).toBe(false);
    expect(canContinue(read('9160001122'), ['phone', 'email'])).toBe(true);
    expect(canContinue(read('v'), ['phone', 'email'])).toBe(true);
    expect(canContinue(read('viewer@efir.demo'), ['phone'])).toBe(false);
    expect(canContinue(read('9160001122'), ['email'])).toBe(false);
    expect(canContinue(read(''), ['phone', 'email'])).toBe(false);
  });
});
