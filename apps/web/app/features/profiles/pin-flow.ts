import { PIN_LENGTH } from '@efir/contract';

/** spec 2 §4 PIN modal steps, and the set step of registration (spec 1 §4). */
export type PinMode = 'pin' | 'auto' | 'cancel' | 'reset' | 'change' | 'set';

/** The key of the message a PIN field shows (spec 1 §5, §8), or the server's own description. */
export type PinFieldError = 'input.pin.validate' | 'modal.pin_change.error_0000' | { description: string };

export type PinOutcome = { kind: 'valid'; pin: string } | { kind: 'cancelled' } | { kind: 'reset' } | { kind: 'changed' };

export type PinStep =
  | { step: 'auto' }
  | { step: 'pin'; purpose: 'check' | 'cancel'; error: PinFieldError | null }
  | { step: 'resetChoice' }
  | { step: 'resetPassword'; error: PinFieldError | null }
  | { step: 'resetSms' }
  | { step: 'change'; error: PinFieldError | null }
  | { step: 'set'; error: PinFieldError | null }
  | { step: 'done'; outcome: PinOutcome }
  | { step: 'error'; description?: string };

export type PinEvent =
  | { type: 'checked'; pin: string; valid: boolean }
  /** The PIN was right and the age limits were set to the fixed default (the cancel step). */
  | { type: 'cancelled' }
  | { type: 'forgot' }
  | { type: 'resetBy'; method: 'password' | 'sms' }
  | { type: 'pinDeleted' }
  /** From a reset method back to the choice of methods. */
  | { type: 'back' }
  | { type: 'changed' }
  | { type: 'refused'; error: PinFieldError }
  /** A refusal that ends the flow (the PIN lock, a network failure). */
  | { type: 'failed'; description?: string };

/** spec 1 §5: digits only, others stripped; at most 4. */
export const pinInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, PIN_LENGTH);
/** Confirm is disabled under 4 digits; the set-PIN button needs exactly 4. */
export const isPinComplete = (pin: string): boolean => pin.length === PIN_LENGTH;
/** spec 1 §5 password validation modal: confirm needs at least 4 characters. */
export const PASSWORD_VALIDATION_MIN_LENGTH = 4;
export const canConfirmPassword = (password: string): boolean => password.length >= PASSWORD_VALIDATION_MIN_LENGTH;

export function initialPinStep(mode: PinMode): PinStep {
  switch (mode) {
    case 'auto':
      return { step: 'auto' };
    case 'pin':
      return { step: 'pin', purpose: 'check', error: null };
    case 'cancel':
      return { step: 'pin', purpose: 'cancel', error: null };
    case 'reset':
      return { step: 'resetChoice' };
    case 'change':
      return { step: 'change', error: null };
    case 'set':
      return { step: 'set', error: null };
  }
}

export function nextPinStep(state: PinStep, event: PinEvent): PinStep {
  if (event.type === 'failed') return { step: 'error', description: event.description };
  switch (state.step) {
    case 'auto':
      // spec 1 §4: the main profile is tried with 0000; if refused, the PIN pad shows.
      if (event.type === 'checked') {
        return event.valid ? { step: 'done', outcome: { kind: 'valid', pin: event.pin } } : { step: 'pin', purpose: 'check', error: null };
      }
      return state;
    case 'pin':
      if (event.type === 'checked') {
        return event.valid ? { step: 'done', outcome: { kind: 'valid', pin: event.pin } } : { ...state, error: 'input.pin.validate' };
      }
      if (event.type === 'cancelled' && state.purpose === 'cancel') return { step: 'done', outcome: { kind: 'cancelled' } };
      if (event.type === 'forgot') return { step: 'resetChoice' };
      if (event.type === 'refused') return { ...state, error: event.error };
      return state;
    case 'resetChoice':
      if (event.type === 'resetBy') return event.method === 'password' ? { step: 'resetPassword', error: null } : { step: 'resetSms' };
      return state;
    case 'resetPassword':
    case 'resetSms':
      // spec 1 §4: after the password or SMS validation the PIN is deleted and 0000 is in use.
      if (event.type === 'pinDeleted') return { step: 'done', outcome: { kind: 'reset' } };
      if (event.type === 'back') return { step: 'resetChoice' };
      if (event.type === 'refused' && state.step === 'resetPassword') return { ...state, error: event.error };
      return state;
    case 'change':
    case 'set':
      if (event.type === 'changed') return { step: 'done', outcome: { kind: 'changed' } };
      if (event.type === 'refused') return { ...state, error: event.error };
      if (event.type === 'forgot' && state.step === 'change') return { step: 'resetChoice' };
      return state;
    case 'done':
    case 'error':
      return state;
  }
}
