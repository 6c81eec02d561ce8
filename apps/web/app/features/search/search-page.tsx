import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import { SearchIcon } from '../../ui/icons';
import { CardGrid } from '../catalog/card-grid';
import { PageHeading } from '../shell/page-heading';
import styles from './search-page.module.css';
import { groupSearchItems, SEARCH_DEBOUNCE_MS, SEARCH_PATH, searchHref, searchStatus } from './search-params';

/** /search?query=: a field whose settled text becomes the address, and the results of that address grouped by kind. */
export function SearchPage({ query }: { query: string }) {
  const { t } = useTranslation();
  const status = searchStatus(query);
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === SEARCH_PATH;
  const answer = useQuery(endpointQuery('search.query', { query: { query } }, { enabled: status === 'search' })).data;
  const groups = answer ? groupSearchItems(answer.items) : [];

  return (
    <div className={styles.page}>
      <PageHeading title={t('page.search')} />
      <SearchField query={query} />
      <div className={styles.results} aria-busy={busy}>
        {status === 'prompt' ? (
          <div className={styles.message}>
            <h2 className={styles.messageTitle}>{t('search.prompt_title')}</h2>
            <p className={styles.messageText}>{t('search.prompt_text')}</p>
          </div>
        ) : status === 'short' ? (
          <p className={styles.hint} role="status">
            {t('search.too_short', { min: SEARCH_QUERY_MIN })}
          </p>
        ) : answer && groups.length === 0 ? (
          <div className={styles.message} role="status">
            <h2 className={styles.messageTitle}>{t('search.no_results_title', { query })}</h2>
            <p className={styles.messageText}>{t('search.no_results_text')}</p>
            <Link to="/catalog" className={buttonClass('secondary')}>
              {t('search.to_catalog')}
            </Link>
          </div>
        ) : answer ? (
          <>
            <p className={styles.found} role="status">
              {t('search.found', { count: answer.items.length, query })}
            </p>
            {groups.map((group) => (
              <section key={group.kind} className={styles.group} aria-labelledby={`search-${group.kind}`}>
                <h2 id={`search-${group.kind}`} className={styles.groupTitle}>
                  {t(`search.groups.${group.kind}`)}
                  <span className={styles.count}>{group.items.length}</span>
                </h2>
                <CardGrid items={group.items} />
              </section>
            ))}
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The search field. Typing moves the address (replacing the history entry) once it settles for SEARCH_DEBOUNCE_MS; Enter
 * searches at once as a new entry. Without JavaScript it is a plain GET form. Back and forward bring their query into it.
 */
function SearchField({ query }: { query: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(query);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The query this field last sent to the address: its arrival must not overwrite what was typed since. */
  const sent = useRef(query);

  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setValue(query);
    }
  }, [query]);

  // Only on arrival: focusing again on every change of the address would pull focus away from the results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    if (query === '') input.current?.focus();
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() === sent.current) return;
      sent.current = next.trim();
      navigate(searchHref(next), { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <Form
      method="get"
      action={SEARCH_PATH}
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        sent.current = value.trim();
        navigate(searchHref(value));
      }}
    >
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon />
      </span>
      <input
        ref={input}
        className={styles.input}
        type="search"
        name="query"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={buttonClass('primary')}>
        {t('search.submit')}
      </button>
    </Form>
  );
}
