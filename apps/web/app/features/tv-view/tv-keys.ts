export type TvDirection = 'left' | 'right' | 'up' | 'down';

/** What a key press does in the TV view: move the focus, go back, or stay with the page. */
export type TvKeyAction = { kind: 'move'; direction: TvDirection } | { kind: 'back' } | null;

/**
 * What has the focus: a slider (the player's timeline, the volume) keeps Left/Right for its value; a text field keeps
 * them for its caret, except where the caret can go no further (an empty field lets both through).
 */
export type TvFocus = { kind: 'slider' } | { kind: 'text'; caretAtStart: boolean; caretAtEnd: boolean } | { kind: 'other' };

export interface TvKeyPress {
  key: string;
  keyCode: number;
  /** An element's own handler took the key already: a row of cards, a menu, the guide's grid. */
  defaultPrevented: boolean;
  modified: boolean;
  focus: TvFocus;
  /** A dialog is open: its own Escape closes it, Back must not also leave the page. */
  dialogOpen: boolean;
}

const DIRECTIONS: Readonly<Record<string, TvDirection>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

export const directionOf = (key: string): TvDirection | undefined => DIRECTIONS[key];

/** Back on a remote: Escape on most, GoBack (Android TV), XF86Back (Tizen, keyCode 10009), keyCode 461 (webOS). */
const BACK_KEYS = new Set(['Escape', 'GoBack', 'BrowserBack', 'XF86Back']);
const BACK_KEY_CODES = new Set([461, 10009]);

export function tvKeyAction(press: TvKeyPress): TvKeyAction {
  if (press.defaultPrevented || press.modified) return null;
  if (BACK_KEYS.has(press.key) || BACK_KEY_CODES.has(press.keyCode)) return press.dialogOpen ? null : { kind: 'back' };
  const direction = directionOf(press.key);
  if (!direction) return null;
  const { focus } = press;
  if (direction === 'left' && (focus.kind === 'slider' || (focus.kind === 'text' && !focus.caretAtStart))) return null;
  if (direction === 'right' && (focus.kind === 'slider' || (focus.kind === 'text' && !focus.caretAtEnd))) return null;
  return { kind: 'move', direction };
}
