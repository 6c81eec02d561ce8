// @vitest-environment jsdom
import type { PaymentMethods } from '@efir/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../blocks/test-support';
import { accountMethods } from './account-methods';
import { TopUpModal } from './top-up-modal';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const CARD_ID = '00000000-0000-4000-8000-00000000000a';
const TICKET = '00000000-0000-4000-8000-0000000000aa';
const CHALLENGE = 'http://127.0.0.1:3311/3ds/ch_1';
const methods = (refill: PaymentMethods['payment_methods']['account_refill']): PaymentMethods => ({
  payment_methods: {
    purchase: [{ id: 1, name: 'account_prepaid', description: 'Balance', payment_url: null, balance: { amount: 1000, currency: 'RUB' } }],
    account_refill: refill,
  },
});
const linked = methods([
  { id: 5, name: 'linked_card', description: 'Visa •• 4242', payment_url: null, bank_card: { id: CARD_ID } },
  { id: 6, name: 'any_card', description: 'New card', payment_url: 'http://127.0.0.1:3311' },
]);

let refillAnswer: () => Promise<Response>;
let confirmAnswer: () => Promise<Response>;
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.includes('/api/v1/account/refill')) return refillAnswer();
  if (url.includes('/api/v1/tickets/confirm')) return confirmAnswer();
  if (url.includes('/api/v1/payment_methods')) return json(200, linked);
  return json(404, { error_code: 1000004, description: `not here: ${init?.method} ${url}` });
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bodiesOf = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path)).map(([, init]) => JSON.parse(String(init?.body)));

const show = (answer: PaymentMethods = linked) => renderWith(<TopUpModal />, [[accountMethods, answer]]);
const enter = (amount: string) => {
  const field = screen.getByLabelText('Amount');
  fireEvent.change(field, { target: { value: amount } });
  fireEvent.blur(field);
};

describe('topping up the balance', () => {
  it('takes a whole amount within the limits and a linked card', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Top up the balance' })).toBeTruthy();
    expect(screen.getByText(/^The balance is RUB\s1,000 now$/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Visa •• 4242' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: 'New card' })).toBeNull();
    enter('5');
    expect(screen.getByRole('alert').textContent).toMatch(/^Enter an amount from RUB\s10 to RUB\s50,000$/);
    expect(screen.getByRole('button', { name: 'Top up' })).toHaveProperty('disabled', true);
    enter('50001');
    expect(screen.getByRole('button', { name: 'Top up' })).toHaveProperty('disabled', true);
    enter('500');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /^Top up by RUB\s500$/ })).toHaveProperty('disabled', false);
  });

  it('a card without 3-D Secure tops up at once with one idempotency key and tells the server’s notification', async () => {
    refillAnswer = () =>
      json(200, {
        status: 'success',
        order_id: TICKET,
        ticket_id: null,
        challenge_url: null,
        notification: { display: { message: 'Topped up by 500 ₽', submessage: 'Balance: 1,500 ₽' } },
      });
    show();
    enter('500');
    fireEvent.click(screen.getByRole('button', { name: /^Top up by RUB\s500$/ }));
    await screen.findByRole('heading', { name: 'Topped up by 500 ₽' });
    expect(screen.getByText('Balance: 1,500 ₽')).toBeTruthy();
    const [body] = bodiesOf('/api/v1/account/refill');
    expect(body).toMatchObject({ amount: 500, bank_card_id: CARD_ID });
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('wait_payment frames the bank’s page; its answer from its own origin confirms the ticket', async () => {
    refillAnswer = () =>
      json(200, {
        status: 'wait_payment',
        order_id: TICKET,
        ticket_id: TICKET,
        challenge_url: CHALLENGE,
        notification: { display: { message: 'Confirm the payment' } },
      });
    confirmAnswer = () => json(200, { status: 'success', notification: { display: { message: 'Topped up by 500 ₽' } }, bank_card: null });
    show();
    enter('500');
    fireEvent.click(screen.getByRole('button', { name: /^Top up by RUB\s500$/ }));
    const frame = (await screen.findByTitle('Your bank’s page to confirm the payment', {}, { timeout: 5000 })) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(CHALLENGE);
    // The frame's listener comes with the effects of the render that drew it, which findByTitle does not wait for.
    await act(async () => undefined);
    const data = { source: 'efir-sandbox-acquirer', type: '3ds-result', challenge_id: 'ch_1', status: 'passed' };
    act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.test', source: frame.contentWindow })));
    expect(bodiesOf('/api/v1/tickets/confirm')).toEqual([]);
    act(
      () => void window.dispatchEvent(new MessageEvent('message', { data, origin: 'http://127.0.0.1:3311', source: frame.contentWindow })),
    );
    await screen.findByRole('heading', { name: 'Topped up by 500 ₽' }, { timeout: 5000 });
    const [confirm] = bodiesOf('/api/v1/tickets/confirm');
    expect(confirm).toMatchObject({ ticket_id: TICKET });
  });

  it('a declined payment shows the bank’s reason, and the viewer may try again', async () => {
    refillAnswer = () => json(402, { error_code: 1000405, description: 'Insufficient funds on the card' });
    show();
    enter('500');
    fireEvent.click(screen.getByRole('button', { name: /^Top up by RUB\s500$/ }));
    await screen.findByRole('heading', { name: 'The balance was not topped up' });
    expect(screen.getByText('Insufficient funds on the card')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toBeTruthy());
  });

  it('without a linked card it says so, opens card entry to link one, and offers the operator’s own top-up page', async () => {
    show(methods([{ id: 7, name: 'external_url', description: 'Top up', payment_url: 'https://pay.example/refill' }]));
    expect(screen.getByText('Topping up needs a linked card.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Top up on the operator’s site' }).getAttribute('href')).toBe('https://pay.example/refill');
    expect(screen.queryByLabelText('Amount')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Link a card' }));
    expect(await screen.findByRole('heading', { name: 'Link a card' })).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url).includes('/api/v1/bank_cards') && init?.method === 'POST')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Topping up needs a linked card.')).toBeTruthy();
  });
});
