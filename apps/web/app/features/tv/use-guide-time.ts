import { DEFAULT_TIME_ZONE } from '@efir/contract';
import { useMemo } from 'react';
import { useRootData } from '../../session/root-data';
import { useUser } from '../../session/session';
import { HTML_LANG } from '../language/language';
import { clockTime, dayName, programTime } from './tv-time';

/**
 * Guide times as this viewer reads them: in the account's time zone and the interface language. Pages that show
 * them prefetch the user, so the server's render and the browser's agree.
 */
export function useGuideTime() {
  const timeZone = useUser()?.current_time_zone ?? DEFAULT_TIME_ZONE;
  const locale = HTML_LANG[useRootData().language];
  return useMemo(
    () => ({
      timeZone,
      clock: (atS: number) => clockTime(atS, locale, timeZone),
      span: (program: { start_time: number; end_time: number }) => programTime(program, locale, timeZone),
      day: (atS: number) => dayName(atS, locale, timeZone),
    }),
    [timeZone, locale],
  );
}

export type GuideTime = ReturnType<typeof useGuideTime>;
