import type { MediaBlock } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import styles from '../catalog/cards.module.css';
import { minutesLeft, watchedPercent } from '../catalog/format';
import { imageSources } from '../catalog/image';
import { playerHref } from '../catalog/links';
import rowStyles from './blocks.module.css';
import { Row } from './row';

/** spec 2 §2 continue viewing: the viewer's positions as cards to the player, with minutes left past 5 s. */
export function ContinueRow({ block }: { block: MediaBlock }) {
  const { t } = useTranslation();
  const { data } = useQuery(endpointQuery('continueWatching.list'));
  if (!data || data.items.length === 0) return null;
  return (
    <Row block={block}>
      {data.items.map((item) => {
        const left = minutesLeft(item.position.timepoint, item.duration);
        const progress = watchedPercent(item.position.timepoint, item.duration);
        return (
          <li key={item.id} className={rowStyles.slide}>
            <Link to={playerHref(item)} className={`${styles.card} ${styles.wide}`}>
              <span className={styles.frame}>
                <img {...imageSources(item.visit_card, 'horizontal', '400x225')} alt="" width={400} height={225} loading="lazy" />
                <span className={rowStyles.progress} style={{ width: `${progress}%` }} />
              </span>
              <span className={styles.title}>{item.series_name ?? item.name}</span>
              <span className={styles.subtitle}>
                {[item.type === 'episode' ? item.name : null, left ? t('catalog.minutes_left', { count: left }) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Link>
          </li>
        );
      })}
    </Row>
  );
}
