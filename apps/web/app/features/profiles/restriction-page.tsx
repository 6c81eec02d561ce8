import { ErrorCode } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import type { ViewWindow } from '../../api/loader-queries';
import { useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { openLogin } from '../auth/open-login';
import { HomeLink } from '../shell/not-found';
import styles from '../shell/not-found.module.css';
import { openProfiles } from './open-profiles';

/** The refusals of spec 1 §6 a profile's limits give, by what the page tells. */
const RESTRICTIONS = {
  [ErrorCode.AGE_LIMIT]: 'age',
  [ErrorCode.VIEW_TIME_WINDOW]: 'window',
  [ErrorCode.VIEW_TIME_SPENT]: 'time',
} as const;

export type RestrictionCode = keyof typeof RESTRICTIONS;

export const isRestriction = (code: number | undefined): code is RestrictionCode => code !== undefined && code in RESTRICTIONS;

/**
 * A profile's limit told in words, not as a failure (issue 13): too old for its age limit, outside its hours (with
 * when watching opens again) or its time for today used up, and what the viewer can do — another profile, or home.
 */
export function RestrictionPage({ code, window }: { code: RestrictionCode; window?: ViewWindow }) {
  const { t } = useTranslation();
  const profile = useUser()?.profile;
  const kind = profile ? RESTRICTIONS[code] : 'visitor';
  const values = { name: profile?.name ?? '', from: window?.allowed_from ?? '', to: window?.allowed_to ?? '' };
  const titleKey = kind === 'window' && !window ? 'restriction.window.title_unknown' : `restriction.${kind}.title`;
  return (
    <section className={styles.notFound} aria-labelledby="restriction-title">
      <h1 id="restriction-title" className={styles.title}>
        {t(titleKey, values)}
      </h1>
      <p className={styles.text}>{t(`restriction.${kind}.text`, values)}</p>
      {profile ? (
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => void openProfiles()}>
          {t('restriction.switch')}
        </button>
      ) : (
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => void openLogin()}>
          {t('restriction.sign_in')}
        </button>
      )}
      <HomeLink />
    </section>
  );
}
