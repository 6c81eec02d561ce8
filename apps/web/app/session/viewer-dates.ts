import { DEFAULT_TIME_ZONE, formatDay, formatMoment, formatTimeOfDay } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../api/queries';
import { useSession } from './session';

export type DateValue = Date | string | number;

/** How the app writes dates: the shared formatter (packages/contract/src/dates.ts) in one language and one time zone. */
export interface ViewerDates {
  /** «28 ноября 2026 г. в 05:09»: when a rental, subscription or payment ends or happened. */
  moment(value: DateValue): string;
  /** «28 ноября 2026 г.»: the calendar day a moment falls on. */
  day(value: DateValue): string;
  /** «05:09». */
  time(value: DateValue): string;
}

export function viewerDates(language: string, timeZone: string): ViewerDates {
  return {
    moment: (value) => formatMoment(value, language, timeZone),
    day: (value) => formatDay(value, language, timeZone),
    time: (value) => formatTimeOfDay(value, language, timeZone),
  };
}

/**
 * Every date the app shows goes through here: in the interface language and the viewer's `current_time_zone` (spec 1
 * §3 User), never the browser's or the server's own zone, so one rental ends at one written moment on every screen.
 */
export function useViewerDates(): ViewerDates {
  const { i18n } = useTranslation();
  // A visitor has no zone of their own: the user state is asked for only for a signed-in viewer.
  const isAuth = useSession()?.is_auth === true;
  const timeZone = useQuery(endpointQuery('accounts.user', undefined, { enabled: isAuth })).data?.current_time_zone ?? DEFAULT_TIME_ZONE;
  return useMemo(() => viewerDates(i18n.language, timeZone), [i18n.language, timeZone]);
}
