// @vitest-environment jsdom
import type { EpgGuide } from '@efir/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { renderWith } from '../blocks/test-support';
import { EVERY_CHANNEL, GUIDE_PAGE_CHANNELS, guideWindowQuery } from './guide-data';
import { GuideGrid } from './guide-grid';
import { ROW_HEIGHT_PX } from './guide-layout';
import { blocksBetween, daySpan, HOUR_S } from './guide-time';

afterEach(cleanup);

const CHANNELS = 1000;
const TIME_ZONE = 'Europe/Moscow';
const day = daySpan('2026-11-22', TIME_ZONE);
const now = day.start + 15 * HOUR_S;

/** The windows of a day of 1,000 channels at the top and around channel 600, each with half-hour programmes. */
function windows(): [ReturnType<typeof guideWindowQuery>, EpgGuide][] {
  return blocksBetween(day.start, day.end).flatMap((block) =>
    [0, 25, 550, 575, 600, 625].map((offset) => {
      const answer: EpgGuide = {
        from: block,
        to: block + 6 * HOUR_S,
        now,
        offset,
        total: CHANNELS,
        age_levels: [{ id: 3, name: '12+', age_value: 12 }],
        categories: [],
        channels: Array.from({ length: GUIDE_PAGE_CHANNELS }, (_, i) => ({
          id: offset + i + 1,
          slug: `channel-${offset + i + 1}`,
          number: offset + i + 1,
          name: `Channel ${offset + i + 1}`,
          logo: '/i/logo/x',
          age_limit_id: 3,
          is_favorite: false,
          is_live_open: true,
          is_catchup_allowed: true,
          is_catchup_purchased: true,
          programs: Array.from({ length: 12 }, (_, slot) => {
            const start = block + slot * 1800;
            const state = start > now ? 'future' : start + 1800 > now ? 'live' : 'archive';
            return {
              id: (offset + i) * 100_000 + (start - day.start) / 1800,
              name: `Show ${slot}`,
              start_time: start,
              end_time: start + 1800,
              age_limit_id: 3,
              state,
            } as const;
          }),
        })),
      };
      return [guideWindowQuery(offset, block, EVERY_CHANNEL), answer] as [ReturnType<typeof guideWindowQuery>, EpgGuide];
    }),
  );
}

beforeAll(() => {
  // jsdom lays nothing out: the grid's scroller is given a desktop's size.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1440 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 720 });
});

describe('the guide grid at 1,000 channels', () => {
  it('draws only the rows and hours on screen, and the ones it scrolls to', () => {
    const grid = <GuideGrid day={day} openAt={now} now={now} timeZone={TIME_ZONE} filter={EVERY_CHANNEL} jump={0} />;
    renderWith(grid, windows());
    const scroller = screen.getByTestId('tv-guide-grid');
    const cells = () => [...scroller.querySelectorAll<HTMLElement>('[data-row]')];
    expect(cells().length).toBeGreaterThan(0);
    expect(scroller.querySelectorAll('*').length).toBeLessThanOrEqual(2000);
    expect(cells().some((cell) => cell.dataset.state === 'live')).toBe(true);
    expect(screen.getByText('Channel 1')).toBeTruthy();
    // The canvas is as tall as every channel and as wide as the day.
    const canvas = scroller.firstElementChild as HTMLElement;
    expect(Number.parseInt(canvas.style.height, 10)).toBeGreaterThan(CHANNELS * ROW_HEIGHT_PX);

    act(() => {
      scroller.scrollTop = 600 * ROW_HEIGHT_PX;
      fireEvent.scroll(scroller);
    });
    const rows = new Set(cells().map((cell) => Number(cell.dataset.row)));
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(590);
    expect(Math.max(...rows)).toBeLessThan(630);
    expect(screen.getByText('Channel 601')).toBeTruthy();
    expect(screen.queryByText('Channel 1')).toBeNull();
    expect(scroller.querySelectorAll('*').length).toBeLessThanOrEqual(2000);
  }, 60_000);

  it('marks the future programmes the viewer set a reminder of, from the one list of reminders', () => {
    const reminded = 2 * 100_000 + (now + 1800 - day.start) / 1800;
    const grid = <GuideGrid day={day} openAt={now} now={now} timeZone={TIME_ZONE} filter={EVERY_CHANNEL} jump={0} />;
    renderWith(grid, [
      ...windows(),
      [endpointQuery('sessions.current'), { is_auth: true }],
      [endpointQuery('reminders.list'), { items: [{ id: reminded }] }],
    ]);
    const bells = screen.getAllByTestId('tv-guide-reminded');
    expect(bells).toHaveLength(1);
    const cell = bells[0]!.closest('a')!;
    expect(cell.dataset.state).toBe('future');
    expect(cell.getAttribute('aria-label')).toBe('Channel 3, 15:30–16:00, Show 1, coming up, reminder set, 12+');
  }, 60_000);

  describe('keeps the keyboard focus when a render removes the focused cell', () => {
    const scrollTo = (scroller: HTMLElement, row: number) =>
      act(() => {
        scroller.scrollTop = row * ROW_HEIGHT_PX;
        fireEvent.scroll(scroller);
      });
    const cellAt = (scroller: HTMLElement, row: number, start: string) =>
      scroller.querySelector<HTMLElement>(`[data-row="${row}"][data-start="${start}"]`);

    it('holds it on the grid while the cell is out of the drawn area, gives it back when drawn, and arrows go on', () => {
      renderWith(<GuideGrid day={day} openAt={now} now={now} timeZone={TIME_ZONE} filter={EVERY_CHANNEL} jump={0} />, windows());
      const scroller = screen.getByTestId('tv-guide-grid');
      const cell = scroller.querySelector<HTMLElement>('[data-row="2"][data-state="future"]')!;
      const start = cell.dataset.start!;
      act(() => cell.focus());

      // Scrolled 600 channels down (as a mouse wheel does), the cell is not drawn: the grid keeps the keys.
      scrollTo(scroller, 600);
      expect(cellAt(scroller, 2, start)).toBeNull();
      expect(document.activeElement).toBe(scroller);

      scrollTo(scroller, 0);
      expect(document.activeElement).toBe(cellAt(scroller, 2, start));
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(cellAt(scroller, 3, start));
    }, 60_000);

    it('lets it go once the viewer moves it outside the grid', async () => {
      renderWith(
        <>
          <button type="button">Outside</button>
          <GuideGrid day={day} openAt={now} now={now} timeZone={TIME_ZONE} filter={EVERY_CHANNEL} jump={0} />
        </>,
        windows(),
      );
      const scroller = screen.getByTestId('tv-guide-grid');
      const outside = screen.getByRole('button', { name: 'Outside' });
      act(() => scroller.querySelector<HTMLElement>('[data-row="2"]')!.focus());
      await act(async () => outside.focus());

      scrollTo(scroller, 600);
      scrollTo(scroller, 0);
      expect(document.activeElement).toBe(outside);
    }, 60_000);
  });
});
