import type { EpgGuideProgram } from '@efir/contract';

/** The focused cell: its row and an instant inside it (kept while moving up and down, as TV guides do). */
export interface GuideFocus {
  row: number;
  at: number;
}

export type GuideMove = 'left' | 'right' | 'up' | 'down';

/**
 * Where an arrow key takes the focus: left and right to the neighbouring programme of the row (the instant moves to
 * its start, within the day), up and down to the row above or below at the same instant.
 */
export function moveFocus(
  focus: GuideFocus,
  move: GuideMove,
  rowPrograms: EpgGuideProgram[],
  total: number,
  day: { start: number; end: number },
): GuideFocus {
  switch (move) {
    case 'up':
      return { ...focus, row: Math.max(0, focus.row - 1) };
    case 'down':
      return { ...focus, row: Math.min(total - 1, focus.row + 1) };
    case 'left': {
      const current = rowPrograms.find((p) => p.start_time <= focus.at && focus.at < p.end_time);
      const before = current ? current.start_time - 1 : focus.at - 1;
      const previous = rowPrograms.find((p) => p.start_time <= before && before < p.end_time);
      return previous ? { ...focus, at: Math.max(day.start, previous.start_time) } : focus;
    }
    case 'right': {
      const current = rowPrograms.find((p) => p.start_time <= focus.at && focus.at < p.end_time);
      const next = current ? rowPrograms.find((p) => p.start_time >= current.end_time) : undefined;
      return next && next.start_time < day.end ? { ...focus, at: next.start_time } : focus;
    }
  }
}

export const KEY_MOVES: Record<string, GuideMove> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
