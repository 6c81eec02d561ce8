// @vitest-environment jsdom
import type { PaymentRecord } from '@efir/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { type Prefill, renderWith } from '../blocks/test-support';
import { PaymentHistoryPage } from './payment-history-page';

const fetchMock = vi.fn(() => Promise.reject(new Error('no request expected')));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payment = (fields: Partial<PaymentRecord>): PaymentRecord => ({
  order_id: '00000000-0000-4000-8000-000000000001',
  kind: 'purchase',
  date: '2026-05-01T09:30:00Z',
  item: { type: 'service', id: 3, name: 'TV Archive' },
  usage_model: 'SERVICE',
  amount: 199,
  currency: 'RUB',
  method: 'account_prepaid',
  bank_card: null,
  status: 'paid',
  renewal: false,
  ...fields,
});
const show = (payments: PaymentRecord[]) => {
  const prefill: Prefill[] = [
    [endpointQuery('sessions.current'), { is_auth: true }],
    [endpointQuery('accounts.user'), { current_time_zone: 'Europe/Moscow' }],
    [endpointQuery('payments.history'), { payments }],
  ];
  renderWith(<PaymentHistoryPage />, prefill);
};

describe('/my/payments_and_services/payments', () => {
  it('says so when there are no payments yet', () => {
    show([]);
    expect(screen.getByText('No payments yet.')).toBeTruthy();
  });

  it('shows each payment’s date, item, amount, method and status, and marks renewals', () => {
    show([
      payment({ renewal: true }),
      payment({
        order_id: '00000000-0000-4000-8000-000000000002',
        date: '2026-04-20T18:05:00Z',
        item: { type: 'media_item', id: 10007, name: 'The Golden Hunter' },
        usage_model: 'EST',
        amount: 399,
        method: 'card',
        bank_card: { brand: 'visa', last4: '4242' },
        status: 'refunded',
      }),
    ]);
    const [subscription, film] = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(within(subscription!).getByText('Subscription')).toBeTruthy();
    expect(within(subscription!).getByText('Renewal')).toBeTruthy();
    expect(within(subscription!).getByRole('link', { name: 'TV Archive' }).getAttribute('href')).toBe('/services/3');
    expect(within(subscription!).getByText('1 May 2026 at 12:30')).toBeTruthy();
    expect(within(subscription!).getByText(/From the balance/)).toBeTruthy();
    expect(within(subscription!).getByText('RUB 199')).toBeTruthy();
    expect(within(subscription!).getByText('Paid')).toBeTruthy();
    expect(
      within(subscription!)
        .getByRole('link', { name: /^Receipt: TV Archive/ })
        .getAttribute('href'),
    ).toBe('/my/payments_and_services/payments/00000000-0000-4000-8000-000000000001');

    expect(within(film!).getByText('Purchase')).toBeTruthy();
    expect(within(film!).queryByText('Renewal')).toBeNull();
    expect(within(film!).getByRole('link', { name: 'The Golden Hunter' }).getAttribute('href')).toBe('/media_items/10007');
    expect(within(film!).getByText(/Visa •• 4242/)).toBeTruthy();
    expect(within(film!).getByText('Refunded')).toBeTruthy();
  });

  it('lists a top-up by card as such, with no item to open', () => {
    show([
      payment({
        kind: 'refill',
        item: null,
        usage_model: null,
        amount: 300,
        method: 'card',
        bank_card: { brand: 'mastercard', last4: '4444' },
      }),
    ]);
    const [refill] = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(within(refill!).getByText('Top-up')).toBeTruthy();
    expect(within(refill!).getByText('Balance top-up')).toBeTruthy();
    expect(within(refill!).queryByRole('link', { name: 'Balance top-up' })).toBeNull();
    expect(within(refill!).getByText(/Mastercard •• 4444/)).toBeTruthy();
    expect(within(refill!).getByText('RUB 300')).toBeTruthy();
  });

  it('a rental paid with points says so, in points', () => {
    show([
      payment({
        item: { type: 'media_item', id: 7, name: 'The Treasures' },
        usage_model: 'TVOD',
        amount: 300,
        currency: 'PTS',
        method: 'bonus',
      }),
    ]);
    const [rental] = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(within(rental!).getByText(/With points/)).toBeTruthy();
    expect(within(rental!).getByText('300 pts')).toBeTruthy();
  });
});
