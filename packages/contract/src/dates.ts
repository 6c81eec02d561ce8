/**
 * The one way a date or a moment is written to a viewer, by the web app and by the server's own messages alike: in
 * the viewer's language and in the viewer's time zone (spec 1 §3 User currentTimeZone), so one rental ends at one
 * written moment on every screen. Only types come from the schemas, so the browser bundle takes no zod with it.
 */
import type { LanguageCode } from './schemas/system.js';

/** The time zone of a viewer who has none of their own (a visitor, or before the user state arrives), as the API's. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** The locale each interface language writes dates in (24-hour clock in all three). */
export const DATE_LOCALES: Record<LanguageCode, string> = { rus: 'ru-RU', eng: 'en-GB', hye: 'hy-AM' };

const localeOf = (language: string): string => DATE_LOCALES[language as LanguageCode] ?? DATE_LOCALES.rus;
const asDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** A moment: «28 ноября 2026 г. в 05:09», "28 November 2026 at 05:09". */
export function formatMoment(value: Date | string | number, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(asDate(value));
}

/** A day: «28 ноября 2026 г.», "28 November 2026"; the calendar day the moment falls on in the time zone. */
export function formatDay(value: Date | string | number, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(asDate(value));
}

/** A time of day: «05:09». */
export function formatTimeOfDay(value: Date | string | number, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    asDate(value),
  );
}
