// @vitest-environment jsdom
import type { Service, ServicePurchaseState } from '@efir/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { ModalHost } from '../../ui/modal/modal-host';
import { type Prefill, renderWith } from '../blocks/test-support';
import { ServiceSubscription } from './service-subscription';

vi.mock('../../ui/toast/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => json(200, { service: null }));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UNTIL = '2099-06-01T12:00:00Z';
const UNTIL_TEXT = '1 June 2099 at 15:00';
type State = NonNullable<ServicePurchaseState['service']>;
const state = (fields: Partial<State>): State => ({
  status: 'subscribed',
  status_change_date: '2026-05-01T12:00:00Z',
  parent_service: null,
  external_billing: false,
  autopayment: true,
  active_until: UNTIL,
  ...fields,
});
const service = (purchaseState: State | null): Service => ({
  id: 3,
  alias: 'tv-archive',
  name: 'TV Archive',
  image: '/api/v1/images/poster/a',
  icon: '/api/v1/images/badge/a',
  description_short: 'The archive of every channel',
  active: true,
  content_type: 'channels',
  kind: 'subscription',
  parent_service_id: null,
  promo_label_text: null,
  promo_label_color: null,
  channels_count: 0,
  media_items_count: 0,
  karaoke_items_count: 0,
  purchase_state: { service: purchaseState },
});
const viewer: Prefill[] = [
  [endpointQuery('sessions.current'), { is_auth: true }],
  [endpointQuery('accounts.user'), { current_time_zone: 'Europe/Moscow' }],
];
const show = (purchaseState: State | null) =>
  renderWith(
    <>
      <ServiceSubscription service={service(purchaseState)} />
      <ModalHost />
    </>,
    viewer,
  );

describe('the service page’s subscription status (spec 2 §4)', () => {
  it('says nothing without a subscription', () => {
    show(null);
    expect(screen.queryByRole('paragraph')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a renewing subscription says when it renews and may be cancelled after a confirmation', async () => {
    show(state({}));
    expect(screen.getByText(`You are subscribed; it renews on ${UNTIL_TEXT}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My subscriptions' }).getAttribute('href')).toBe('/my/payments_and_services/services');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription “TV Archive”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the subscription' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url), 'http://x').pathname).toBe('/api/v1/subscriptions/3/unsubscribe');
    expect(init?.method).toBe('POST');
  });

  it('an unsubscribed one shows its active-until date and may be resumed at once', async () => {
    show(state({ status: 'unsubscribed', autopayment: false }));
    expect(screen.getByText(`Cancelled, access until ${UNTIL_TEXT}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').pathname).toBe('/api/v1/subscriptions/3/cancel_unsubscribe');
  });

  it('a bundle’s, a partner’s, a processing and a promo-code subscription only tell their state', () => {
    const cases: [State, string][] = [
      [state({ parent_service: { id: 1, alias: 'maximum', name: 'Maximum' } }), 'Included in your subscription “Maximum”'],
      [state({ status: 'subscribed_in_external_billing', external_billing: true }), 'Subscribed through a partner: manage it there'],
      [state({ status: 'unsubscribe_processing' }), 'The subscription is being processed'],
      [state({ autopayment: false }), `You are subscribed until ${UNTIL_TEXT}`],
    ];
    for (const [purchaseState, text] of cases) {
      show(purchaseState);
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      cleanup();
    }
  });
});
