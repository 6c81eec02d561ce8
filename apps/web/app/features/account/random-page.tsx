import type { MediaItem } from '@efir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import { imageSources } from '../catalog/image';
import { mediaItemHref, playerHref } from '../catalog/links';
import { PageHeading } from '../shell/page-heading';
import styles from './random-page.module.css';

/** What the pick asks next: the item on screen left out, so «Другой» shows another. */
export const randomQuery = (except: number | undefined) =>
  endpointQuery('mediaItems.random', { query: except === undefined ? {} : { except } }, { staleTime: Number.POSITIVE_INFINITY });

/** /my/random: a title the viewer may play now (free or theirs), within the profile's limits, with play and «Другой». */
export function RandomPage() {
  const { t } = useTranslation();
  const [except, setExcept] = useState<number | undefined>(undefined);
  // The pick on screen stays while the next one loads.
  const pick = useQuery({ ...randomQuery(except), placeholderData: keepPreviousData });
  const item = pick.data?.item;
  return (
    <>
      <PageHeading title={t('page.my_random')} />
      <p className={styles.lead}>{t('random.lead')}</p>
      {pick.isError && <p role="alert">{t('error.default')}</p>}
      {pick.data && !item && <p className={styles.lead}>{t('random.none')}</p>}
      {item && <RandomPick item={item} busy={pick.isFetching} onAnother={() => setExcept(item.id)} />}
    </>
  );
}

function RandomPick({ item, busy, onAnother }: { item: MediaItem; busy: boolean; onAnother: () => void }) {
  const { t } = useTranslation();
  const facts = [item.year, ...item.genres.slice(0, 3).map((genre) => genre.name), item.age_level.name].filter(Boolean).join(' · ');
  return (
    <article className={styles.pick} aria-labelledby="random-title" aria-busy={busy}>
      <img className={styles.poster} {...imageSources(item.logo, 'filmposter', '230x333')} alt="" width={230} height={333} />
      <div className={styles.body}>
        <h2 id="random-title" className={styles.title}>
          <Link to={mediaItemHref(item)}>{item.name}</Link>
        </h2>
        {facts && <p className={styles.facts}>{facts}</p>}
        <p className={styles.description}>{item.short_description}</p>
        <div className={styles.actions}>
          <Link to={playerHref(item)} className={buttonClass('primary', 'lg')}>
            {t('random.play')}
          </Link>
          <button type="button" className={buttonClass('secondary', 'lg')} disabled={busy} onClick={onAnother}>
            {t('random.another')}
          </button>
        </div>
      </div>
    </article>
  );
}
