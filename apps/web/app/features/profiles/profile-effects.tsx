import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useUser } from '../../session/session';
import { skipProfilesStored } from '../../session/skip-profiles';
import { toast } from '../../ui/toast/toast';
import { layoutFor } from '../shell/layout-for';
import { openProfiles } from './open-profiles';
import { scheduleProfileModal } from './profile-modal-timing';
import { VIEW_NOTICE_DURATION_MS, type ViewNotice, watchAllowedInterval, watchDailyViewTime } from './view-time-watchers';

const NOTICE_KEY: Record<ViewNotice, string> = {
  intervalEndsSoon: 'view_time.interval_ends_soon',
  intervalOver: 'view_time.interval_over',
  dailyEndsSoon: 'view_time.daily_ends_soon',
  dailyOver: 'view_time.daily_over',
};

/** The shell's profile rules: the picker 500 ms after start (spec 1 §2) and the view-time watchers (spec 1 §4). */
export function ProfileEffects() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useUser();
  const started = useRef(false);
  const cancelStart = useRef<() => void>(() => undefined);

  const isAuth = session?.is_auth === true;
  const profileChosen = user?.profile_chosen;
  // Decided once per page life, when the session (and for the signed-in, whether this sign-in chose a profile) is known;
  // later refetches of either do not reschedule or cancel it.
  useEffect(() => {
    if (started.current || session === undefined) return;
    if (isAuth && profileChosen === undefined) return;
    started.current = true;
    const url = new URL(window.location.href);
    cancelStart.current = scheduleProfileModal(
      {
        isAuth,
        hasLayout: layoutFor(url.pathname, url.searchParams).header,
        skipProfiles: skipProfilesStored(),
        profileChosen: profileChosen === true,
      },
      () => openProfiles({ ifNoneOpen: true }),
    );
  }, [session, isAuth, profileChosen]);
  useEffect(() => () => cancelStart.current(), []);

  const profile = user?.profile;
  const timeZone = user?.current_time_zone;
  const curViewTime = user?.cur_view_time ?? 0;
  const maxViewTime = user?.max_view_time ?? null;
  useEffect(() => {
    if (!profile || !timeZone) return;
    const notify = (notice: ViewNotice) => toast.info(t(NOTICE_KEY[notice]), { autoClose: VIEW_NOTICE_DURATION_MS });
    const stopInterval = watchAllowedInterval({ ...profile.view_limits, timeZone }, notify);
    const stopDaily = watchDailyViewTime({ curViewTimeSeconds: curViewTime, maxViewTimeSeconds: maxViewTime }, notify);
    return () => {
      stopInterval();
      stopDaily();
    };
  }, [profile, timeZone, curViewTime, maxViewTime, t]);

  return null;
}
