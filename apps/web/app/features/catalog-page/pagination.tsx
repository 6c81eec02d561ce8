import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../ui/icons';
import styles from './catalog-page.module.css';
import { type CatalogState, catalogHref, pageLinks, withPage } from './catalog-params';

/** Server-rendered page links: every page of the listing has its own address. */
export function Pagination({ state, pageCount, pathname }: { state: CatalogState; pageCount: number; pathname: string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const href = (page: number) => catalogHref(pathname, withPage(state, page));
  const current = state.page;
  return (
    <nav className={styles.pagination} aria-label={t('catalog.listing.pages')}>
      {current > 1 ? (
        <Link
          to={href(current - 1)}
          className={`${styles.pageLink} ${styles.pageStep}`}
          rel="prev"
          aria-label={t('catalog.listing.previous')}
        >
          <span className={styles.flip}>
            <ChevronRightIcon />
          </span>
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pageLinks(current, pageCount).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                className={`${styles.pageLink} ${page === current ? styles.pageCurrent : ''}`}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('catalog.listing.page', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < pageCount ? (
        <Link to={href(current + 1)} className={`${styles.pageLink} ${styles.pageStep}`} rel="next" aria-label={t('catalog.listing.next')}>
          <ChevronRightIcon />
        </Link>
      ) : null}
    </nav>
  );
}
