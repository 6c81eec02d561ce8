import { COLD_START_POSTERS_MAX, COLD_START_POSTERS_VISIBLE } from '@efir/contract';

/**
 * spec 2 §4 Cold start: steps genres, movies, result. The movies step lets the viewer on only with at least
 * min_for_choosing films (§5); the result step saves, then waits out the loading screen; a failed save is the error view.
 */
export type ColdStartState =
  | { step: 'genres'; genres: string[] }
  | { step: 'movies'; genres: string[]; movies: number[] }
  | { step: 'result'; genres: string[]; movies: number[] }
  | { step: 'error' };

export type ColdStartEvent =
  | { type: 'toggleGenre'; alias: string }
  | { type: 'toggleMovie'; id: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'failed' };

export const coldStartStart: ColdStartState = { step: 'genres', genres: [] };

const toggled = <T>(list: T[], value: T): T[] => (list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value]);

/** Whether the step's next button is enabled. */
export function canGoOn(state: ColdStartState, minForChoosing: number): boolean {
  if (state.step === 'genres') return state.genres.length > 0;
  if (state.step === 'movies') return state.movies.length >= minForChoosing;
  return false;
}

export function nextColdStart(state: ColdStartState, event: ColdStartEvent, minForChoosing: number): ColdStartState {
  switch (event.type) {
    case 'toggleGenre':
      return state.step === 'genres' ? { ...state, genres: toggled(state.genres, event.alias) } : state;
    case 'toggleMovie':
      return state.step === 'movies' ? { ...state, movies: toggled(state.movies, event.id) } : state;
    case 'next':
      if (!canGoOn(state, minForChoosing)) return state;
      if (state.step === 'genres') return { step: 'movies', genres: state.genres, movies: [] };
      if (state.step === 'movies') return { step: 'result', genres: state.genres, movies: state.movies };
      return state;
    case 'back':
      // Films chosen are of the genres chosen: a change of genres starts the films afresh.
      return state.step === 'movies' ? { step: 'genres', genres: state.genres } : state;
    case 'failed':
      return state.step === 'result' ? { step: 'error' } : state;
  }
}

/**
 * spec 2 §9: the loading screen's posters, up to 20, five shown, moved on by one every second (wrapping round);
 * `tick` counts the seconds since it opened.
 */
export function visiblePosters<T>(posters: T[], tick: number): T[] {
  const pool = posters.slice(0, COLD_START_POSTERS_MAX);
  if (pool.length <= COLD_START_POSTERS_VISIBLE) return pool;
  return Array.from({ length: COLD_START_POSTERS_VISIBLE }, (_, index) => pool[(tick + index) % pool.length]!);
}

/** Where the result leads: the media view returned, at its recom_cold_start block (spec 2 §2). The home view is `/`. */
export function resultPath(mediaViewAlias: string, anchor: string): string {
  return `${mediaViewAlias === 'home' ? '/' : `/${mediaViewAlias}`}#${anchor}`;
}
