import { CATALOG_THEMES, type CatalogTheme, type MediaBlock } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { endpointQuery } from '../../../api/queries';
import { buttonClass } from '../../../ui/button';
import { CatalogChips, knownFilters } from '../../catalog-page/catalog-chips';
import { FILTERS_STALE_MS, parseCatalogSearch } from '../../catalog-page/catalog-params';
import styles from '../blocks.module.css';
import { titleOf } from '../custom-data';

export const themeOf = (path: string): CatalogTheme | null => CATALOG_THEMES.find((theme) => path === `/${theme}`) ?? null;

/**
 * spec 2 §2 filters block on theme pages: the catalogue's chip row, submitted to `{path}/catalog` with the chosen values
 * in the query string. Renders nothing off a theme page, on error, or when no filters come back (spec 2 §5).
 */
export function FiltersBlock({ block, path }: { block: MediaBlock; path: string }) {
  const { t } = useTranslation();
  const theme = themeOf(path);
  const { data } = useQuery(
    endpointQuery('catalog.filters', { query: { theme: theme ?? undefined } }, { enabled: theme !== null, staleTime: FILTERS_STALE_MS }),
  );
  const [state, setState] = useState(() => parseCatalogSearch(new URLSearchParams()));
  const { lists, switches } = knownFilters(data ?? null);
  if (!theme || !data || (lists.length === 0 && switches.length === 0)) return null;
  return (
    <Form method="get" action={`${path}/catalog`} className={styles.filters} aria-label={titleOf(block) ?? undefined}>
      <CatalogChips filters={data} state={state} onChange={setState} />
      <button type="submit" className={`${buttonClass('primary')} ${styles.filtersSubmit}`}>
        {titleOf(block) ?? t('catalog.filters.submit')}
      </button>
    </Form>
  );
}
