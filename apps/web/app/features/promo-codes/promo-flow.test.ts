import { ErrorCode, type PromoCodeSent } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { ATTEMPTS_EXCEEDED_KEY } from './access-code';
import { canSubmit, countsAsFailure, initialPromoStep, nextPromoStep, type PromoEvent, type PromoStep, promoToSend } from './promo-flow';

const answer: PromoCodeSent = {
  notification: {
    event_code: 'promocode_activated',
    event_type: 'display',
    display: { display_type: 'panel', message: 'Промокод активирован', duration: 5 },
  },
  items: [],
};

const run = (events: PromoEvent[], from: PromoStep = initialPromoStep()) => events.reduce(nextPromoStep, from);
const submit = (pinRequired = false, attemptsLeft = true): PromoEvent => ({ type: 'submit', attemptsLeft, pinRequired });
const refused = (errorCode: number | null, description = 'Такого промокода нет'): PromoEvent => ({
  type: 'refused',
  errorCode,
  description,
});

describe('promo-code flow (spec 2 §4, §5)', () => {
  it('submit is disabled while the field is empty or blank', () => {
    expect(canSubmit(initialPromoStep())).toBe(false);
    expect(canSubmit(run([{ type: 'input', value: '   ' }]))).toBe(false);
    expect(run([{ type: 'input', value: '   ' }, submit()])).toMatchObject({ step: 'form', sending: false });
    expect(canSubmit(run([{ type: 'input', value: 'efir30' }]))).toBe(true);
  });

  it('shows the code upper case and sends it trimmed', () => {
    const typed = run([{ type: 'input', value: ' efir30 ' }]);
    expect(typed).toMatchObject({ code: ' EFIR30 ' });
    expect(promoToSend(' efir30 ')).toBe('EFIR30');
  });

  it('form, then success', () => {
    const sending = run([{ type: 'input', value: 'EFIR30' }, submit()]);
    expect(sending).toEqual({ step: 'form', code: 'EFIR30', error: null, sending: true });
    expect(canSubmit(sending)).toBe(false);
    expect(nextPromoStep(sending, { type: 'sent', answer })).toEqual({ step: 'success', answer });
  });

  it('other errors stay on the form with the field error; typing clears it', () => {
    const failed = run([{ type: 'input', value: 'NOPE' }, submit(), refused(ErrorCode.PROMO_CODE_UNKNOWN)]);
    expect(failed).toEqual({ step: 'form', code: 'NOPE', error: { text: 'Такого промокода нет' }, sending: false });
    expect(nextPromoStep(failed, { type: 'input', value: 'NOPE1' })).toMatchObject({ error: null });
  });

  it('with the day’s tries spent the code is not sent: daily_attempt_limit_exceeded on the field', () => {
    const state = run([{ type: 'input', value: 'EFIR30' }, submit(false, false)]);
    expect(state).toEqual({ step: 'form', code: 'EFIR30', error: { key: ATTEMPTS_EXCEEDED_KEY }, sending: false });
  });

  it('2000021 leads to the info step, whose continue leads to card entry; a bound card sends the code again, then success', () => {
    const info = run([{ type: 'input', value: 'KINOKARTA' }, submit(), refused(ErrorCode.PROMO_CARD_REQUIRED, 'Нужна карта')]);
    expect(info).toEqual({ step: 'info', code: 'KINOKARTA', description: 'Нужна карта' });
    const card = nextPromoStep(info, { type: 'continue' });
    expect(card).toEqual({ step: 'card', code: 'KINOKARTA', description: 'Нужна карта' });
    expect(nextPromoStep(card, { type: 'back' })).toEqual(info);
    const activating = nextPromoStep(card, { type: 'cardBound' });
    expect(activating).toEqual({ step: 'activating', code: 'KINOKARTA' });
    expect(nextPromoStep(activating, { type: 'sent', answer })).toEqual({ step: 'success', answer });
  });

  it('a refusal after the card goes back to the form with its error', () => {
    const activating: PromoStep = { step: 'activating', code: 'KINOKARTA' };
    expect(nextPromoStep(activating, refused(ErrorCode.PROMO_CODE_ALREADY_USED, 'Уже активирован'))).toEqual({
      step: 'form',
      code: 'KINOKARTA',
      error: { text: 'Уже активирован' },
      sending: false,
    });
  });

  it('submitting first asks the PIN when the profile needs it; the PIN goes with this send and the one after the card', () => {
    const pin = run([{ type: 'input', value: 'EFIR30' }, submit(true)]);
    expect(pin).toEqual({ step: 'pin', code: 'EFIR30' });
    const sending = nextPromoStep(pin, { type: 'pinChecked', pin: '1234' });
    expect(sending).toEqual({ step: 'form', code: 'EFIR30', error: null, sending: true, pin: '1234' });
    const activating = run([refused(ErrorCode.PROMO_CARD_REQUIRED, 'Нужна карта'), { type: 'continue' }, { type: 'cardBound' }], sending);
    expect(activating).toEqual({ step: 'activating', code: 'EFIR30', pin: '1234' });
  });

  it('a PIN the server refuses is asked again; back from the PIN returns to the form', () => {
    const sending: PromoStep = { step: 'form', code: 'EFIR30', error: null, sending: true, pin: '1111' };
    const again = nextPromoStep(sending, refused(ErrorCode.PIN_WRONG, 'Неверный PIN'));
    expect(again).toEqual({ step: 'pin', code: 'EFIR30' });
    expect(nextPromoStep(again, { type: 'back' })).toEqual({ step: 'form', code: 'EFIR30', error: null, sending: false });
  });

  it('answers that arrive in a step that did not send change nothing', () => {
    const form = run([{ type: 'input', value: 'EFIR30' }]);
    expect(nextPromoStep(form, { type: 'sent', answer })).toBe(form);
    expect(nextPromoStep(form, refused(1))).toBe(form);
    expect(nextPromoStep(form, { type: 'cardBound' })).toBe(form);
  });

  it('a wrong code counts as a failed try for the cookie; a PIN or a card to link does not', () => {
    expect(countsAsFailure(ErrorCode.PROMO_CODE_UNKNOWN)).toBe(true);
    expect(countsAsFailure(ErrorCode.PROMO_CODE_EXPIRED)).toBe(true);
    expect(countsAsFailure(null)).toBe(true);
    expect(countsAsFailure(ErrorCode.PROMO_CARD_REQUIRED)).toBe(false);
    expect(countsAsFailure(ErrorCode.PIN_WRONG)).toBe(false);
    expect(countsAsFailure(ErrorCode.PURCHASE_PIN_REQUIRED)).toBe(false);
  });
});
