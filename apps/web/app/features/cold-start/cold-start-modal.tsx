import {
  COLD_START_ANCHOR,
  COLD_START_MIN_FOR_CHOOSING,
  COLD_START_POSTER_STEP_MS,
  type ColdStartGenres,
  type ColdStartMovie,
  type ColdStartResult,
} from '@efir/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { browserApi } from '../../api/browser';
import { endpointQuery, invalidateEndpoint } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { ErrorModal } from '../../ui/modal/error-modal';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { imageSources } from '../catalog/image';
import styles from './cold-start.module.css';
import { type ColdStartState, canGoOn, coldStartStart, nextColdStart, resultPath, visiblePosters } from './cold-start-flow';

export function openColdStartModal(): void {
  openModal(<ColdStartModal />);
}

/** spec 2 §4 Cold start: genres, then films of those genres (at least min_for_choosing), then the result's loading screen. */
export function ColdStartModal() {
  const genres = useQuery(endpointQuery('coldStart.genres', {}));
  const [state, setState] = useState<ColdStartState>(coldStartStart);
  const min = genres.data?.min_for_choosing ?? COLD_START_MIN_FOR_CHOOSING;
  const send = (event: Parameters<typeof nextColdStart>[1]) => setState((current) => nextColdStart(current, event, min));

  if (genres.isError || state.step === 'error') return <ErrorModal />;
  if (!genres.data) return <p aria-busy="true" className={styles.wait} />;
  if (state.step === 'genres') return <GenresStep data={genres.data} state={state} send={send} />;
  if (state.step === 'movies') return <MoviesStep state={state} min={min} send={send} />;
  return <ResultStep state={state} onFailed={() => send({ type: 'failed' })} />;
}

type Send = (event: Parameters<typeof nextColdStart>[1]) => void;

function GenresStep({ data, state, send }: { data: ColdStartGenres; state: ColdStartState & { step: 'genres' }; send: Send }) {
  const { t } = useTranslation();
  return (
    <StepLayout title={t('cold_start.genres.title')} subtitle={t('cold_start.genres.subtitle')}>
      <fieldset className={styles.grid} data-kind="genres">
        <legend className="visually-hidden">{t('cold_start.genres.title')}</legend>
        {data.genres.map((genre) => (
          <label key={genre.alias} className={styles.choice}>
            <input
              type="checkbox"
              checked={state.genres.includes(genre.alias)}
              onChange={() => send({ type: 'toggleGenre', alias: genre.alias })}
            />
            <img {...imageSources(genre.image, 'genre', '250x250')} alt="" loading="lazy" width={250} height={250} />
            <span className={styles.caption}>{genre.name}</span>
          </label>
        ))}
      </fieldset>
      <div className={formStyles.actions}>
        <button type="button" className={buttonClass('primary', 'lg')} disabled={!canGoOn(state, 0)} onClick={() => send({ type: 'next' })}>
          {t('cold_start.next')}
        </button>
      </div>
    </StepLayout>
  );
}

function MoviesStep({ state, min, send }: { state: ColdStartState & { step: 'movies' }; min: number; send: Send }) {
  const { t } = useTranslation();
  const movies = useQuery(endpointQuery('coldStart.movies', { query: { genre_aliases: state.genres.join(',') } }));
  if (movies.isError) return <ErrorModal />;
  return (
    <StepLayout
      title={t('cold_start.movies.title')}
      subtitle={t('cold_start.movies.subtitle', { min })}
      onBack={() => send({ type: 'back' })}
    >
      <fieldset className={styles.grid} data-kind="movies" aria-busy={movies.isPending}>
        <legend className="visually-hidden">{t('cold_start.movies.title')}</legend>
        {(movies.data?.movies ?? []).map((movie) => (
          <label key={movie.id} className={styles.choice}>
            <input type="checkbox" checked={state.movies.includes(movie.id)} onChange={() => send({ type: 'toggleMovie', id: movie.id })} />
            <img {...imageSources(movie.image, 'filmposter', '176x254')} alt="" loading="lazy" width={176} height={254} />
            <span className={styles.caption}>{movie.name}</span>
          </label>
        ))}
      </fieldset>
      <div className={formStyles.actions}>
        <span className={styles.count} aria-live="polite">
          {t('cold_start.movies.chosen', { chosen: state.movies.length, min })}
        </span>
        <button
          type="button"
          className={buttonClass('primary', 'lg')}
          disabled={!canGoOn(state, min)}
          onClick={() => send({ type: 'next' })}
        >
          {t('cold_start.done')}
        </button>
      </div>
    </StepLayout>
  );
}

/** Saves once, then shows the chosen films' posters turning over until the loading duration is up, then leads to the block. */
function ResultStep({ state, onFailed }: { state: ColdStartState & { step: 'result' }; onFailed: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const movies = useQuery(endpointQuery('coldStart.movies', { query: { genre_aliases: state.genres.join(',') } }));
  const [result, setResult] = useState<ColdStartResult | null>(null);
  const [tick, setTick] = useState(0);
  const save = useMutation({
    mutationFn: () => browserApi().call('coldStart.save', { body: { genre_aliases: state.genres, content_ids: state.movies } }),
    onSuccess: setResult,
    onError: onFailed,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step saves once, when it opens.
  useEffect(() => save.mutate(), []);
  useEffect(() => {
    if (!result) return;
    const rotate = setInterval(() => setTick((value) => value + 1), COLD_START_POSTER_STEP_MS);
    const done = setTimeout(() => {
      void invalidateEndpoint('mediaViews.getByAlias').then(() => {
        closeModal();
        void navigate(resultPath(result.media_view_alias, COLD_START_ANCHOR));
      });
    }, result.loading_screen.duration * 1000);
    return () => {
      clearInterval(rotate);
      clearTimeout(done);
    };
  }, [result, navigate]);

  // The chosen films first, then the rest of their genres'.
  const all = movies.data?.movies ?? [];
  const posters: ColdStartMovie[] = [
    ...all.filter((movie) => state.movies.includes(movie.id)),
    ...all.filter((movie) => !state.movies.includes(movie.id)),
  ];
  return (
    <StepLayout title={t('cold_start.result.title')} subtitle={t('cold_start.result.subtitle')}>
      <ul className={styles.posters} aria-busy="true" data-testid="cold-start-posters">
        {visiblePosters(posters, tick).map((movie) => (
          <li key={movie.id}>
            <img {...imageSources(movie.image, 'filmposter', '176x254')} alt={movie.name} width={176} height={254} />
          </li>
        ))}
      </ul>
    </StepLayout>
  );
}
