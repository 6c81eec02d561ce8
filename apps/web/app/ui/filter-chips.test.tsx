// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18nFor } from '../i18n/i18n';
import { type ChipList, FILTER_SHEET_QUERY, FilterChips } from './filter-chips';

const genres: ChipList = {
  alias: 'genres',
  name: 'Genre',
  anyTitle: 'All genres',
  options: [
    { alias: 'drama', name: 'Drama' },
    { alias: 'comedy', name: 'Comedy' },
    { alias: 'horror', name: 'Horror' },
  ],
  chosen: [],
};
const sort: ChipList = {
  alias: 'sort',
  name: 'Order',
  anyTitle: '',
  options: [
    { alias: 'popular', name: 'Popular' },
    { alias: 'new', name: 'New' },
  ],
  chosen: ['popular'],
  single: true,
};

/** The chips as a page holds them: chosen values in its own state, inside a GET form. */
function Harness({ onSwitch = () => {} }: { onSwitch?: (alias: string) => void }) {
  const [chosen, setChosen] = useState<Record<string, string[]>>({ genres: [], sort: ['popular'] });
  const toggle = (list: string, option: string) =>
    setChosen((now) => {
      const current = now[list] ?? [];
      if (list === 'sort') return { ...now, sort: [option] };
      return { ...now, [list]: current.includes(option) ? current.filter((known) => known !== option) : [...current, option] };
    });
  return (
    <I18nextProvider i18n={i18nFor('eng')}>
      <form aria-label="Filters form">
        <FilterChips
          label="Filters"
          lists={[
            { ...genres, chosen: chosen.genres ?? [] },
            { ...sort, chosen: chosen.sort ?? [] },
          ]}
          switches={[{ alias: 'new', name: 'New releases', on: false }]}
          onOption={toggle}
          onSwitch={onSwitch}
        />
      </form>
      <button type="button">Elsewhere</button>
    </I18nextProvider>
  );
}

const chip = (name: string | RegExp) => screen.getByRole('button', { name });
const submitted = () => new URLSearchParams(new FormData(screen.getByRole<HTMLFormElement>('form')) as never).toString();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('filter chips on a desktop', () => {
  it('a chip opens its options under it, arrows move between them, Space and Enter choose, Escape closes back to the chip', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Filters' }).querySelectorAll('button')).toHaveLength(2);
    const genreChip = chip('Genre: All genres');
    expect(genreChip.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(genreChip.getAttribute('aria-controls') ?? '')!;
    expect(panel.hidden).toBe(true);

    fireEvent.click(genreChip);
    expect(genreChip.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Genre' })).toBe(panel);
    expect(panel.getAttribute('aria-modal')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Drama' }));

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Comedy' }));
    fireEvent.click(document.activeElement!);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Horror' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Drama' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(submitted()).toBe('genres=drama&genres=comedy&sort=popular');
    expect(chip('Genre: 2')).toBe(genreChip);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(genreChip);
  });

  it('ArrowDown on a chip opens it; a single choice closes its list once made', () => {
    render(<Harness />);
    const order = chip('Order: Popular');
    fireEvent.keyDown(order, { key: 'ArrowDown' });
    expect(order.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Popular' }));
    // An arrow only moves: a radio would otherwise choose as it moved.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(submitted()).toContain('sort=popular');
    fireEvent.click(document.activeElement!);
    expect(submitted()).toContain('sort=new');
    expect(order.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(chip('Order: New'));
  });

  it('in the TV view ArrowDown leaves a chip closed, for the remote to move on; Enter still opens it', () => {
    document.documentElement.dataset.tvView = 'true';
    onTestFinished(() => {
      delete document.documentElement.dataset.tvView;
    });
    render(<Harness />);
    const genre = chip('Genre: All genres');
    const arrow = fireEvent.keyDown(genre, { key: 'ArrowDown' });
    expect(arrow).toBe(true);
    expect(genre.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(genre);
    expect(genre.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a press elsewhere and when focus leaves the list', () => {
    render(<Harness />);
    fireEvent.click(chip('Genre: All genres'));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(chip('Genre: All genres').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(chip('Genre: All genres'));
    fireEvent.blur(screen.getByRole('checkbox', { name: 'Drama' }), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(chip('Genre: All genres').getAttribute('aria-expanded')).toBe('false');
  });

  it('a switch chip toggles on its own', () => {
    const onSwitch = vi.fn();
    render(<Harness onSwitch={onSwitch} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'New releases' }));
    expect(onSwitch).toHaveBeenCalledWith('new');
  });
});

describe('filter chips on a phone', () => {
  it('opens the options as a modal bottom sheet whose Tab goes round it and whose Done closes it', () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media === FILTER_SHEET_QUERY,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<Harness />);
    const genreChip = chip('Genre: All genres');
    expect(genreChip.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => fireEvent.click(genreChip));
    const sheet = screen.getByRole('dialog', { name: 'Genre' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Drama' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(done);
    fireEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(genreChip);
  });
});
