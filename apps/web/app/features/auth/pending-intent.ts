import type { FavoriteItemType, PurchasableType, UsageModel } from '@efir/contract';
import { useEffect, useRef } from 'react';
import { useSession } from '../../session/session';
import { useModalState } from '../../ui/modal/modal-store';

/**
 * What a visitor pressed when the login modal asked them to sign in first (spec 2 §4, §6): after the sign-in it goes
 * on by itself — the purchase modal on the same option (the viewer still confirms the payment), the favourite added,
 * the reminder set, the TV code sent.
 */
export type PendingIntent =
  | { kind: 'purchase'; item_type: PurchasableType; item_id: number; usage_model: UsageModel }
  | { kind: 'favorite'; item_type: FavoriteItemType; item_id: number }
  /** A programme's «Напомнить» (issue 16): set once signed in. */
  | { kind: 'reminder'; channel_id: number; program_id: string }
  /** A certificate's «Купить» on /podarochnye-sertifikaty (issue 18): its purchase modal once signed in. */
  | { kind: 'certificate'; offer_id: number }
  /** The TV-code form's connect (`tv`), or a code from the address, ?ott_tv= (`ott`): sent once signed in. */
  | { kind: 'tv_code'; code: string; mode: 'tv' | 'ott' };

/** Session storage, so the intent outlives a reload during the sign-in (the device limit, a new demo session). */
export const PENDING_INTENT_KEY = 'efir.pendingIntent';
/** Long enough for an SMS code to arrive; an older intent is the viewer's past, not what they want now. */
export const PENDING_INTENT_TTL_MS = 15 * 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
interface Stored {
  intent: PendingIntent;
  /** The page it was pressed on: it goes on there and nowhere else. */
  path: string;
  at: number;
}

export function rememberIntent(store: Store, intent: PendingIntent, path: string, now: number): void {
  store.setItem(PENDING_INTENT_KEY, JSON.stringify({ intent, path, at: now } satisfies Stored));
}

export function forgetIntent(store: Store): void {
  store.removeItem(PENDING_INTENT_KEY);
}

function read(store: Store): Stored | null {
  try {
    const stored = JSON.parse(store.getItem(PENDING_INTENT_KEY) ?? 'null') as Stored | null;
    return stored && typeof stored.path === 'string' && typeof stored.at === 'number' && stored.intent ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The pending intent on `path` that `matches` (a page may hold several buttons for one item: the first takes it), now
 * removed so it runs once. An intent left on another page or too old is dropped.
 */
export function takeIntent(store: Store, path: string, now: number, matches: (intent: PendingIntent) => boolean): PendingIntent | null {
  const stored = read(store);
  if (!stored) return null;
  if (stored.path !== path || now - stored.at > PENDING_INTENT_TTL_MS) {
    forgetIntent(store);
    return null;
  }
  if (!matches(stored.intent)) return null;
  forgetIntent(store);
  return stored.intent;
}

/** Session storage when the browser allows it; switched off, an intent simply does not survive. */
function browserStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Kept for the page the viewer is on (open-login.ts calls it as the login modal opens). */
export function rememberPendingIntent(intent: PendingIntent): void {
  const store = browserStore();
  try {
    if (store) rememberIntent(store, intent, window.location.pathname, Date.now());
  } catch {
    // A full storage: the viewer presses again after signing in, as before.
  }
}

/** The login closed without a sign-in: what was pressed is not wanted any more. */
export function forgetPendingIntent(): void {
  const store = browserStore();
  if (store) forgetIntent(store);
}

/**
 * Runs the pending intent `matches` picks once the round trip is over: the viewer is signed in, no modal is open any
 * more (the login, the profile picker and the registration dialogs have closed) and the caller is `ready` (its data
 * for the signed-in viewer has loaded).
 */
export function usePendingIntent(matches: (intent: PendingIntent) => boolean, ready: boolean, run: (intent: PendingIntent) => void): void {
  const isAuth = useSession()?.is_auth === true;
  const modalOpen = useModalState().open;
  const latest = useRef({ matches, run });
  latest.current = { matches, run };
  useEffect(() => {
    const store = browserStore();
    if (!isAuth || modalOpen || !ready || !store) return;
    const intent = takeIntent(store, window.location.pathname, Date.now(), latest.current.matches);
    if (intent) latest.current.run(intent);
  }, [isAuth, modalOpen, ready]);
}
