import { CATALOG_SORTS, type CatalogFilters, type CatalogSort } from '@efir/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { buttonClass } from '../../ui/button';
import { ChevronDownIcon, CloseIcon } from '../../ui/icons';
import styles from './catalog-page.module.css';
import {
  type CatalogState,
  catalogHref,
  catalogSearch,
  isFiltered,
  isListFilter,
  isSwitchFilter,
  type ListFilter,
  toggleOption,
  toggleSwitch,
  withSort,
} from './catalog-params';

interface CatalogFilterBarProps {
  /** Null when the filters could not be loaded: the listing still works, by sort only (spec 2 §8 hides failed filters). */
  filters: CatalogFilters | null;
  state: CatalogState;
  pathname: string;
  /** How many titles match, shown across from the order. */
  found: React.ReactNode;
}

/**
 * The catalogue's filters, switches and order. Every change is a new address (the state lives in the URL); without
 * JavaScript the same controls form a GET form with a submit button.
 */
export function CatalogFilterBar({ filters, state: addressed, pathname, found }: CatalogFilterBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bar = useRef<HTMLFormElement>(null);
  useDisclosureDismiss(bar);
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
  // Only the filters the listing understands are offered: another alias would make the listing refuse the query.
  const lists = (filters?.multiple ?? []).flatMap((filter) => (isListFilter(filter.alias) ? [{ ...filter, key: filter.alias }] : []));
  const switches = (filters?.custom ?? []).flatMap((filter) => (isSwitchFilter(filter.alias) ? [{ ...filter, key: filter.alias }] : []));
  const optionName = (key: ListFilter, alias: string) =>
    lists.find((filter) => filter.key === key)?.options.find((option) => option.alias === alias)?.name ?? alias;

  return (
    <Form method="get" action={pathname} ref={bar} className={styles.filterBar} aria-label={t('catalog.listing.filters')}>
      <div className={styles.controls}>
        {lists.map(({ key, ...filter }) => {
          const selected = state.lists[key];
          const summary =
            selected.length === 0
              ? filter.all_options_title || filter.name
              : selected.length === 1
                ? optionName(key, selected[0] ?? '')
                : `${filter.name}: ${selected.length}`;
          return (
            <details key={filter.alias} className={styles.dropdown} data-filter={filter.alias}>
              <summary className={`${styles.pill} ${selected.length > 0 ? styles.pillActive : ''}`}>
                <span className={styles.pillText}>{summary}</span>
                <ChevronDownIcon />
              </summary>
              <fieldset className={styles.panel}>
                <legend className="visually-hidden">{filter.name}</legend>
                {filter.options.map((option) => (
                  <label key={option.alias} className={styles.option}>
                    <input
                      type="checkbox"
                      name={filter.alias}
                      value={option.alias}
                      checked={selected.includes(option.alias)}
                      onChange={() => go(toggleOption(state, key, option.alias))}
                    />
                    <span>{option.name}</span>
                  </label>
                ))}
              </fieldset>
            </details>
          );
        })}
        {switches.map(({ key, ...filter }) => {
          const on = state.switches.includes(key);
          return (
            <label key={filter.alias} className={`${styles.pill} ${styles.switch} ${on ? styles.pillActive : ''}`}>
              <input type="checkbox" name={filter.alias} value="true" checked={on} onChange={() => go(toggleSwitch(state, key))} />
              {filter.name}
            </label>
          );
        })}
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
      <div className={styles.toolbar}>
        {found}
        <label className={styles.sort}>
          <span className={styles.sortLabel}>{t('catalog.listing.sort_label')}</span>
          <select name="sort" value={state.sort} onChange={(event) => go(withSort(state, event.target.value as CatalogSort))}>
            {CATALOG_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalog.listing.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Form>
  );
}

/** Open filter lists close on a click elsewhere and on Escape (which gives focus back to the list's button). */
function useDisclosureDismiss(container: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const openLists = () => [...(container.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [])];
    const onPointerDown = (event: PointerEvent) => {
      for (const list of openLists()) if (!list.contains(event.target as Node)) list.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const list of openLists()) {
        list.open = false;
        list.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container]);
}
