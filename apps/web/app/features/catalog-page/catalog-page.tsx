import type { CatalogTheme } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import { CardGrid } from '../catalog/card-grid';
import { PageHeading } from '../shell/page-heading';
import { CatalogFilterBar } from './catalog-filters';
import styles from './catalog-page.module.css';
import {
  CATALOG_PAGE_SIZE,
  type CatalogState,
  catalogApiQuery,
  catalogHref,
  FILTERS_STALE_MS,
  isFiltered,
  parseCatalogSearch,
  withPage,
} from './catalog-params';
import { Pagination } from './pagination';

/**
 * While the next address of this catalogue loads, the controls already show it; the listing keeps the old results,
 * marked busy, until the new ones arrive.
 */
function usePendingState(pathname: string, current: CatalogState): CatalogState {
  const navigation = useNavigation();
  const next = navigation.location;
  return next && next.pathname === pathname ? parseCatalogSearch(new URLSearchParams(next.search)) : current;
}

/** /catalog and /{theme}/catalog: films and series by the filters in the URL, sorted, a page at a time (spec 1 §2). */
export function CatalogPage({ theme, title }: { theme: CatalogTheme | undefined; title: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const state = parseCatalogSearch(new URLSearchParams(search));
  const pending = usePendingState(pathname, state);
  const filters =
    useQuery(endpointQuery('catalog.filters', { query: { theme } }, { staleTime: FILTERS_STALE_MS, retry: false })).data ?? null;
  const list = useQuery(endpointQuery('catalog.list', { query: catalogApiQuery(state, theme) })).data;
  const busy = pending !== state;

  return (
    <div className={styles.page}>
      <PageHeading title={title} />
      <CatalogFilterBar
        filters={filters}
        state={pending}
        pathname={pathname}
        found={
          <p className={styles.found} role="status">
            {list ? t('catalog.listing.found', { count: list.total }) : null}
          </p>
        }
      />
      {list ? (
        <section className={styles.results} aria-busy={busy}>
          {list.items.length > 0 ? (
            <>
              <CardGrid items={list.items.map((item) => ({ ...item, item_type: 'media_item' as const }))} label={title} />
              <Pagination state={state} pageCount={Math.ceil(list.total / CATALOG_PAGE_SIZE)} pathname={pathname} />
            </>
          ) : (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>{t(list.total > 0 ? 'catalog.listing.past_end' : 'catalog.listing.empty_title')}</h2>
              {list.total > 0 ? (
                <Link to={catalogHref(pathname, withPage(state, 1))} className={buttonClass('primary')}>
                  {t('catalog.listing.first_page')}
                </Link>
              ) : (
                <>
                  <p className={styles.emptyText}>{t('catalog.listing.empty_text')}</p>
                  {isFiltered(state) ? (
                    <Link to={pathname} className={buttonClass('primary')}>
                      {t('catalog.listing.reset')}
                    </Link>
                  ) : null}
                </>
              )}
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
