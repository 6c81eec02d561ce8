// @vitest-environment jsdom
import type { PurchaseOption, PurchaseVariants } from '@efir/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { ModalHost } from '../../ui/modal/modal-host';
import { closeModal } from '../../ui/modal/modal-store';
import { type Prefill, renderWith } from '../blocks/test-support';
import { PurchaseButton } from './purchase-button';

const openLogin = vi.fn();
vi.mock('../auth/open-login', () => ({ openLogin: () => openLogin() }));

const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.reject(new Error('no request expected')));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  openLogin.mockClear();
});
afterEach(() => {
  act(() => closeModal());
  cleanup();
  vi.unstubAllGlobals();
});

const target = { item_type: 'media_item' as const, item_id: 7, name: 'The Film', watchHref: '/movies/the-film?player' };
const rent: PurchaseOption = {
  seq_id: 3,
  usage_model: 'TVOD',
  service: null,
  content: { quality: 'HD', name: 'The Film', media_item_type: 'film' },
  periods: [
    { duration: 48, duration_unit: 'hour', is_default: true, prices: [{ price_id: 31, type: 'one_time', amount: 149, currency: 'RUB' }] },
  ],
  is_quick_purchase: false,
};
const buyFilm: PurchaseOption = {
  ...rent,
  seq_id: 2,
  usage_model: 'EST',
  periods: [
    { duration: null, duration_unit: null, is_default: true, prices: [{ price_id: 21, type: 'one_time', amount: 399, currency: 'RUB' }] },
  ],
};

const signedIn = (variants: PurchaseVariants, pinRequired = false): Prefill[] => [
  [endpointQuery('sessions.current'), { is_auth: true }],
  [endpointQuery('purchases.variants', { query: { item_type: 'media_item', item_id: 7 } }), variants],
  [endpointQuery('accounts.user'), { profile: { purchase_limits: { is_pin_required: pinRequired } } }],
];
const render = (prefill: Prefill[]) =>
  renderWith(
    <>
      <PurchaseButton target={target} usageModel="EST" />
      <ModalHost />
    </>,
    prefill,
  );

describe('purchase button (spec 2 §4, §6)', () => {
  it('a visitor gets the login modal, and no purchase details are requested', () => {
    render([[endpointQuery('sessions.current'), { is_auth: false }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(openLogin).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a viewer sees the cheapest way in, and the modal offers every option', async () => {
    render(signedIn({ purchase_variants: [buyFilm, rent], purchased: null }));
    fireEvent.click(screen.getByRole('button', { name: /^Rent from .*149$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'How to watch' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Buy for good.*from .*399/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Rent.*from .*149/ })).toBeTruthy();
    expect(openLogin).not.toHaveBeenCalled();
  });

  it('a profile whose purchases need the PIN starts with the PIN pad', async () => {
    render(signedIn({ purchase_variants: [rent], purchased: null }, true));
    fireEvent.click(screen.getByRole('button', { name: /^Rent from/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Enter the PIN' })).toBeTruthy();
  });

  it('what already opens the item is said instead of a button, with its end', () => {
    render(signedIn({ purchase_variants: [], purchased: { usage_model: 'TVOD', until: '2026-12-22T12:00:00.000Z' } }));
    expect(screen.queryByRole('button')).toBeNull();
    // The account's time zone (Moscow, the default), whatever the machine's.
    expect(screen.getByText('Yours until 22 December 2026 at 15:00')).toBeTruthy();
    cleanup();
    render(signedIn({ purchase_variants: [], purchased: { usage_model: 'EST', until: null } }));
    expect(screen.getByText('Bought: watch whenever you like')).toBeTruthy();
  });

  it('an item nothing sells has no purchase action', () => {
    const { container } = render(signedIn({ purchase_variants: [], purchased: null }));
    expect(container.innerHTML).toBe('');
  });
});

describe('a title’s one primary action (issue 13 point 14)', () => {
  const watch = <a href="/movies/the-film?player">Watch</a>;
  const renderTitle = (prefill: Prefill[], usageModel: 'SERVICE' | 'TVOD' = 'TVOD') =>
    renderWith(<PurchaseButton target={target} usageModel={usageModel} variant="primary" watch={watch} />, prefill);

  it('not held: the priced way in alone, no separate watch link', () => {
    renderTitle(signedIn({ purchase_variants: [buyFilm, rent], purchased: null }));
    expect(screen.getByRole('button', { name: /^Rent from .*149$/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Watch' })).toBeNull();
  });

  it('a visitor sees the subscription as a way to watch, and signs in', () => {
    renderTitle([[endpointQuery('sessions.current'), { is_auth: false }]], 'SERVICE');
    fireEvent.click(screen.getByRole('button', { name: 'Watch with a subscription' }));
    expect(openLogin).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: 'Watch' })).toBeNull();
  });

  it('held: watch, with what holds it', () => {
    renderTitle(signedIn({ purchase_variants: [], purchased: { usage_model: 'EST', until: null } }));
    expect(screen.getByRole('link', { name: 'Watch' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Bought: watch whenever you like')).toBeTruthy();
  });

  it('nothing sold: watch, and the player says why', () => {
    renderTitle(signedIn({ purchase_variants: [], purchased: null }));
    expect(screen.getByRole('link', { name: 'Watch' })).toBeTruthy();
  });
});
