// @vitest-environment jsdom
import type { PaymentMethods, PurchaseOption } from '@efir/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { renderWith } from '../blocks/test-support';
import { PurchaseModal } from './purchase-modal';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

let buyAnswer: () => Promise<Response>;
let methodsAnswer: () => Promise<Response>;
const methods: PaymentMethods = {
  payment_methods: {
    purchase: [
      {
        id: 1,
        name: 'account_prepaid',
        description: 'From the account balance: 1,000 ₽',
        payment_url: null,
        balance: { amount: 1000, currency: 'RUB' },
      },
    ],
    account_refill: [
      { id: 4, name: 'any_card', description: 'New card', payment_url: 'https://acquirer.example/checkout' },
      { id: 2, name: 'external_url', description: 'Top up the account', payment_url: 'https://pay.example/refill' },
    ],
  },
};
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.includes('/api/v1/payment_methods')) return methodsAnswer();
  if (url.includes('/api/v1/buy') && init?.method === 'POST') return buyAnswer();
  return json(404, { error_code: 1000004, description: 'not here' });
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  methodsAnswer = () => json(200, methods);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const subscription: PurchaseOption = {
  seq_id: 1,
  usage_model: 'SERVICE',
  service: { id: 4, alias: 'cinema', name: 'Cinema' },
  content: { quality: 'HD', name: 'Cinema', media_item_type: null },
  periods: [
    { duration: 1, duration_unit: 'month', is_default: true, prices: [{ price_id: 11, type: 'one_time', amount: 299, currency: 'RUB' }] },
    {
      duration: 12,
      duration_unit: 'month',
      is_default: false,
      prices: [{ price_id: 12, type: 'discount', amount: 2990, original_amount: 3588, currency: 'RUB' }],
    },
  ],
  is_quick_purchase: false,
};
const target = { item_type: 'media_item' as const, item_id: 7, name: 'The Film', watchHref: '/movies/the-film?player' };

const toPayment = async () => {
  renderWith(<PurchaseModal target={target} context={{ options: [subscription], pinRequired: false }} />, [
    [endpointQuery('sessions.current'), { is_auth: true }],
  ]);
  expect(screen.getByRole('heading', { name: 'For how long' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /12 months.*2,990.*Was .*3,588/ }));
  expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
  await screen.findByRole('radio', { name: 'From the account balance: 1,000 ₽' });
};
const buyRequests = () => fetchMock.mock.calls.filter(([url, init]) => String(url).includes('/api/v1/buy') && init?.method === 'POST');

describe('purchase modal (spec 2 §4 Purchase flow, §8)', () => {
  it('a viewer picks the yearly period, pays from the balance and is offered to watch', async () => {
    buyAnswer = () =>
      json(200, {
        status: 'success',
        order_id: 'o1',
        ticket_id: null,
        challenge_url: null,
        notification: { display: { message: 'You are subscribed to “Cinema”', submessage: 'Access until 22 November 2027' } },
      });
    await toPayment();
    fireEvent.click(screen.getByRole('button', { name: /^Pay .*2,990$/ }));
    await screen.findByRole('heading', { name: 'You are subscribed to “Cinema”' });
    expect(screen.getByText('Access until 22 November 2027')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/movies/the-film?player');
    expect(buyRequests()).toHaveLength(1);
    expect(JSON.parse(String(buyRequests()[0]![1]?.body))).toEqual({
      seq_id: 1,
      price_id: 12,
      payment_method_id: 1,
      item: { item_type: 'media_item', item_id: 7 },
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('a short balance (2000034) shows the server’s message and the operator’s top-up page', async () => {
    buyAnswer = () => json(402, { error_code: 2000034, description: 'Not enough money: 2,990 ₽ is needed' });
    await toPayment();
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await screen.findByRole('heading', { name: 'The payment did not go through' });
    expect(screen.getByText('Not enough money: 2,990 ₽ is needed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Top up the account' }).getAttribute('href')).toBe('https://pay.example/refill'),
    );
  });

  it('another refusal without a description says error.default and offers no top-up', async () => {
    buyAnswer = () => Promise.resolve(new Response('', { status: 502 }));
    await toPayment();
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await screen.findByText('Something went wrong. Please try again.');
    expect(screen.queryByRole('link', { name: 'Top up the account' })).toBeNull();
  });

  it('a refused PIN brings the PIN pad back', async () => {
    buyAnswer = () => json(403, { error_code: 1000404, description: 'Enter the PIN' });
    await toPayment();
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await screen.findByRole('heading', { name: 'Enter the PIN' });
  });

  it('payment methods that fail to load say error.default, and nothing can be paid', async () => {
    methodsAnswer = () => Promise.resolve(new Response('', { status: 503 }));
    renderWith(<PurchaseModal target={target} context={{ options: [subscription], pinRequired: false }} />, [
      [endpointQuery('sessions.current'), { is_auth: true }],
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^1 month/ }));
    await screen.findByText('Something went wrong. Please try again.');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(buyRequests()).toHaveLength(0);
  });

  it('a trial or intro price states what follows it, not a struck-out price', () => {
    const intro: PurchaseOption = {
      ...subscription,
      periods: [
        {
          duration: 1,
          duration_unit: 'month',
          is_default: true,
          prices: [
            { price_id: 13, type: 'intro', amount: 1, original_amount: 299, currency: 'RUB' },
            { price_id: 11, type: 'one_time', amount: 299, currency: 'RUB' },
          ],
        },
        { duration: 7, duration_unit: 'day', is_default: false, prices: [{ price_id: 14, type: 'trial', amount: 0, currency: 'RUB' }] },
      ],
    };
    renderWith(<PurchaseModal target={target} context={{ options: [intro], pinRequired: false }} />, [
      [endpointQuery('sessions.current'), { is_auth: true }],
    ]);
    expect(screen.getByRole('button', { name: /1 month.*RUB\s1then\sRUB\s299/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /7 days.*RUB\s0then\sRUB\s299/ })).toBeTruthy();
    expect(screen.queryByText(/Was/)).toBeNull();
  });

  it('an intro price of several periods says for how long it holds', () => {
    const hits: PurchaseOption = {
      ...subscription,
      periods: [
        {
          duration: 1,
          duration_unit: 'month',
          is_default: true,
          prices: [
            {
              price_id: 15,
              type: 'intro',
              amount: 149.5,
              original_amount: 299,
              currency: 'RUB',
              intro: { duration: 1, periods: 3, unit: 'month' },
            },
            { price_id: 11, type: 'one_time', amount: 299, currency: 'RUB' },
          ],
        },
        {
          duration: 12,
          duration_unit: 'month',
          is_default: false,
          prices: [{ price_id: 16, type: 'one_time', amount: 2990, currency: 'RUB' }],
        },
      ],
    };
    renderWith(<PurchaseModal target={target} context={{ options: [hits], pinRequired: false }} />, [
      [endpointQuery('sessions.current'), { is_auth: true }],
    ]);
    expect(screen.getByRole('button', { name: /1 month.*RUB\s149\.50for the first 3 months, then RUB\s299/ })).toBeTruthy();
  });

  it('back from the payment returns to the periods', async () => {
    await toPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'For how long' })).toBeTruthy();
  });
});
