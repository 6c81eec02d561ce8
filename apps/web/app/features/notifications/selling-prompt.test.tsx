// @vitest-environment jsdom
import type { NotificationDisplay, PurchaseOption, PurchaseVariants } from '@efir/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { ModalHost } from '../../ui/modal/modal-host';
import { closeModal } from '../../ui/modal/modal-store';
import { type Prefill, renderWith } from '../blocks/test-support';
import { openSellingPrompt, type SoldItem } from './selling-prompt';

const reportStatus = vi.fn();
vi.mock('./statuses', () => ({ reportStatus: (...args: unknown[]) => reportStatus(...args) }));

const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.reject(new Error('no request expected')));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  reportStatus.mockClear();
});
afterEach(() => {
  act(() => closeModal());
  cleanup();
  vi.unstubAllGlobals();
});

const MESSAGE_ID = 'a7f0c6f2-0000-4000-8000-000000000001';
const film: SoldItem = {
  id: 7,
  name: 'The Film',
  logo: '/images/the-film.jpg',
  poster_bg_color: '#203040',
  usage_model: 'TVOD',
  type: 'film',
  slug: 'the-film',
  series_slug: null,
  season_slug: null,
};
const display: NotificationDisplay = {
  display_type: 'popup',
  message: 'New to rent',
  submessage: '<b>This week</b> only<img src=x onerror="alert(1)">',
  is_cancellable: true,
  force_display: false,
};
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
const signedIn = (variants: PurchaseVariants): Prefill[] => [
  [endpointQuery('sessions.current'), { is_auth: true }],
  [endpointQuery('purchases.variants', { query: { item_type: 'media_item', item_id: 7 } }), variants],
  [endpointQuery('accounts.user'), { profile: { purchase_limits: { is_pin_required: false } } }],
];

async function prompt(variants: PurchaseVariants, shown: NotificationDisplay | null = display) {
  renderWith(<ModalHost />, signedIn(variants));
  act(() => openSellingPrompt(film, shown, MESSAGE_ID));
  return screen.findByRole('dialog');
}

describe('the selling-screen prompt (spec 2 §2 modals, issue 17)', () => {
  it('shows the item’s poster and name with the message and its sanitised submessage, and counts as shown', async () => {
    const dialog = await prompt({ purchase_variants: [rent], purchased: null });
    expect(within(dialog).getByRole('heading', { name: 'New to rent' })).toBeTruthy();
    expect(within(dialog).getByText('The Film')).toBeTruthy();
    expect(dialog.querySelector('img[src*="the-film"]')).not.toBeNull();
    expect(within(dialog).getByText('This week').tagName).toBe('B');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(reportStatus.mock.calls).toEqual([[MESSAGE_ID, 'shown']]);
  });

  it('its way in is the purchase flow: the priced button opens the purchase modal, and counts as clicked', async () => {
    const dialog = await prompt({ purchase_variants: [rent], purchased: null });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Rent from .*149$/ }));
    // One option of one period: the purchase modal starts at its payment.
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(screen.getByText(/^Rent · 48 hours/)).toBeTruthy();
    expect(screen.queryByTestId('selling-prompt')).toBeNull();
    expect(reportStatus).toHaveBeenCalledWith(MESSAGE_ID, 'clicked');
  });

  it('a viewer who holds the item gets Watch, to its player, instead of a price', async () => {
    const dialog = await prompt({ purchase_variants: [], purchased: { usage_model: 'EST', until: null } });
    expect(within(dialog).queryByRole('button', { name: /Rent/ })).toBeNull();
    const watch = within(dialog).getByRole('link', { name: 'Watch' });
    expect(watch.getAttribute('href')).toBe('/movies/the-film/player');
    fireEvent.click(watch);
    expect(reportStatus).toHaveBeenCalledWith(MESSAGE_ID, 'clicked');
  });

  it('may always be closed; without the message’s display the item’s name is its title', async () => {
    const dialog = await prompt({ purchase_variants: [rent], purchased: null }, null);
    expect(within(dialog).getByRole('heading', { name: 'The Film' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('selling-prompt')).toBeNull();
  });
});
