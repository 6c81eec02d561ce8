import { CATALOG_SORTS, type CatalogFilters, type CatalogSort } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../ui/filter-chips';
import { type CatalogState, isListFilter, isSwitchFilter, toggleOption, toggleSwitch, withSort } from './catalog-params';

/** Only the filters the listing understands are offered: another alias would make the listing refuse the query. */
export function knownFilters(filters: CatalogFilters | null) {
  return {
    lists: (filters?.multiple ?? []).flatMap((filter) => (isListFilter(filter.alias) ? [{ ...filter, key: filter.alias }] : [])),
    switches: (filters?.custom ?? []).flatMap((filter) => (isSwitchFilter(filter.alias) ? [{ ...filter, key: filter.alias }] : [])),
  };
}

interface CatalogChipsProps {
  filters: CatalogFilters | null;
  state: CatalogState;
  onChange: (next: CatalogState) => void;
  /** The catalogue orders its listing from the same row; the theme pages' block only picks filters. */
  sortable?: boolean;
}

/** The catalogue's filters (spec 2 §3 filters response) as the one chip row, for /{theme}/catalog and the filters block. */
export function CatalogChips({ filters, state, onChange, sortable = false }: CatalogChipsProps) {
  const { t } = useTranslation();
  const { lists, switches } = knownFilters(filters);
  const sort = {
    alias: 'sort',
    name: t('catalog.listing.sort_label'),
    anyTitle: '',
    options: CATALOG_SORTS.map((alias) => ({ alias, name: t(`catalog.listing.sort.${alias}`) })),
    chosen: [state.sort],
    single: true,
  };
  return (
    <FilterChips
      label={t('catalog.listing.filters')}
      lists={[
        ...lists.map((filter) => ({ ...filter, anyTitle: filter.all_options_title, chosen: state.lists[filter.key] })),
        ...(sortable ? [sort] : []),
      ]}
      switches={switches.map((filter) => ({ ...filter, on: state.switches.includes(filter.key) }))}
      onOption={(list, option) => {
        if (isListFilter(list)) onChange(toggleOption(state, list, option));
        else onChange(withSort(state, option as CatalogSort));
      }}
      onSwitch={(alias) => {
        if (isSwitchFilter(alias)) onChange(toggleSwitch(state, alias));
      }}
    />
  );
}
