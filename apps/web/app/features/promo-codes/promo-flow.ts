import { ErrorCode, normalisePromoCode, type PromoCodeSent } from '@efir/contract';
import { ATTEMPTS_EXCEEDED_KEY } from './access-code';

/**
 * spec 2 §4 Promo-code flow: form, then success; on 2000021 the info step, whose continue leads to card entry, and a
 * bound card to success (the code is sent again). Other errors stay on the form as the field's error. Submitting
 * first asks the profile's PIN when its purchases need one; the PIN is kept for the send after the card.
 */
/** The field's error: the app's own message (an i18n key), or the server's description (spec 2 §8). */
export type PromoFieldError = { key: typeof ATTEMPTS_EXCEEDED_KEY } | { text: string };

export type PromoStep =
  | { step: 'form'; code: string; error: PromoFieldError | null; sending: boolean; pin?: string }
  | { step: 'pin'; code: string }
  | { step: 'info'; code: string; description: string; pin?: string }
  | { step: 'card'; code: string; description: string; pin?: string }
  /** The card is bound: the code goes out again. */
  | { step: 'activating'; code: string; pin?: string }
  | { step: 'success'; answer: PromoCodeSent };

export type PromoEvent =
  | { type: 'input'; value: string }
  /** attemptsLeft: the cookie's count (spec 2 §5); pinRequired: the profile's purchase_limits.is_pin_required. */
  | { type: 'submit'; attemptsLeft: boolean; pinRequired: boolean }
  | { type: 'pinChecked'; pin: string }
  | { type: 'sent'; answer: PromoCodeSent }
  | { type: 'refused'; errorCode: number | null; description: string }
  | { type: 'continue' }
  | { type: 'cardBound' }
  | { type: 'back' };

export const initialPromoStep = (code = ''): PromoStep => ({ step: 'form', code, error: null, sending: false });

/** What goes out: trimmed (spec 2 §5), the field already shows it upper case. */
export const promoToSend = (code: string): string => normalisePromoCode(code);

/** The submit button is disabled while the field is empty (spec 2 §5) or a send is out. */
export const canSubmit = (state: PromoStep): boolean => state.step === 'form' && !state.sending && promoToSend(state.code) !== '';

/** Whether a refusal is a failed try for the cookie: a wrong PIN or a card to link is not a wrong code. */
export const countsAsFailure = (errorCode: number | null): boolean => !WAITING_CODES.has(errorCode ?? 0);

const PIN_CODES: ReadonlySet<number> = new Set([ErrorCode.PIN_WRONG, ErrorCode.PURCHASE_PIN_REQUIRED]);
const WAITING_CODES: ReadonlySet<number> = new Set([...PIN_CODES, ErrorCode.PROMO_CARD_REQUIRED]);

/** The code and PIN a step carries on. */
const carried = (state: PromoStep): { code: string; pin?: string } =>
  state.step === 'success' ? { code: '' } : { code: state.code, ...('pin' in state && state.pin ? { pin: state.pin } : {}) };

export function nextPromoStep(state: PromoStep, event: PromoEvent): PromoStep {
  switch (event.type) {
    case 'input':
      return state.step === 'form' && !state.sending ? { ...state, code: event.value.toUpperCase(), error: null } : state;
    case 'submit':
      if (!canSubmit(state) || state.step !== 'form') return state;
      if (!event.attemptsLeft) return { ...state, error: { key: ATTEMPTS_EXCEEDED_KEY } };
      if (event.pinRequired && !state.pin) return { step: 'pin', code: state.code };
      return { ...state, error: null, sending: true };
    case 'pinChecked':
      return state.step === 'pin' ? { step: 'form', code: state.code, error: null, sending: true, pin: event.pin } : state;
    case 'sent':
      return (state.step === 'form' && state.sending) || state.step === 'activating' ? { step: 'success', answer: event.answer } : state;
    case 'refused': {
      if (!((state.step === 'form' && state.sending) || state.step === 'activating')) return state;
      // A PIN the server did not take is asked again.
      if (PIN_CODES.has(event.errorCode ?? 0)) return { step: 'pin', code: state.code };
      if (event.errorCode === ErrorCode.PROMO_CARD_REQUIRED) return { step: 'info', ...carried(state), description: event.description };
      return { step: 'form', ...carried(state), error: { text: event.description }, sending: false };
    }
    case 'continue':
      return state.step === 'info' ? { step: 'card', ...carried(state), description: state.description } : state;
    case 'cardBound':
      return state.step === 'card' ? { step: 'activating', ...carried(state) } : state;
    case 'back':
      if (state.step === 'card') return { step: 'info', ...carried(state), description: state.description };
      if (state.step === 'info' || state.step === 'pin') return { step: 'form', ...carried(state), error: null, sending: false };
      return state;
  }
}
