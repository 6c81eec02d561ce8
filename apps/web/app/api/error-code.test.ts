import { ApiError } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { composeErrorCode } from './error-code';

describe('client error codes (spec 1 §8)', () => {
  it.each([
    ['UNKNOWN_ERROR', '20 (http nc)'],
    ['ENETUNREACH', '22 (http nc)'],
    ['ENOTFOUND', '23 (http nc)'],
    ['ECONNABORTED', '25 (http nc)'],
    ['ECONNREFUSED', '26 (http nc)'],
    ['ERR_NETWORK', '28 (http nc)'],
  ])('a network failure %s is prefix 2 plus its name code', (name, code) => {
    expect(composeErrorCode(new ApiError(undefined, undefined, name))).toBe(code);
  });

  it('an unnamed network failure counts as UNKNOWN_ERROR', () => {
    expect(composeErrorCode(new ApiError(undefined, undefined, 'EPIPE'))).toBe('20 (http nc)');
  });

  it('a server answer with an error_code is prefix 3, class 4 and the code', () => {
    expect(composeErrorCode(new ApiError(401, { error_code: 1000023, description: 'invalid session' }))).toBe('341000023');
  });

  it('a server answer without an error_code is class 1 with the code unknown', () => {
    expect(composeErrorCode(new ApiError(502, undefined))).toBe('31unknown (api nc)');
  });

  it('an error with neither status nor data is class 3', () => {
    expect(composeErrorCode(new ApiError(undefined, undefined))).toBe('33unknown (http nc)');
    expect(composeErrorCode(new Error('boom'))).toBe('33unknown (http nc)');
  });
});
