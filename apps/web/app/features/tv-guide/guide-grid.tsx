import type { EpgGuideChannel, EpgGuideProgram } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { imageSources } from '../catalog/image';
import { BellIcon } from '../reminders/reminder-button';
import { cellHref, emptyGuideKey, GUIDE_PAGE_CHANNELS, type GuideFilter, useGuideRows } from './guide-data';
import { type GuideFocus, KEY_MOVES, moveFocus } from './guide-focus';
import { AXIS_HEIGHT_PX, CHANNEL_COLUMN_PX, pagesBetween, ROW_HEIGHT_PX, type Viewport, visibleArea, xOf } from './guide-layout';
import { blocksBetween, clockTime, HOUR_S } from './guide-time';
import styles from './tv-guide.module.css';

/** The viewport the server renders for, before the browser measures the real one. */
const FIRST_VIEWPORT = { scrollTop: 0, width: 1440, height: 720 };
/** How far before the present the grid opens, so the programme on air shows whole. */
export const NOW_LEAD_S = 30 * 60;
const NARROW_CELL_PX = 90;

interface GuideGridProps {
  day: { start: number; end: number };
  /** The instant the grid opens at (the present on today's page); the «Сейчас» button brings it back. */
  openAt: number;
  now: number;
  timeZone: string;
  filter: GuideFilter;
  /** Bumped by «Сейчас»: scroll back to the present. */
  jump: number;
}

/**
 * The guide grid: channels down, the day across, drawn only where the viewport is (at 1,000 channels a few hundred
 * nodes), fetching the windows it scrolls to. Arrow keys move a visible focus from cell to cell; Enter follows the cell.
 */
export function GuideGrid({ day, openAt, now, timeZone, filter, jump }: GuideGridProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const firstLeft = Math.max(0, xOf(openAt - NOW_LEAD_S, day.start));
  const [viewport, setViewport] = useState<Viewport>({ ...FIRST_VIEWPORT, scrollLeft: firstLeft });
  const [focus, setFocus] = useState<GuideFocus | null>(null);
  const focusing = useRef(false);
  // The cell with the DOM focus. A render that removes it (scrolled out of the drawn area, redrawn) leaves the focus
  // with the grid, not <body>: the grid holds it (`regain`) until that cell is drawn again or the viewer leaves.
  const focusedCell = useRef<HTMLElement | null>(null);
  const regain = useRef(false);
  // The viewer's reminders are one query for the whole grid; a reminded programme's cell wears a bell.
  const isAuth = useSession()?.is_auth === true;
  const reminders = useQuery(endpointQuery('reminders.list', {}, { enabled: isAuth })).data;
  const reminded = useMemo(() => new Set(reminders?.items.map((program) => program.id)), [reminders]);

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    setViewport({ scrollTop: element.scrollTop, scrollLeft: element.scrollLeft, width: element.clientWidth, height: element.clientHeight });
  }, []);

  // Opening a day, or «Сейчас»: scroll to the instant the grid opens at, then read the real viewport.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `jump` is the request to scroll again
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollLeft = firstLeft;
    measure();
  }, [firstLeft, jump, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const dayWidth = xOf(day.end, day.start);
  // The count of channels comes with every window; while the windows scrolled to load, the last one known holds.
  const [knownTotal, setKnownTotal] = useState<number | undefined>(undefined);
  const total = knownTotal ?? GUIDE_PAGE_CHANNELS;
  const area = visibleArea(viewport, total, day.start, day.end);
  const pages = pagesBetween(area.firstRow, area.lastRow, GUIDE_PAGE_CHANNELS);
  const blocks = blocksBetween(area.from, area.to);
  const rows = useGuideRows(pages, blocks, filter);
  useEffect(() => {
    if (rows.total !== undefined) setKnownTotal(rows.total);
  }, [rows.total]);

  const rowNumbers = useMemo(() => {
    const numbers: number[] = [];
    for (let row = area.firstRow; row <= Math.min(area.lastRow, (rows.total ?? total) - 1); row++) numbers.push(row);
    return numbers;
  }, [area.firstRow, area.lastRow, rows.total, total]);

  // The focus follows the arrow keys: scroll its cell into view, then focus it once it is drawn. A focused cell this
  // render removed hands the focus to the grid, which gives it back to the cell once it is drawn again.
  useEffect(() => {
    const element = scroller.current;
    const removed = focusedCell.current !== null && !focusedCell.current.isConnected;
    if (!focus || !element || !(focusing.current || removed || regain.current)) return;
    if (focusing.current) {
      const top = focus.row * ROW_HEIGHT_PX;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + ROW_HEIGHT_PX > element.scrollTop + element.clientHeight - AXIS_HEIGHT_PX)
        element.scrollTop = top + ROW_HEIGHT_PX - element.clientHeight + AXIS_HEIGHT_PX;
      const x = xOf(focus.at, day.start);
      const visibleWidth = element.clientWidth - CHANNEL_COLUMN_PX;
      if (x < element.scrollLeft || x > element.scrollLeft + visibleWidth - 120) element.scrollLeft = Math.max(0, x - 120);
    }
    const cell = [...element.querySelectorAll<HTMLElement>(`[data-row="${focus.row}"][data-start]`)].find(
      (candidate) => Number(candidate.dataset.start) <= focus.at && focus.at < Number(candidate.dataset.end),
    );
    if (cell) {
      if (document.activeElement !== cell) cell.focus({ preventScroll: true });
    } else if (removed) {
      focusedCell.current = null;
      regain.current = true;
      element.focus({ preventScroll: true });
    }
  });

  // Before the viewer moves, Tab enters the grid at the first row on screen, at the instant it opened at.
  const entry: GuideFocus = { row: Math.floor(viewport.scrollTop / ROW_HEIGHT_PX), at: Math.min(Math.max(openAt, day.start), day.end - 1) };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = KEY_MOVES[event.key];
    const target = event.target as HTMLElement;
    // From the grid itself (its cell scrolled out of the drawn area), the arrows start at the entry cell.
    const fromGrid = target === scroller.current;
    if (!move || (!fromGrid && target.dataset.row === undefined)) return;
    event.preventDefault();
    const current: GuideFocus =
      focus ?? (fromGrid ? entry : { row: Number(target.dataset.row), at: Math.max(day.start, Number(target.dataset.start)) });
    focusing.current = true;
    setFocus(moveFocus(current, move, rows.programs(current.row, day.start, day.end), rows.total ?? total, day));
  };

  if (rows.total === 0) return <p className={styles.empty}>{t(emptyGuideKey(filter))}</p>;

  const hours: number[] = [];
  for (let hour = Math.ceil(area.from / HOUR_S) * HOUR_S; hour < area.to; hour += HOUR_S) hours.push(hour);
  const nowInDay = now >= day.start && now < day.end;

  return (
    // The grid scrolls both ways and only draws what is on screen, so it is a tab stop of its own: a keyboard can always
    // reach and scroll it, even when the cell that takes Tab lies outside the drawn area (WCAG 2.1.1).
    <section
      ref={scroller}
      className={styles.scroller}
      aria-label={t('tv_guide.grid')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      onScroll={measure}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const target = event.target as HTMLElement;
        if (target.dataset.row !== undefined) {
          focusedCell.current = target;
          regain.current = false;
          if (!focusing.current) setFocus({ row: Number(target.dataset.row), at: Math.max(day.start, Number(target.dataset.start)) });
        } else {
          // The grid itself (Shift+Tab from a cell) is never removed.
          focusedCell.current = null;
        }
        focusing.current = false;
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        // Chromium blurs a focused cell a render removes, too; only a focus the viewer took elsewhere leaves the grid.
        const left = event.target;
        queueMicrotask(() => {
          if (!left.isConnected) return;
          focusedCell.current = null;
          regain.current = false;
        });
      }}
      data-testid="tv-guide-grid"
    >
      <div
        className={styles.canvas}
        style={{ width: CHANNEL_COLUMN_PX + dayWidth, height: AXIS_HEIGHT_PX + (rows.total ?? total) * ROW_HEIGHT_PX }}
      >
        <div className={styles.axis} style={{ width: CHANNEL_COLUMN_PX + dayWidth }}>
          <div className={styles.corner} />
          {hours.map((hour) => (
            <span key={hour} className={styles.hour} style={{ left: CHANNEL_COLUMN_PX + xOf(hour, day.start) }}>
              {clockTime(hour, timeZone, i18n.language)}
            </span>
          ))}
        </div>
        {nowInDay ? (
          <div
            className={styles.nowLine}
            style={{ left: CHANNEL_COLUMN_PX + xOf(now, day.start), height: AXIS_HEIGHT_PX + (rows.total ?? total) * ROW_HEIGHT_PX }}
            data-testid="tv-guide-now"
            title={t('tv_guide.now')}
          />
        ) : null}
        {rowNumbers.map((row) => (
          <GuideRow
            key={row}
            row={row}
            channel={rows.channel(row)}
            programs={rows.programs(row, area.from, area.to)}
            day={day}
            timeZone={timeZone}
            ageName={rows.ageName}
            focus={focus ?? entry}
            reminded={reminded}
          />
        ))}
      </div>
    </section>
  );
}

interface GuideRowProps {
  row: number;
  channel: EpgGuideChannel | undefined;
  programs: EpgGuideProgram[];
  day: { start: number; end: number };
  timeZone: string;
  ageName(id: number): string;
  focus: GuideFocus;
  /** Ids of the programmes the viewer set a reminder of. */
  reminded: ReadonlySet<number>;
}

function GuideRow({ row, channel, programs, day, timeZone, ageName, focus, reminded }: GuideRowProps) {
  const { t, i18n } = useTranslation();
  const logo = channel && imageSources(channel.logo, 'logo', '64x64');
  return (
    <div className={styles.row} style={{ top: AXIS_HEIGHT_PX + row * ROW_HEIGHT_PX }}>
      <div className={styles.channel}>
        {channel && logo ? (
          <Link to={`/tv/${channel.slug}`} className={styles.channelLink} tabIndex={-1}>
            <img src={logo.src} srcSet={logo.srcSet} alt="" width={40} height={40} className={styles.logo} loading="lazy" />
            <span className={styles.channelNumber}>{channel.number}</span>
            <span className={styles.channelName}>{channel.name}</span>
          </Link>
        ) : null}
      </div>
      {channel
        ? programs.map((program) => {
            const start = Math.max(program.start_time, day.start);
            const end = Math.min(program.end_time, day.end);
            const left = CHANNEL_COLUMN_PX + xOf(start, day.start);
            const focused = focus.row === row && program.start_time <= focus.at && focus.at < program.end_time;
            const time = `${clockTime(program.start_time, timeZone, i18n.language)}–${clockTime(program.end_time, timeZone, i18n.language)}`;
            const width = xOf(end, day.start) - xOf(start, day.start);
            // A cell too narrow for its time and age level shows its name only (its label still says all).
            const roomy = width >= NARROW_CELL_PX;
            const age = ageName(program.age_limit_id);
            const bell = program.state === 'future' && reminded.has(program.id);
            return (
              <Link
                key={program.id}
                to={cellHref(channel, program)}
                className={`${styles.cell} ${styles[program.state]}`}
                style={{ left, width }}
                data-row={row}
                data-start={program.start_time}
                data-end={program.end_time}
                data-state={program.state}
                tabIndex={focused ? 0 : -1}
                // The cell a keyboard enters the grid by is where a TV remote starts on the guide.
                data-main-action={focused || undefined}
                aria-label={`${channel.name}, ${time}, ${program.name}, ${t(`tv_guide.state.${program.state}`)}${bell ? `, ${t('reminders.reminded')}` : ''}${age ? `, ${age}` : ''}`}
              >
                {roomy ? (
                  <span className={styles.cellTime}>
                    {clockTime(program.start_time, timeZone, i18n.language)}
                    {program.state === 'archive' ? (
                      <span className={styles.replay} aria-hidden="true">
                        ⟲
                      </span>
                    ) : null}
                    {bell ? (
                      <span className={styles.reminded} data-testid="tv-guide-reminded">
                        <BellIcon />
                      </span>
                    ) : null}
                  </span>
                ) : null}
                <span className={styles.cellName}>{program.name}</span>
                {roomy && age ? <span className={styles.age}>{age}</span> : null}
              </Link>
            );
          })
        : null}
    </div>
  );
}
