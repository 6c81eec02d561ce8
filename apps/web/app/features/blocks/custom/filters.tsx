import { CATALOG_THEMES, type CatalogTheme, type MediaBlock } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { endpointQuery } from '../../../api/queries';
import { buttonClass } from '../../../ui/button';
import { FILTERS_STALE_MS } from '../../catalog-page/catalog-params';
import styles from '../blocks.module.css';
import { titleOf } from '../custom-data';

export const themeOf = (path: string): CatalogTheme | null => CATALOG_THEMES.find((theme) => path === `/${theme}`) ?? null;

/**
 * spec 2 §2 filters block on theme pages: submits to `{path}/catalog` with the values in the query string. Renders nothing
 * off a theme page, on error, or when no filters come back (spec 2 §5).
 */
export function FiltersBlock({ block, path }: { block: MediaBlock; path: string }) {
  const { t } = useTranslation();
  const theme = themeOf(path);
  const { data } = useQuery(
    endpointQuery('catalog.filters', { query: { theme: theme ?? undefined } }, { enabled: theme !== null, staleTime: FILTERS_STALE_MS }),
  );
  if (!theme || !data || (data.multiple.length === 0 && data.custom.length === 0)) return null;
  return (
    <Form method="get" action={`${path}/catalog`} className={styles.filters} aria-label={titleOf(block) ?? undefined}>
      {data.multiple.map((filter) => (
        <label key={filter.alias} className={styles.filterField}>
          <span className={styles.visuallyHidden}>{filter.name}</span>
          <select name={filter.alias} defaultValue="">
            <option value="">{filter.all_options_title}</option>
            {filter.options.map((option) => (
              <option key={option.alias} value={option.alias}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {data.custom.map((filter) => (
        <label key={filter.alias} className={styles.filterSwitch}>
          <input type="checkbox" name={filter.alias} value="true" />
          {filter.name}
        </label>
      ))}
      <button type="submit" className={buttonClass('primary')}>
        {titleOf(block) ?? t('catalog.filters.submit')}
      </button>
    </Form>
  );
}
