// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { closeModal } from '../../ui/modal/modal-store';
import { renderWith } from '../blocks/test-support';
import { ColdStartModal } from './cold-start-modal';

let answer: () => Promise<Response>;
const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  act(() => closeModal());
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const genres = { genres: [{ id: 2, alias: 'comedy', name: 'Comedy', image: '/api/v1/images/tile/comedy' }], min_for_choosing: 5 };
const movies = {
  movies: Array.from({ length: 8 }, (_, index) => ({
    id: index + 1,
    name: `Film ${index + 1}`,
    image: `/api/v1/images/poster/${index + 1}`,
  })),
};
function Where() {
  const { pathname, hash } = useLocation();
  return <output data-testid="where">{pathname + hash}</output>;
}
function start() {
  renderWith(
    <>
      <ColdStartModal />
      <Where />
    </>,
    [
      [endpointQuery('coldStart.genres', {}), genres],
      [endpointQuery('coldStart.movies', { query: { genre_aliases: 'comedy' } }), movies],
    ],
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'Comedy' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
  for (const id of [1, 2, 3, 4]) fireEvent.click(screen.getByRole('checkbox', { name: `Film ${id}` }));
  expect(done.disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Film 5' }));
  expect(done.disabled).toBe(false);
  fireEvent.click(done);
}
const posters = () => screen.getAllByRole('img').map((img) => img.getAttribute('alt'));

describe('cold-start modal (spec 2 §4 Cold start, §8, §9)', () => {
  it('saves the choice, turns five posters over each second for the loading duration, then goes to /#cold_start', async () => {
    answer = () => json(200, { loading_screen: { duration: 3 }, media_view_alias: 'home' });
    start();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/cold_start/result');
    expect(JSON.parse(String(init?.body))).toEqual({ genre_aliases: ['comedy'], content_ids: [1, 2, 3, 4, 5] });
    expect(posters()).toEqual(['Film 1', 'Film 2', 'Film 3', 'Film 4', 'Film 5']);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(posters()).toEqual(['Film 2', 'Film 3', 'Film 4', 'Film 5', 'Film 6']);
    expect(screen.getByTestId('where').textContent).toBe('/movies');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('where').textContent).toBe('/#cold_start');
  });

  it('a failed save shows the generic error view and goes nowhere', async () => {
    answer = () => json(500, { error_code: 1000000, description: 'boom' });
    start();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Something went wrong', { exact: false })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('where').textContent).toBe('/movies');
  });
});
