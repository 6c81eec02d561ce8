import { SEARCH_QUERY_MIN } from '@efir/contract';

/** The header field asks for suggestions once typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** How many suggestions the header field shows (the search page shows the rest). */
export const SUGGESTIONS_LIMIT = 8;

/** Suggestions need as much text as the search itself. */
export const suggestsFor = (text: string) => text.trim().length >= SEARCH_QUERY_MIN;

/**
 * The highlighted suggestion after an arrow key: down from the field goes to the first, up to the last; past either end
 * goes back to the field (-1), where Enter searches for what is typed.
 */
export function nextHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? -1 : current + 1;
  return current === -1 ? count - 1 : current - 1;
}
