// @vitest-environment jsdom
import { ErrorCode, PROMO_DAILY_ATTEMPTS, type PromoCodeSent } from '@efir/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { renderWith } from '../blocks/test-support';
import { countFailedPromoHere, PROMO_ATTEMPTS_COOKIE } from './promo-attempts';
import { PromoCodeFlow } from './promo-code-flow';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const activated: PromoCodeSent = {
  notification: {
    event_code: 'promocode_activated',
    event_type: 'display',
    display: { display_type: 'panel', message: 'Promo code activated: 30 days', submessage: 'Access until 22 December', duration: 5 },
  },
  items: [],
};

let sendAnswer: () => Promise<Response>;
const sent: unknown[] = [];
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input).includes('/api/v1/promocodes/send') && init?.method === 'POST') {
    sent.push(JSON.parse(String(init.body)));
    return sendAnswer();
  }
  return json(404, { error_code: 1000004, description: 'not here' });
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sent.length = 0;
  document.cookie = `${PROMO_ATTEMPTS_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(pinRequired = false) {
  const onSuccess = vi.fn();
  renderWith(<PromoCodeFlow onSuccess={onSuccess} successActions={() => <button type="button">Done</button>} />, [
    [endpointQuery('accounts.user'), { is_auth: true, profile: { purchase_limits: { is_pin_required: pinRequired } } }],
  ]);
  return onSuccess;
}

const field = () => screen.getByLabelText('Promo code');
const submit = () => screen.getByRole('button', { name: 'Activate' });
const enter = (value: string) => {
  fireEvent.change(field(), { target: { value } });
  fireEvent.click(submit());
};

describe('the promo-code flow on screen (spec 2 §4)', () => {
  it('submit is disabled while empty; the code shows upper case, goes out trimmed, and success shows the server’s words', async () => {
    sendAnswer = () => json(200, activated);
    const onSuccess = show();
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field(), { target: { value: ' efir30 ' } });
    expect((field() as HTMLInputElement).value).toBe(' EFIR30 ');
    fireEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Promo code activated: 30 days' })).toBeTruthy();
    expect(screen.getByText('Access until 22 December')).toBeTruthy();
    expect(sent).toEqual([{ code: 'EFIR30' }]);
    expect(onSuccess).toHaveBeenCalledWith(activated);
  });

  it('another error stays on the form as the field’s error and counts a failed try in the cookie', async () => {
    sendAnswer = () => json(404, { error_code: ErrorCode.PROMO_CODE_UNKNOWN, description: 'There is no such promo code' });
    show();
    enter('nope');
    expect((await screen.findByRole('alert')).textContent).toBe('There is no such promo code');
    expect(document.cookie).toMatch(new RegExp(`${PROMO_ATTEMPTS_COOKIE}=1\\.`));
  });

  it('2000021 shows the info step with the server’s description; continue opens card entry; back returns', async () => {
    sendAnswer = () => json(403, { error_code: ErrorCode.PROMO_CARD_REQUIRED, description: 'Link a card first' });
    show();
    enter('kinokarta');
    expect(await screen.findByRole('heading', { name: 'A bank card is needed' })).toBeTruthy();
    expect(screen.getByText('Link a card first')).toBeTruthy();
    expect(document.cookie).not.toContain(`${PROMO_ATTEMPTS_COOKIE}=`);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Link a card' })).toBeTruthy();
    expect(screen.getByText('Link a card to activate the promo code KINOKARTA')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'A bank card is needed' })).toBeTruthy();
  });

  it('with the day’s five failures spent, nothing is sent and the field says so', async () => {
    for (let i = 0; i < PROMO_DAILY_ATTEMPTS; i++) countFailedPromoHere();
    show();
    enter('EFIR30');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many promo code attempts today: try again tomorrow');
    expect(sent).toEqual([]);
  });

  it('a profile that needs its PIN is asked for it before anything is sent', async () => {
    show(true);
    enter('EFIR30');
    expect(await screen.findByRole('heading', { name: 'Enter the PIN' })).toBeTruthy();
    await waitFor(() => expect(sent).toEqual([]));
  });
});
