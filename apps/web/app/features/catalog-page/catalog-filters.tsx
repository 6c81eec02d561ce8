import type { CatalogFilters } from '@efir/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { buttonClass } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { CatalogChips, knownFilters } from './catalog-chips';
import styles from './catalog-page.module.css';
import { type CatalogState, catalogHref, catalogSearch, isFiltered, type ListFilter, toggleOption, toggleSwitch } from './catalog-params';

interface CatalogFilterBarProps {
  /** Null when the filters could not be loaded: the listing still works, by sort only (spec 2 §8 hides failed filters). */
  filters: CatalogFilters | null;
  state: CatalogState;
  pathname: string;
  /** How many titles match, shown under the filters. */
  found: React.ReactNode;
}

/**
 * The catalogue's filters, switches and order in the one chip row, then the chosen filters, each removable. Every change
 * is a new address (the state lives in the URL); the chips' fields also form a GET form, submitted without JavaScript.
 */
export function CatalogFilterBar({ filters, state: addressed, pathname, found }: CatalogFilterBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A control shows its new value at once, before the router starts the navigation it asked for.
  const [chosen, setChosen] = useState<CatalogState | null>(null);
  const addressedSearch = catalogSearch(addressed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address (or pending address) supersedes the choice
  useEffect(() => setChosen(null), [addressedSearch]);
  const state = chosen ?? addressed;
  const go = (next: CatalogState) => {
    setChosen(next);
    navigate(catalogHref(pathname, next), { preventScrollReset: true });
  };
  const { lists, switches } = knownFilters(filters);
  const optionName = (key: ListFilter, alias: string) =>
    lists.find((filter) => filter.key === key)?.options.find((option) => option.alias === alias)?.name ?? alias;

  return (
    <Form method="get" action={pathname} className={styles.filterBar} aria-label={t('catalog.listing.filters')}>
      <div className={styles.controls}>
        <CatalogChips filters={filters} state={state} onChange={go} sortable />
        <noscript>
          <button type="submit" className={buttonClass('primary')}>
            {t('catalog.listing.apply')}
          </button>
        </noscript>
      </div>
      {isFiltered(state) ? (
        <ul className={styles.chips} aria-label={t('catalog.listing.selected')}>
          {(Object.keys(state.lists) as ListFilter[]).flatMap((key) =>
            state.lists[key].map((alias) => {
              const name = optionName(key, alias);
              return (
                <li key={`${key}:${alias}`}>
                  <Link
                    to={catalogHref(pathname, toggleOption(state, key, alias))}
                    preventScrollReset
                    className={styles.chip}
                    aria-label={t('catalog.listing.remove', { name })}
                  >
                    {name}
                    <CloseIcon />
                  </Link>
                </li>
              );
            }),
          )}
          {state.switches.map((alias) => {
            const name = switches.find((filter) => filter.key === alias)?.name ?? alias;
            return (
              <li key={alias}>
                <Link
                  to={catalogHref(pathname, toggleSwitch(state, alias))}
                  preventScrollReset
                  className={styles.chip}
                  aria-label={t('catalog.listing.remove', { name })}
                >
                  {name}
                  <CloseIcon />
                </Link>
              </li>
            );
          })}
          <li>
            <Link to={pathname} preventScrollReset className={styles.reset}>
              {t('catalog.listing.reset')}
            </Link>
          </li>
        </ul>
      ) : null}
      <div className={styles.toolbar}>{found}</div>
    </Form>
  );
}
