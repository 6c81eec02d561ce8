/** Where things sit on the grid, and which part of it is on screen (the grid draws only that part). */

export const ROW_HEIGHT_PX = 64;
export const CHANNEL_COLUMN_PX = 200;
export const AXIS_HEIGHT_PX = 36;
export const PX_PER_MINUTE = 5;
/** How far past the screen the grid draws, so a short scroll shows what is already there. */
export const OVERSCAN_ROWS = 4;
export const OVERSCAN_S = 3600;

export interface Viewport {
  scrollTop: number;
  scrollLeft: number;
  width: number;
  height: number;
}

/** The rows and the time span to draw for a viewport over a day that starts at `dayStart`. */
export function visibleArea(viewport: Viewport, total: number, dayStart: number, dayEnd: number) {
  const firstRow = Math.max(0, Math.floor(viewport.scrollTop / ROW_HEIGHT_PX) - OVERSCAN_ROWS);
  const lastRow = Math.min(total - 1, Math.ceil((viewport.scrollTop + viewport.height) / ROW_HEIGHT_PX) + OVERSCAN_ROWS);
  const from = Math.max(dayStart, timeAt(viewport.scrollLeft, dayStart) - OVERSCAN_S);
  const to = Math.min(dayEnd, timeAt(viewport.scrollLeft + Math.max(0, viewport.width - CHANNEL_COLUMN_PX), dayStart) + OVERSCAN_S);
  return { firstRow, lastRow, from, to };
}

/** The x of an instant on the day's timeline, px from the timeline's start. */
export const xOf = (at: number, dayStart: number) => ((at - dayStart) / 60) * PX_PER_MINUTE;
export const timeAt = (x: number, dayStart: number) => dayStart + (x / PX_PER_MINUTE) * 60;

/** The channel pages (their offsets) that hold rows `firstRow`…`lastRow`. */
export function pagesBetween(firstRow: number, lastRow: number, pageSize: number): number[] {
  const pages: number[] = [];
  for (let offset = Math.floor(firstRow / pageSize) * pageSize; offset <= lastRow; offset += pageSize) pages.push(offset);
  return pages;
}
