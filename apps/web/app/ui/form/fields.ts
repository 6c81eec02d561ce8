import { serverDescription } from '../../api/client';

/** spec 1 §9: an e-mail code has 6 digits; the code-entry field defaults to 4. */
export const EMAIL_CODE_LENGTH = 6;
export const CODE_ENTRY_DEFAULT_LENGTH = 4;

/** spec 1 §5 generic text input: over the maximum is an error; the element itself takes one more character. */
export function maxLengthError(value: string, maxLength: number | undefined): { key: 'input.validate.max_length'; length: number } | null {
  return maxLength !== undefined && value.length > maxLength ? { key: 'input.validate.max_length', length: maxLength } : null;
}

export const elementMaxLength = (maxLength: number | undefined): number | undefined =>
  maxLength === undefined ? undefined : maxLength + 1;

/** spec 1 §5 set password: both fields needed; a mismatch is input.password_confirm.validate. */
export function setPasswordError(password: string, confirmation: string): 'input.password_confirm.validate' | null {
  return password !== '' && confirmation !== '' && password !== confirmation ? 'input.password_confirm.validate' : null;
}

export const canSetPassword = (password: string, confirmation: string): boolean =>
  password !== '' && confirmation !== '' && setPasswordError(password, confirmation) === null;

/** A code-entry field completes when its value reaches the segment count. */
export const isCodeComplete = (code: string, length: number): boolean => code.length === length;

/**
 * spec 1 §8 field errors: the server's description, else error.auth for the login and password fields, else error.default.
 * Returned as either a text to show or a translation key.
 */
export function fieldError(
  error: unknown,
  field: 'login' | 'password' | 'other',
): { text: string } | { key: 'error.auth' | 'error.default' } {
  const text = serverDescription(error);
  return text ? { text } : { key: field === 'other' ? 'error.default' : 'error.auth' };
}
