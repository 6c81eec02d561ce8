// @vitest-environment jsdom
import type { PaymentReceipt } from '@efir/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { type Prefill, renderWith } from '../blocks/test-support';
import { PaymentReceiptPage, receiptNumber } from './payment-receipt-page';

const fetchMock = vi.fn(() => Promise.reject(new Error('no request expected')));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER = '3f2a9c1e-0000-4000-8000-000000000001';
const receipt = (fields: Partial<PaymentReceipt>): PaymentReceipt => ({
  order_id: ORDER,
  kind: 'purchase',
  date: '2026-05-01T09:30:00Z',
  item: { type: 'media_item', id: 10007, name: 'The Golden Hunter' },
  usage_model: 'TVOD',
  amount: 149,
  currency: 'RUB',
  method: 'card',
  bank_card: { brand: 'visa', last4: '4242' },
  status: 'paid',
  renewal: false,
  access: { from: '2026-05-01T09:30:00Z', until: '2026-05-03T09:30:00Z' },
  seller: null,
  ...fields,
});
const show = (value: PaymentReceipt) => {
  const prefill: Prefill[] = [
    [endpointQuery('sessions.current'), { is_auth: true }],
    [endpointQuery('accounts.user'), { current_time_zone: 'Europe/Moscow' }],
    [endpointQuery('payments.receipt', { params: { order_id: value.order_id } }), value],
  ];
  renderWith(<PaymentReceiptPage orderId={value.order_id} />, prefill);
};
const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/my/payments_and_services/payments/{order_id}', () => {
  it('tells a rental as a receipt: its number, when, what, the access it bought, how paid, its state and the total', () => {
    show(receipt({}));
    const article = screen.getByRole('article', { name: `Receipt No. ${receiptNumber(ORDER)}` });
    expect(receiptNumber(ORDER)).toBe('3F2A9C1E');
    expect(term('Date')).toBe('1 May 2026 at 12:30');
    expect(within(article).getByRole('link', { name: 'The Golden Hunter' }).getAttribute('href')).toBe('/media_items/10007');
    expect(term('Rental')).toBe('The Golden Hunter');
    expect(term('Access')).toBe('from 1 May 2026 at 12:30 to 3 May 2026 at 12:30');
    expect(term('Payment method')).toBe('Visa •• 4242');
    expect(term('Status')).toBe('Paid');
    expect(term('Payment number')).toBe(ORDER);
    expect(within(article).getByText('RUB 149')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('names the operator’s legal entity when it is set, else the brand', () => {
    const seller = { name: 'Efir Media LLC', tax_id: '7701234567', address: '1 Example St, Moscow', email: 'help@efir.test' };
    show(receipt({ seller }));
    const address = screen.getByRole('article').querySelector('address')!;
    expect(within(address).getByText('Efir Media LLC')).toBeTruthy();
    expect(within(address).getByText('Tax ID 7701234567')).toBeTruthy();
    expect(within(address).getByText('1 Example St, Moscow')).toBeTruthy();
    expect(within(address).getByRole('link', { name: 'help@efir.test' }).getAttribute('href')).toBe('mailto:help@efir.test');
    cleanup();
    show(receipt({}));
    expect(screen.getByRole('article').querySelector('address')!.textContent).toBe('Эфир');
  });

  it('a film bought for ever, a refund and a top-up read as such', () => {
    show(receipt({ usage_model: 'EST', status: 'refunded', access: { from: '2026-05-01T09:30:00Z', until: null } }));
    expect(term('Purchase')).toBe('The Golden Hunter');
    expect(term('Access')).toBe('from 1 May 2026 at 12:30, for ever');
    expect(term('Status')).toBe('Refunded');
    cleanup();
    show(receipt({ kind: 'refill', item: null, usage_model: null, access: null, method: 'card' }));
    expect(term('Top-up')).toBe('Balance top-up');
    expect(screen.queryByText('Access', { selector: 'dt' })).toBeNull();
  });
});
