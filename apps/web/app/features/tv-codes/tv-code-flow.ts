import { normaliseTvCode, TV_CODE_LENGTH, type TvNotification } from '@efir/contract';

/**
 * spec 2 §4 TV-code flow and §5: `tv` is the TV-code form (exactly 6 characters, TV code authorise; a failure is the
 * error step with its way back); `ott` is a code from the address, ?ott_tv= (non-empty, trimmed, OTT TV code send;
 * a failure stays on the form as the field's error, spec 2 §8).
 */
export type TvCodeMode = 'tv' | 'ott';

export type TvCodeStep =
  /** `fieldError.description` null: the server said nothing, the field shows error.default. */
  | { step: 'form'; code: string; fieldError: { description: string | null } | null }
  | { step: 'success'; message: string; submessage?: string }
  | { step: 'error'; description: string | null };

export type TvCodeEvent =
  | { type: 'typed'; code: string }
  | { type: 'succeeded'; notification: TvNotification }
  /** `description`: the server's words, else null (the viewer then reads error.default). */
  | { type: 'failed'; description: string | null }
  | { type: 'back' };

/** spec 2 §5: connect is enabled only for exactly 6 characters (`tv`) or a non-empty code (`ott`). */
export function canConnect(value: string, mode: TvCodeMode): boolean {
  const code = normaliseTvCode(value);
  return mode === 'tv' ? code.length === TV_CODE_LENGTH : code.length > 0;
}

export const initialTvCodeStep = (code = ''): TvCodeStep => ({ step: 'form', code, fieldError: null });

export function next(state: TvCodeStep, event: TvCodeEvent, mode: TvCodeMode): TvCodeStep {
  switch (event.type) {
    case 'typed':
      return state.step === 'form' ? { step: 'form', code: event.code, fieldError: null } : state;
    case 'succeeded': {
      const { message, submessage } = event.notification.display;
      return { step: 'success', message, ...(submessage ? { submessage } : {}) };
    }
    case 'failed':
      if (mode === 'ott' && state.step === 'form') return { ...state, fieldError: { description: event.description } };
      return { step: 'error', description: event.description };
    case 'back':
      return initialTvCodeStep();
  }
}
