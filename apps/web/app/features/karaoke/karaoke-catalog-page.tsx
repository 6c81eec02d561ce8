import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import { CardGrid } from '../catalog/card-grid';
import { PageHeading } from '../shell/page-heading';
import styles from './karaoke.module.css';
import { KARAOKE_PAGE_SIZE, pageCount, pageHref } from './karaoke-paging';

const CATALOG_PATH = '/karaoke/catalog';

/** /karaoke/catalog: songs by name, a page at a time; each card opens /karaoke/{slug}. */
export function KaraokeCatalogPage({ page }: { page: number }) {
  const { t } = useTranslation();
  const list = useQuery(endpointQuery('karaokeItems.list', { query: { page, limit: KARAOKE_PAGE_SIZE } })).data;
  if (!list) return null;
  const pages = pageCount(list.total, KARAOKE_PAGE_SIZE);
  return (
    <>
      <PageHeading title={t('page.karaoke')} />
      <p className={styles.total}>{t('library.songs_count', { count: list.total })}</p>
      {list.items.length === 0 ? (
        <p className={styles.empty}>{t('library.karaoke_empty')}</p>
      ) : (
        <CardGrid items={list.items.map((item) => ({ ...item, item_type: 'karaoke_item' as const }))} size="square" />
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('library.pages')}>
          {page > 1 ? (
            <Link to={pageHref(CATALOG_PATH, page - 1)} className={buttonClass('secondary')} rel="prev">
              {t('library.previous_page')}
            </Link>
          ) : null}
          <span className={styles.pageOf} aria-current="page">
            {t('library.page_of', { page, pages })}
          </span>
          {page < pages ? (
            <Link to={pageHref(CATALOG_PATH, page + 1)} className={buttonClass('secondary')} rel="next">
              {t('library.next_page')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
