// @vitest-environment jsdom
import type { BankCard, PaymentMethods } from '@efir/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { ModalHost } from '../../ui/modal/modal-host';
import { type Prefill, renderWith } from '../blocks/test-support';
import { accountMethods } from './account-methods';
import { MyPaymentsAndServicesPage } from './my-payments-and-services-page';

const toast = { success: vi.fn(), error: vi.fn() };
vi.mock('../../ui/toast/toast', () => ({
  toast: { success: (...args: unknown[]) => toast.success(...args), error: (...args: unknown[]) => toast.error(...args) },
}));

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const VISA: BankCard = { id: '00000000-0000-4000-8000-00000000000a', brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2031 };
const MIR: BankCard = { id: '00000000-0000-4000-8000-00000000000b', brand: 'mir', last4: '0004', exp_month: 12, exp_year: 2029 };
const methods: PaymentMethods = {
  payment_methods: {
    purchase: [{ id: 1, name: 'account_prepaid', description: 'Balance', payment_url: null, balance: { amount: 1000, currency: 'RUB' } }],
    account_refill: [],
  },
};

let cards: BankCard[];
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (init?.method === 'DELETE' && url.includes('/api/v1/bank_cards/')) {
    cards = cards.filter((card) => !url.endsWith(card.id));
    return json(200, { bank_cards: cards });
  }
  if (url.includes('/api/v1/bank_cards')) return json(200, { bank_cards: cards });
  if (url.includes('/api/v1/payment_methods')) return json(200, methods);
  return json(404, { error_code: 1000004, description: 'not here' });
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  toast.success.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () => {
  const prefill: Prefill[] = [
    [endpointQuery('sessions.current'), { is_auth: true }],
    [accountMethods, methods],
    [endpointQuery('bankCards.list'), { bank_cards: cards }],
  ];
  renderWith(
    <>
      <MyPaymentsAndServicesPage />
      <ModalHost />
    </>,
    prefill,
  );
};

describe('/my/payments_and_services', () => {
  it('a visitor is asked to sign in', () => {
    renderWith(<MyPaymentsAndServicesPage />, [[endpointQuery('sessions.current'), { is_auth: false }]]);
    expect(screen.getByText('Sign in to open your account.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Payments and services sections' })).toBeNull();
  });

  it('shows the balance with its top-up, the linked cards and the way to the payments and the services', () => {
    cards = [VISA, MIR];
    show();
    expect(screen.getByRole('region', { name: 'Balance' }).textContent).toMatch(/RUB\s1,000/);
    expect(screen.getByRole('button', { name: 'Top up' })).toBeTruthy();
    const linked = within(screen.getByRole('region', { name: 'Linked cards' }));
    expect(linked.getByText('Visa •• 4242')).toBeTruthy();
    expect(linked.getByText('Valid until 03/31')).toBeTruthy();
    expect(linked.getByText('Мир •• 0004')).toBeTruthy();
    expect(linked.getByRole('button', { name: 'Link a card' })).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Payments and services sections' }));
    expect(nav.getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe('/my/payments_and_services/payments');
    expect(nav.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/my/payments_and_services/services');
  });

  it('a card is removed only after the viewer confirms, and the list refreshes', async () => {
    cards = [VISA];
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the card Visa •• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the card Visa •• 4242?' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('No linked cards.');
    const removal = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(removal?.[0])).toContain(`/api/v1/bank_cards/${VISA.id}`);
    expect(toast.success).toHaveBeenCalledWith('The card is removed');
  });
});
