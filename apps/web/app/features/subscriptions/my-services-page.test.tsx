// @vitest-environment jsdom
import { formatMoment, type Subscription } from '@efir/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { ModalHost } from '../../ui/modal/modal-host';
import { type Prefill, renderWith } from '../blocks/test-support';
import { MyServicesPage } from './my-services-page';

const toast = { success: vi.fn(), error: vi.fn() };
vi.mock('../../ui/toast/toast', () => ({
  toast: { success: (...args: unknown[]) => toast.success(...args), error: (...args: unknown[]) => toast.error(...args) },
}));

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const DAY_MS = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const subscription = (fields: Partial<Subscription>): Subscription => ({
  id: '00000000-0000-4000-8000-000000000001',
  service: { id: 3, alias: 'tv-archive', name: 'TV Archive' },
  status: 'subscribed',
  end_reason: null,
  active_until: inDays(20),
  next_charge: { date: inDays(20), amount: 199, currency: 'RUB' },
  payment_method: 'account_prepaid',
  ...fields,
});

let list: Subscription[];
let writeAnswer: () => Promise<Response>;
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (init?.method === 'POST' && url.includes('/api/v1/subscriptions/')) return writeAnswer();
  if (url.includes('/api/v1/subscriptions')) return json(200, { subscriptions: list });
  return json(404, { error_code: 1000004, description: 'not here' });
});
const writes = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => new URL(String(url), 'http://x').pathname);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const viewer: Prefill[] = [
  [endpointQuery('sessions.current'), { is_auth: true }],
  [endpointQuery('accounts.user'), { current_time_zone: 'Europe/Moscow' }],
];
const show = () => {
  renderWith(
    <>
      <MyServicesPage />
      <ModalHost />
    </>,
    [...viewer, [endpointQuery('subscriptions.list'), { subscriptions: list }]],
  );
};
/** The app's one date format (packages/contract/src/dates.ts), in the account's zone. */
const date = (iso: string) => formatMoment(iso, 'eng', 'Europe/Moscow');

describe('/my/payments_and_services/services', () => {
  it('a visitor is asked to sign in', () => {
    renderWith(<MyServicesPage />, [[endpointQuery('sessions.current'), { is_auth: false }]]);
    expect(screen.getByText('Sign in to open your account.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/subscriptions'))).toEqual([]);
  });

  it('without subscriptions it offers the services', () => {
    list = [];
    show();
    expect(screen.getByText('No subscriptions yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a subscription' }).getAttribute('href')).toBe('/services');
  });

  it('lists running subscriptions with the next charge, and ended ones with why they ended', () => {
    const ended = inDays(-3);
    list = [
      subscription({}),
      subscription({
        id: '00000000-0000-4000-8000-000000000002',
        service: { id: 4, alias: 'kinozal', name: 'Kinozal' },
        status: 'unsubscribed',
        end_reason: 'unsubscribed',
        next_charge: null,
      }),
      subscription({
        id: '00000000-0000-4000-8000-000000000003',
        service: { id: 5, alias: 'sport', name: 'Sport Life' },
        status: 'unsubscribed',
        end_reason: 'payment_failed',
        active_until: ended,
        next_charge: null,
        payment_method: 'card',
      }),
      subscription({
        id: '00000000-0000-4000-8000-000000000004',
        service: { id: 6, alias: 'kids', name: 'Kids' },
        status: 'unsubscribed',
        end_reason: 'refunded',
        active_until: ended,
        next_charge: null,
      }),
    ];
    show();
    const active = screen.getByRole('region', { name: 'Active' });
    const [archive, kinozal] = within(active).getAllByRole('listitem');
    expect(within(archive!).getByRole('link', { name: 'TV Archive' }).getAttribute('href')).toBe('/services/tv-archive');
    expect(within(archive!).getByText('The subscription is active')).toBeTruthy();
    expect(within(archive!).getByText(`Next charge on ${date(list[0]!.active_until)}: RUB 199 from the balance`)).toBeTruthy();
    expect(within(archive!).getByRole('button', { name: 'Cancel the subscription' })).toBeTruthy();
    expect(within(kinozal!).getByText(`Cancelled, access until ${date(list[1]!.active_until)}`)).toBeTruthy();
    expect(within(kinozal!).getByRole('button', { name: 'Resume' })).toBeTruthy();

    const over = screen.getByRole('region', { name: 'Ended' });
    expect(within(over).getByText(`Stopped on ${date(ended)}: the renewal could not be paid`)).toBeTruthy();
    expect(within(over).getByText(`Stopped on ${date(ended)}: the subscription was refunded`)).toBeTruthy();
    expect(within(over).queryByRole('button')).toBeNull();
  });

  it('cancelling asks first, keeps the subscription on «Keep», and refreshes the list after it is cancelled', async () => {
    list = [subscription({})];
    writeAnswer = () => json(200, { service: null });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the subscription' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription “TV Archive”?' });
    expect(within(dialog).getByText(new RegExp(`everything stays available until ${date(list[0]!.active_until)}`))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the subscription' }));
    dialog = await screen.findByRole('dialog');
    list = [subscription({ status: 'unsubscribed', end_reason: 'unsubscribed', next_charge: null })];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the subscription' }));
    await screen.findByRole('button', { name: 'Resume' });
    expect(writes()).toEqual(['/api/v1/subscriptions/3/unsubscribe']);
    expect(toast.success).toHaveBeenCalledWith('The subscription is cancelled');
  });

  it('resuming needs no confirmation; a refusal is told in the interface’s words for its code', async () => {
    list = [subscription({ status: 'unsubscribed', end_reason: 'unsubscribed', next_charge: null })];
    writeAnswer = () => json(409, { error_code: 1000411, description: 'No subscription to resume' });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No such subscription'));
    expect(writes()).toEqual(['/api/v1/subscriptions/3/cancel_unsubscribe']);
  });
});
