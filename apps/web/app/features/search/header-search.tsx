import { SEARCH_QUERY_MAX } from '@efir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { SearchIcon } from '../../ui/icons';
import { itemHref } from '../catalog/links';
import styles from './header-search.module.css';
import { SEARCH_PATH, searchHref } from './search-params';
import { nextHighlight, SUGGEST_DEBOUNCE_MS, SUGGESTIONS_LIMIT, suggestsFor } from './suggestions';

// The suggestions' code loads when the field is first focused: most pages are never searched from.
const loadSuggestions = () => import('./suggestion-list');
const SuggestionOptions = lazy(loadSuggestions);

/**
 * The header's search (spec 1 §2): a field that widens when focused and suggests titles, channels, songs and collections
 * as the viewer types (the ARIA combobox pattern). Enter on a suggestion opens it; Enter on the field opens /search with
 * what is typed. Without JavaScript it is a GET form to /search.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [settled, setSettled] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  // Each query text is its own cache entry, so a late answer to an older text never replaces the newer one's; the
  // previous list stays while the next loads.
  const answer = useQuery({
    ...endpointQuery('search.query', { query: { query: settled, limit: SUGGESTIONS_LIMIT } }, { enabled: suggestsFor(settled) }),
    placeholderData: keepPreviousData,
  });
  const shown = open && suggestsFor(value) && suggestsFor(settled) && answer.data !== undefined;
  const items = shown ? (answer.data?.items ?? []) : [];
  const listed = items.length > 0;

  const close = () => {
    setOpen(false);
    setHighlight(-1);
  };
  const done = () => {
    close();
    setValue('');
    field.current?.blur();
  };
  const go = (href: string) => {
    done();
    navigate(href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setHighlight(nextHighlight(highlight, items.length, event.key));
    } else if (event.key === 'Enter' && items[highlight]) {
      event.preventDefault();
      go(itemHref(items[highlight]) ?? searchHref(value));
    } else if (event.key === 'Escape' && shown) {
      // Only the list closes: the search field would also clear itself.
      event.preventDefault();
      close();
    }
  };

  return (
    <Form
      method="get"
      action={SEARCH_PATH}
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        go(searchHref(value));
      }}
    >
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon />
      </span>
      <input
        ref={field}
        className={styles.field}
        type="search"
        name="query"
        role="combobox"
        aria-label={t('header.search')}
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listId}
        aria-activedescendant={listed && highlight >= 0 ? `${listId}-${highlight}` : undefined}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setHighlight(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          loadSuggestions();
          setOpen(true);
        }}
        onBlur={close}
      />
      <div className={styles.popup} hidden={!shown}>
        <div id={listId} role="listbox" aria-label={t('search.suggestions')} className={styles.list}>
          {listed ? (
            <Suspense fallback={null}>
              <SuggestionOptions listId={listId} items={items} highlight={highlight} onHighlight={setHighlight} onChosen={done} />
            </Suspense>
          ) : null}
        </div>
        {shown && !listed ? (
          <p className={styles.none} role="status">
            {t('search.suggestions_none')}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
