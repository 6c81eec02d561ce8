import type { Channel, EpgProgram, Service } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { imageSources } from '../catalog/image';
import { channelHref, programPlayerHref } from '../catalog/links';
import { ItemBreadcrumbs } from '../media-item/item-breadcrumbs';
import { PurchaseButton } from '../purchases/purchase-button';
import { ReminderButton } from '../reminders/reminder-button';
import { usePageLayout } from '../shell/layout-context';
import { type ProgrammeAccess, programmeAccess } from './programme-access';
import styles from './tv.module.css';
import { type GuideTime, useGuideTime } from './use-guide-time';
import { useNowS } from './use-now';

export type ProgramPageProps = {
  channel: Channel;
  program: EpgProgram;
  /** The service that sells the channel's archive (tstv_service_id), when it is offered. */
  archiveService: Service | null;
  nowS: number;
};

/**
 * /tv/{channel_id}/shows/{id}: a programme, and what the viewer may do with it now (spec 2 §4 Programme, §6 Timeshift):
 * play it from the archive, buy the archive, watch it live, read why it cannot be played, or be reminded when it starts.
 */
export function ProgramPage({ channel, program, archiveService, nowS: loadedAtS }: ProgramPageProps) {
  const nowS = useNowS(loadedAtS);
  const { t } = useTranslation();
  const time = useGuideTime();
  const { header } = usePageLayout();
  const access = programmeAccess(channel, program, nowS);
  return (
    <article className={styles.page}>
      <div className={styles.programHead}>
        {header ? (
          <ItemBreadcrumbs
            trail={[
              { label: t('page.tv'), href: '/tv' },
              { label: channel.name, href: channelHref(channel) },
              { label: program.name, href: '' },
            ]}
          />
        ) : null}
        <img className={styles.programImage} {...imageSources(program.logo, 'horizontal', '640x360')} alt="" width={320} height={180} />
        <h1 className={styles.programTitle}>{program.name}</h1>
        <p className={styles.muted}>
          <Link to={channelHref(channel)}>{channel.name}</Link>
          {' · '}
          <time dateTime={new Date(program.start_time * 1000).toISOString()}>
            {time.day(program.start_time)}, {time.span(program)}
          </time>
          {program.age_level.name ? <span className={styles.age}>{program.age_level.name}</span> : null}
        </p>
        <ProgramAction channel={channel} program={program} access={access} archiveService={archiveService} time={time} />
      </div>
    </article>
  );
}

type ActionProps = { channel: Channel; program: EpgProgram; access: ProgrammeAccess; archiveService: Service | null; time: GuideTime };

function ProgramAction({ channel, program, access, archiveService, time }: ActionProps) {
  const { t } = useTranslation();
  switch (access.kind) {
    case 'archive':
      return (
        <div className={styles.actions}>
          <Link to={programPlayerHref(program)} className={buttonClass('primary', 'lg')}>
            {t('tv.watch')}
          </Link>
        </div>
      );
    case 'live':
      return (
        <div className={styles.actions}>
          <p className={styles.liveNote}>{t('tv.live_now')}</p>
          <Link to={`${channelHref(channel)}?player`} className={buttonClass('primary', 'lg')}>
            {t('tv.watch_live')}
          </Link>
          {access.fromStart ? (
            <Link to={programPlayerHref(program)} className={buttonClass('secondary', 'lg')}>
              {t('tv.watch_from_start')}
            </Link>
          ) : null}
        </div>
      );
    case 'offer':
      return (
        <div className={styles.actions}>
          <p className={styles.note}>{t('tv.archive_offer', { service: archiveService?.name ?? '' })}</p>
          {archiveService ? (
            <PurchaseButton
              variant="primary"
              usageModel="SERVICE"
              target={{
                item_type: 'service',
                item_id: archiveService.id,
                name: archiveService.name,
                watchHref: programPlayerHref(program),
              }}
            />
          ) : null}
        </div>
      );
    case 'not_in_archive':
      return <p className={styles.note}>{t('tv.not_in_archive')}</p>;
    case 'upcoming':
      return (
        <div className={styles.actions}>
          <p className={styles.note}>{t('tv.upcoming', { day: time.day(program.start_time), time: time.clock(program.start_time) })}</p>
          <ReminderButton program={{ id: program.id, original_id: program.original_id, channel_id: channel.id }} />
        </div>
      );
  }
}
