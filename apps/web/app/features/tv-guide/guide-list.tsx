import type { EpgGuideProgram } from '@efir/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { imageSources } from '../catalog/image';
import { cellHref, emptyGuideKey, GUIDE_PAGE_CHANNELS, type GuideFilter, useGuideRows } from './guide-data';
import { blocksBetween, clockTime, HOUR_S } from './guide-time';
import styles from './tv-guide.module.css';

/** On a phone: each channel with what is on now and next, a page of channels at a time. */
export function GuideList({ now, timeZone, filter }: { now: number; timeZone: string; filter: GuideFilter }) {
  const { t, i18n } = useTranslation();
  const [pages, setPages] = useState(1);
  const offsets = Array.from({ length: pages }, (_, i) => i * GUIDE_PAGE_CHANNELS);
  const rows = useGuideRows(offsets, blocksBetween(now, now + 3 * HOUR_S), filter);
  const count = Math.min(rows.total ?? GUIDE_PAGE_CHANNELS, pages * GUIDE_PAGE_CHANNELS);
  const line = (label: string, program: EpgGuideProgram | undefined, slug: string) =>
    program ? (
      <Link to={cellHref({ slug }, program)} className={styles.listProgram} data-state={program.state}>
        <span className={styles.listLabel}>{label}</span>
        <span className={styles.cellTime}>{clockTime(program.start_time, timeZone, i18n.language)}</span>
        <span className={styles.listName}>{program.name}</span>
      </Link>
    ) : null;
  if (rows.total === 0) return <p className={styles.empty}>{t(emptyGuideKey(filter))}</p>;
  return (
    <div data-testid="tv-guide-list">
      <ul className={styles.list}>
        {Array.from({ length: count }, (_, row) => {
          const channel = rows.channel(row);
          if (!channel) return null;
          const programs = rows.programs(row, now, now + 3 * HOUR_S);
          const current = programs.find((p) => p.start_time <= now && now < p.end_time);
          const next = programs.find((p) => p.start_time >= (current?.end_time ?? now));
          const logo = imageSources(channel.logo, 'logo', '64x64');
          return (
            <li key={channel.id} className={styles.listItem}>
              <Link to={`/tv/${channel.slug}`} className={styles.listChannel}>
                <img src={logo.src} srcSet={logo.srcSet} alt="" width={40} height={40} className={styles.logo} loading="lazy" />
                <span className={styles.channelName}>{channel.name}</span>
              </Link>
              {line(t('tv_guide.list.now'), current, channel.slug)}
              {line(t('tv_guide.list.next'), next, channel.slug)}
            </li>
          );
        })}
      </ul>
      {rows.total !== undefined && count < rows.total ? (
        <button type="button" className={buttonClass('secondary')} onClick={() => setPages(pages + 1)}>
          {t('tv_guide.list.more')}
        </button>
      ) : null}
    </div>
  );
}
