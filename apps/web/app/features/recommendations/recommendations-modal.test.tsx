// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../blocks/test-support';
import { autoCloseMs, RECOMMENDATIONS_AUTO_CLOSE_MS } from './auto-close';
import { RecommendationsModal } from './recommendations-modal';

const closeModal = vi.fn();
vi.mock('../../ui/modal/modal-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../ui/modal/modal-store')>()),
  closeModal: () => closeModal(),
}));

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const film = (id: number) => ({
  item_type: 'media_item',
  id,
  slug: `film-${id}`,
  type: 'film',
  name: `Film ${id}`,
  short_description: 'About it',
  year: 2020,
  genres: [],
  age_level: { id: 1, name: '16+', age_value: 16 },
  ratings: { service: 7.25, user: null },
  logo: '/api/v1/images/poster/k',
  visit_card: '/api/v1/images/card/k',
  poster_bg_color: '#000',
  series_slug: null,
  season_slug: null,
});
let viewAnswer: () => Promise<Response>;
const fetchMock = vi.fn((input: RequestInfo | URL) =>
  /\/api\/v1\/media_views\/(item-recommendations|home)\?/.test(String(input))
    ? viewAnswer()
    : json(404, { error_code: 1000004, description: 'no' }),
);
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  closeModal.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
const view = {
  id: 10,
  alias: 'item-recommendations',
  name: 'What to watch next',
  blocks: [
    {
      id: 1001,
      name: 'Watch next',
      sub_name: null,
      type: 'content',
      tag: 'item_recommendations',
      target: null,
      display_type: null,
      items: [film(2), film(3)],
      custom_data: null,
    },
  ],
};

describe('recommendations modal (spec 2 §4, §8, §9)', () => {
  it('shows what to watch after the item and closes after 30 s without a mouse move; a move starts the wait again', async () => {
    viewAnswer = () => json(200, view);
    renderWith(<RecommendationsModal mediaItemId={7} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('media_views'))![0])).toContain('media_item_id=7');
    expect(screen.getByText('Watch next')).toBeTruthy();
    expect(screen.getByText('Film 2')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(RECOMMENDATIONS_AUTO_CLOSE_MS - 1000));
    fireEvent.mouseMove(window);
    await act(() => vi.advanceTimersByTimeAsync(RECOMMENDATIONS_AUTO_CLOSE_MS - 1000));
    expect(closeModal).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(closeModal).toHaveBeenCalledTimes(1);
  });

  it('shows the first row of titles of the media view a message names, and an A/B test’s message never closes on its own', async () => {
    const home = {
      ...view,
      alias: 'home',
      blocks: [
        { ...view.blocks[0]!, id: 1, name: 'Promotions', type: 'banners', tag: null },
        { ...view.blocks[0]!, id: 2, name: 'Continue', tag: null, items: [] },
        { ...view.blocks[0]!, id: 3, name: 'New', tag: null },
      ],
    };
    viewAnswer = () => json(200, home);
    renderWith(<RecommendationsModal mediaItemId={7} mediaViewAlias="home" abTest />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('media_views'))![0])).toMatch(
      /media_views\/home\?media_item_id=7/,
    );
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Film 3')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(RECOMMENDATIONS_AUTO_CLOSE_MS * 3));
    expect(closeModal).not.toHaveBeenCalled();
  });

  it('closes when loading fails, asking once only', async () => {
    viewAnswer = () => json(500, { error_code: 1000000, description: 'boom' });
    renderWith(<RecommendationsModal mediaItemId={7} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(closeModal).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('media_views'))).toHaveLength(1);
  });

  it('never closes on its own for a viewer in the recommendations_modal_ab segment', () => {
    expect(autoCloseMs(undefined, 'profile-1')).toBe(RECOMMENDATIONS_AUTO_CLOSE_MS);
    expect(autoCloseMs({ recommendations_modal_ab: { ab_salt: 'r', ab_percent: 100 } }, 'profile-1')).toBe(0);
    expect(autoCloseMs({ recommendations_modal_ab: { ab_salt: 'r', ab_percent: 0 } }, 'profile-1')).toBe(RECOMMENDATIONS_AUTO_CLOSE_MS);
    expect(autoCloseMs({ recommendations_modal_ab: { ab_salt: 'r', ab_percent: 100 } }, null)).toBe(RECOMMENDATIONS_AUTO_CLOSE_MS);
  });
});
