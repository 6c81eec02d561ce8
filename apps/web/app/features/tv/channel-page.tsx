import type { Channel, EpgProgram } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import type { LoadFailure } from '../../api/loader-queries';
import { imageSources } from '../catalog/image';
import { channelHref } from '../catalog/links';
import type { PlayerPageData } from '../player/load-player';
import { InlinePlayer } from '../player/player-page';
import { PageHeading } from '../shell/page-heading';
import { ChannelOffer } from './channel-offer';
import { ChannelSchedule } from './channel-schedule';
import { isOnAir } from './programme-access';
import styles from './tv.module.css';
import { useGuideTime } from './use-guide-time';
import { useNowS } from './use-now';

export type ChannelPageProps = {
  channel: Channel;
  /** The viewer's day, midnight to midnight, Unix seconds. */
  day: { from: number; to: number };
  programs: EpgProgram[];
  /** The live player's data, or why the channel does not play for this viewer. */
  live: { data: PlayerPageData } | { failure: LoadFailure };
  nowS: number;
};

/** /tv/{id}: the channel's live player, what is on now, and today's schedule (spec 1 §2, spec 2 §3 Channel). */
export function ChannelPage({ channel, day, programs, live, nowS: loadedAtS }: ChannelPageProps) {
  const nowS = useNowS(loadedAtS);
  const { t } = useTranslation();
  const time = useGuideTime();
  const onAir = programs.find((program) => isOnAir(program, nowS)) ?? channel.epgs.find((program) => isOnAir(program, nowS));
  return (
    <article className={styles.page}>
      <PageHeading title={channel.name} />
      <div className={styles.top}>
        <div className={styles.screen}>
          {'data' in live ? (
            <InlinePlayer data={live.data} channelAddress={channelHref} />
          ) : live.failure.purchase ? (
            <ChannelOffer channel={channel} offer={live.failure.purchase} />
          ) : (
            <div className={styles.offer}>
              <p className={styles.muted}>{t('tv.unavailable')}</p>
            </div>
          )}
        </div>
        <section className={styles.about} aria-labelledby="on-air-title">
          <img className={styles.logo} {...imageSources(channel.logo, 'logo', '64x64')} alt="" width={64} height={64} />
          <h2 id="on-air-title" className={styles.label}>
            {t('tv.on_air')}
          </h2>
          {onAir ? (
            <>
              <p className={styles.onAirName}>{onAir.name}</p>
              <p className={styles.muted}>
                {time.span(onAir)}
                {onAir.age_level.name ? <span className={styles.age}>{onAir.age_level.name}</span> : null}
              </p>
            </>
          ) : (
            <p className={styles.muted}>{t('tv.nothing_on_air')}</p>
          )}
          {channel.description ? <p className={styles.description}>{channel.description}</p> : null}
        </section>
      </div>
      <section className={styles.section} aria-labelledby="schedule-title">
        <h2 id="schedule-title" className={styles.sectionTitle}>
          {t('tv.schedule_title', { day: time.day(day.from) })}
        </h2>
        <ChannelSchedule channel={channel} programs={programs} nowS={nowS} time={time} />
      </section>
    </article>
  );
}
