import {
  type FocusableComponent,
  type FocusableComponentLayout,
  type KeyDownEventListener,
  type KeyUpEventListener,
  ROOT_FOCUS_KEY,
  SpatialNavigation,
} from '@noriginmedia/norigin-spatial-navigation';
import { directionOf, type TvFocus, tvKeyAction } from './tv-keys';

/**
 * The page's tab stops, which is where the arrows go: a row of cards or a radio group is one stop (its own keys move
 * inside it), and the buttons a page keeps out of the tab order (a row's pagers) are for the mouse.
 */
const TAB_STOPS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';
/** The skip link serves the Tab key; a remote's arrows reach the content directly. */
const NOT_FOR_ARROWS = '.skip-link';
const DIALOGS = '[role="dialog"], [role="alertdialog"]';
/** A page marks the one stop where a remote starts when its first stop is not it (`data-main-action`). */
const MAIN_ACTION = '[data-main-action]';
const BREADCRUMBS = '[data-breadcrumbs]';
/** Inputs without a caret: the arrows leave them as any other stop. */
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'color', 'range']);

function isShown(element: Element): boolean {
  if (element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** Dialogs on screen; a closed one may stay in the page, hidden (a filter chip's list). */
const openDialogs = () => [...document.querySelectorAll(DIALOGS)].filter(isShown);

/** The open dialog on top takes the arrows (its focus is trapped there anyway); else the whole page. */
const scope = (): Element => openDialogs().at(-1) ?? document.body;

const tabStops = (within: Element) =>
  [...within.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(NOT_FOR_ARROWS) && isShown(element),
  );

function focusOf(element: Element | null): TvFocus {
  if (!element) return { kind: 'other' };
  if (element.matches('input[type="range"], [role="slider"]')) return { kind: 'slider' };
  if (element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !NOT_TEXT.has(element.type))) {
    const { selectionStart, selectionEnd, value } = element;
    // Fields without a caret to read (email, number) are let out only when empty.
    if (selectionStart === null || selectionEnd === null) return { kind: 'text', caretAtStart: !value, caretAtEnd: !value };
    return { kind: 'text', caretAtStart: selectionEnd === 0, caretAtEnd: selectionStart === value.length };
  }
  return element instanceof HTMLElement && element.isContentEditable
    ? { kind: 'text', caretAtStart: false, caretAtEnd: false }
    : { kind: 'other' };
}

const noop = () => undefined;

/** Spatial navigation over the page's DOM: every shown tab stop of the current scope is one focusable of the library. */
class TabStopRegistry {
  private keys = new Map<HTMLElement, string>();
  private next = 0;

  /** Brings the library's focusables in line with the page as it is now: pages, rows and dialogs come and go. */
  sync(): HTMLElement[] {
    const stops = tabStops(scope());
    const current = new Set(stops);
    for (const [node, focusKey] of this.keys) {
      if (current.has(node)) continue;
      SpatialNavigation.removeFocusable({ focusKey });
      this.keys.delete(node);
    }
    for (const node of stops) {
      if (this.keys.has(node)) continue;
      const focusKey = `tv-${++this.next}`;
      this.keys.set(node, focusKey);
      SpatialNavigation.addFocusable(focusable(focusKey, node));
    }
    return stops;
  }

  keyOf(node: Element | null): string | undefined {
    return node instanceof HTMLElement ? this.keys.get(node) : undefined;
  }

  clear() {
    for (const focusKey of this.keys.values()) SpatialNavigation.removeFocusable({ focusKey });
    this.keys.clear();
  }
}

function focusable(focusKey: string, node: HTMLElement): FocusableComponent {
  return {
    focusKey,
    node,
    parentFocusKey: ROOT_FOCUS_KEY,
    onEnterPress: noop,
    onEnterRelease: noop,
    onArrowPress: () => true,
    onArrowRelease: noop,
    onFocus: noop,
    onBlur: noop,
    onUpdateFocus: noop,
    onUpdateHasFocusedChild: noop,
    saveLastFocusedChild: false,
    trackChildren: false,
    focusable: true,
    isFocusBoundary: false,
    autoRestoreFocus: false,
    forceFocus: false,
  };
}

/**
 * Where the focus starts on a page: the stop its content names as its main action (the guide's programme on air), else
 * the content's first stop past the breadcrumbs (a film's «Смотреть»), before the header's.
 */
function startOf(stops: HTMLElement[]): HTMLElement | undefined {
  const content = stops.filter((stop) => stop.closest('main'));
  return content.find((stop) => stop.matches(MAIN_ACTION)) ?? content.find((stop) => !stop.closest(BREADCRUMBS)) ?? content[0] ?? stops[0];
}

/** The sticky header: drawn at the top of the screen, but its place in the page is the page's top. */
const pinnedHeaders = () => [...document.querySelectorAll('header')].filter((header) => getComputedStyle(header).position === 'sticky');

/**
 * A tab stop's box in page coordinates, as drawn (rows scrolled sideways, moved cards), with the sticky header at the
 * page's top: Up from content goes to the content above it, even scrolled off, and reaches the header from the top.
 */
function layoutOf(node: HTMLElement, pinned: HTMLElement[]): FocusableComponentLayout {
  const box = node.getBoundingClientRect();
  const scrollY = pinned.some((header) => header.contains(node)) ? 0 : window.scrollY;
  const left = box.left + window.scrollX;
  const top = box.top + scrollY;
  return { x: left, y: top, width: box.width, height: box.height, left, top, right: left + box.width, bottom: top + box.height, node };
}

function show(node: HTMLElement) {
  if (document.activeElement !== node) node.focus({ preventScroll: true });
  node.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** How long after the address changes a lost focus counts as the new page's, to be put on its start. */
const NEW_PAGE_FOCUS_MS = 3000;
const NEW_PAGE_CHECK_MS = 200;

/**
 * A remote has no pointer, so a focus is always on screen: when a new page replaces the focused link (or the first page
 * opens), its first stop takes the focus.
 */
function focusEachNewPage(registry: TabStopRegistry): () => void {
  let address = '';
  let changedAt = 0;
  const timer = window.setInterval(() => {
    const now = Date.now();
    if (window.location.href !== address) {
      address = window.location.href;
      changedAt = now;
    }
    if (now - changedAt > NEW_PAGE_FOCUS_MS || document.activeElement !== document.body) return;
    const start = startOf(registry.sync());
    if (start) {
      show(start);
      changedAt = 0;
    }
  }, NEW_PAGE_CHECK_MS);
  return () => window.clearInterval(timer);
}

/**
 * Starts the TV view's keys: the arrows move the focus to the nearest tab stop in their direction (the library's
 * geometry), Enter is the focused element's own, Back goes back. Keys an element handles itself stay its own: a row
 * moves along its cards, the player's timeline rewinds, a text field moves its caret. Listening on the document, after
 * the page's own handlers and before the player's window shortcuts, a move is the arrow's only effect.
 * Returns the function that stops it.
 */
export function startTvNavigation(): () => void {
  const registry = new TabStopRegistry();
  let onKeyDown: ((event: KeyboardEvent) => void) | null = null;
  let onKeyUp: ((event: KeyboardEvent) => void) | null = null;
  let pinned: HTMLElement[] = [];

  const listen = ({ keyDown, keyUp }: { keyDown?: KeyDownEventListener; keyUp?: KeyUpEventListener }) => {
    onKeyDown = (event) => {
      const action = tvKeyAction({
        key: event.key,
        keyCode: event.keyCode,
        defaultPrevented: event.defaultPrevented,
        modified: event.altKey || event.ctrlKey || event.metaKey || event.shiftKey,
        focus: focusOf(document.activeElement),
        dialogOpen: openDialogs().length > 0,
      });
      if (!action) return;
      // On the home page Back is the TV's own: it leaves the web view.
      if (action.kind === 'back' && window.location.pathname === '/') return;
      event.preventDefault();
      event.stopPropagation();
      if (action.kind === 'back') {
        window.history.back();
        return;
      }
      const stops = registry.sync();
      pinned = pinnedHeaders();
      const focusKey = registry.keyOf(document.activeElement);
      if (!focusKey) {
        const start = startOf(stops);
        if (start) show(start);
        return;
      }
      // At once, not through the library's scheduled setFocus: the move below must start from this element.
      if (SpatialNavigation.getCurrentFocusKey() !== focusKey) SpatialNavigation.setCurrentFocusedKey(focusKey, {});
      keyDown?.(action.direction, event);
    };
    onKeyUp = (event) => {
      const direction = directionOf(event.key);
      if (direction) keyUp?.(direction);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
  };

  SpatialNavigation.init({
    layoutAdapter: {
      addEventListeners: listen,
      removeEventListeners: () => {
        if (onKeyDown) document.removeEventListener('keydown', onKeyDown);
        if (onKeyUp) document.removeEventListener('keyup', onKeyUp);
      },
      measureLayout: async (component) => layoutOf(component.node, pinned),
      focusNode: (component) => show(component.node),
      blurNode: noop,
    },
  });
  const stopFocusing = focusEachNewPage(registry);
  return () => {
    stopFocusing();
    registry.clear();
    SpatialNavigation.destroy();
  };
}
