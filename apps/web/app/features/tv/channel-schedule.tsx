import type { Channel, EpgProgram } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { channelHref, programPageHref, programPlayerHref } from '../catalog/links';
import { programmeAccess } from './programme-access';
import styles from './tv.module.css';
import type { GuideTime } from './use-guide-time';

type ScheduleProps = { channel: Channel; programs: EpgProgram[]; nowS: number; time: GuideTime };

/**
 * A day of the channel's guide: each programme links to its page; the one on air plays live, and a past one plays from
 * the archive when the archive holds it for this viewer (spec 2 §6 Timeshift).
 */
export function ChannelSchedule({ channel, programs, nowS, time }: ScheduleProps) {
  const { t } = useTranslation();
  if (programs.length === 0) return <p className={styles.muted}>{t('tv.schedule_empty')}</p>;
  return (
    <ol className={styles.schedule}>
      {programs.map((program) => {
        const access = programmeAccess(channel, program, nowS);
        return (
          <li key={program.id} className={styles.slot} data-state={access.kind} aria-current={access.kind === 'live' ? 'true' : undefined}>
            <time className={styles.slotTime} dateTime={new Date(program.start_time * 1000).toISOString()}>
              {time.clock(program.start_time)}
            </time>
            <span className={styles.slotName}>
              <Link to={programPageHref(program)}>{program.name}</Link>
              {program.age_level.name ? <span className={styles.age}>{program.age_level.name}</span> : null}
            </span>
            <span className={styles.slotAction}>
              {access.kind === 'live' ? (
                <Link
                  to={`${channelHref(channel)}?player`}
                  className={styles.live}
                  aria-label={t('tv.watch_program', { name: program.name })}
                >
                  {t('tv.live_badge')}
                </Link>
              ) : access.kind === 'archive' ? (
                <Link to={programPlayerHref(program)} className={styles.play} aria-label={t('tv.watch_program', { name: program.name })}>
                  {t('tv.watch')}
                </Link>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
