/**
 * The TV-code rules both sides hold (spec 2 §5, §9), in a module without zod so the browser imports them as they are
 * (apps/web/vite.config.ts).
 */
/** spec 2 §5, §9: a TV code is exactly 6 characters. */
export const TV_CODE_LENGTH = 6;
/** Letters and digits a viewer cannot mistake for one another on a TV screen: no 0/O, 1/I/L. */
export const TV_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** How long a TV code may be entered. */
export const TV_CODE_LIFETIME_MS = 10 * 60 * 1000;
/** The TV asks whether its code was entered this often. */
export const TV_CODE_POLL_INTERVAL_MS = 2000;
/** Where the viewer enters the code (spec 2 §2 TV-code page). */
export const TV_CODE_PAGE_PATH = '/tvcode';
/** An OTT TV code (spec 2 §5: non-empty, trimmed) is bounded so it stays a code. */
export const OTT_TV_CODE_MAX_LENGTH = 64;

/** What the viewer typed, as the API compares it: trimmed, upper case (the TV shows it so). */
export const normaliseTvCode = (raw: string): string => raw.trim().toUpperCase();
