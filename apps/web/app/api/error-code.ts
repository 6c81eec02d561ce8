import { ApiError } from '@efir/contract';

/** spec 1 §8: name codes of network failures. */
export const NETWORK_NAME_CODES: Record<string, number> = {
  UNKNOWN_ERROR: 0,
  ENETUNREACH: 2,
  ENOTFOUND: 3,
  ECONNABORTED: 5,
  ECONNREFUSED: 6,
  ERR_NETWORK: 8,
};

const NETWORK_PREFIX = '2';
const SERVER_PREFIX = '3';

/**
 * The note names what the error lacks: '(api nc)' an HTTP answer without an API error_code,
 * '(http nc)' no HTTP answer at all, '' when the error carries its code.
 */
export type ErrorNote = '(api nc)' | '(http nc)' | '';

/**
 * Composes the client error code of spec 1 §8: network errors `2` + name code, server errors `3` + class digit + error_code.
 * Class digit: 4 when the answer has an error_code, 3 with neither status nor data, otherwise 1.
 */
export function composeErrorCode(error: unknown): string {
  if (error instanceof ApiError && error.networkCode) {
    return withNote(`${NETWORK_PREFIX}${NETWORK_NAME_CODES[error.networkCode] ?? NETWORK_NAME_CODES.UNKNOWN_ERROR}`, '(http nc)');
  }
  const status = error instanceof ApiError ? error.status : undefined;
  const body = error instanceof ApiError ? error.body : undefined;
  if (body) return withNote(`${SERVER_PREFIX}4${body.error_code}`, '');
  if (!status) return withNote(`${SERVER_PREFIX}3unknown`, '(http nc)');
  return withNote(`${SERVER_PREFIX}1unknown`, '(api nc)');
}

function withNote(code: string, note: ErrorNote): string {
  return note ? `${code} ${note}` : code;
}
