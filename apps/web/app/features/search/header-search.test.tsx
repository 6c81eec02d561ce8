// @vitest-environment jsdom
import type { SearchItem } from '@efir/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api/client';
import { createQueryClient } from '../../api/queries';
import { i18nFor } from '../../i18n/i18n';
import { HeaderSearch } from './header-search';
import { SUGGEST_DEBOUNCE_MS, SUGGESTIONS_LIMIT } from './suggestions';

const film = (id: number, name: string) =>
  ({ item_type: 'media_item', id, slug: `film-${id}`, type: 'film', name, year: 2014, logo: '/p' }) as unknown as SearchItem;
const channel = { item_type: 'channel', id: 7, slug: 'news', name: 'News 24', logo: '/l' } as unknown as SearchItem;

/** Each call the field makes, answered when the test says. */
let calls: { query: Record<string, string>; answer: (items: SearchItem[]) => Promise<void> }[];

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderSearch() {
  const api = {
    call: (_name: string, input: { query: Record<string, string> }) =>
      new Promise((resolve) => {
        calls.push({
          query: input.query,
          answer: async (items) => {
            await act(async () => resolve({ query: input.query.query, items }));
          },
        });
      }),
  } as unknown as Api;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <HeaderSearch />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient(api)}>
      <I18nextProvider i18n={i18nFor('eng')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const field = screen.getByRole('combobox', { name: 'Search' });
  act(() => field.focus());
  return field;
}

const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });
const pause = (ms = SUGGEST_DEBOUNCE_MS) => act(() => vi.advanceTimersByTime(ms));
const address = () => screen.getByRole('status', { name: 'address' }).textContent;
/** The options' code loads lazily, and React shows a suspended list after its own short delay. */
const options = async () => {
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(500);
  });
  return screen.queryAllByRole('option');
};

beforeEach(() => {
  calls = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('header search suggestions', () => {
  it('asks once typing pauses, from 2 characters, for at most 8 suggestions', async () => {
    const field = renderSearch();
    type(field, 'd');
    pause(1000);
    expect(calls).toHaveLength(0);
    type(field, 'dr');
    pause(SUGGEST_DEBOUNCE_MS - 50);
    type(field, 'dra');
    pause(SUGGEST_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    pause(1);
    expect(calls.map((call) => call.query)).toEqual([{ query: 'dra', limit: String(SUGGESTIONS_LIMIT) }]);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await calls[0]!.answer([film(1, 'Drama Queen'), channel]);
    expect((await options()).map((option) => option.textContent)).toEqual(['Drama QueenFilm · 2014', 'News 24TV channel']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Suggestions' }).id).toBe(field.getAttribute('aria-controls'));
  });

  it('never lets a late answer to an older text replace the newer one', async () => {
    const field = renderSearch();
    type(field, 'dra');
    pause();
    type(field, 'drama');
    pause();
    expect(calls.map((call) => call.query.query)).toEqual(['dra', 'drama']);
    await calls[1]!.answer([film(2, 'Drama Queen')]);
    await calls[0]!.answer([film(3, 'Dracula')]);
    expect((await options()).map((option) => option.textContent)).toEqual(['Drama QueenFilm · 2014']);
  });

  it('arrows move the highlight, Enter opens the highlighted suggestion, Escape closes the list and keeps the text', async () => {
    const field = renderSearch();
    type(field, 'news');
    pause();
    await calls[0]!.answer([film(1, 'Newsroom'), channel]);
    const [first, second] = await options();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(second!.id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.getAttribute('aria-activedescendant')).toBe(second!.id);

    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect((field as HTMLInputElement).value).toBe('news');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await act(async () => fireEvent.keyDown(field, { key: 'Enter' }));
    expect(address()).toBe('/tv/news');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter with nothing highlighted opens the search page for the text; a click opens a suggestion', async () => {
    const field = renderSearch();
    type(field, 'drama');
    pause();
    await calls[0]!.answer([film(1, 'Drama Queen')]);
    await act(async () => fireEvent.submit(field.closest('form')!));
    expect(address()).toBe('/search?query=drama');

    act(() => field.focus());
    type(field, 'drama');
    pause();
    const [option] = await options();
    await act(async () => fireEvent.click(option!));
    expect(address()).toBe('/movies/film-1');
  });
});
