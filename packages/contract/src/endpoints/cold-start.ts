import { defineEndpoint } from '../endpoint.js';
import { ColdStartGenres, ColdStartMovies, ColdStartMoviesQuery, ColdStartResult, ColdStartResultBody } from '../schemas/cold-start.js';

/** spec 2 §4 Cold start, §7 cold-start calls: the active profile tells what it likes; the home page's recom_cold_start block follows. */
export const coldStartEndpoints = {
  'coldStart.genres': defineEndpoint({
    method: 'GET',
    path: '/api/v1/cold_start/genres',
    summary: 'Genres to choose from (with their images) that hold films or series within the active profile’s limits, and min_for_choosing',
    tag: 'cold-start',
    access: 'account',
    response: ColdStartGenres,
  }),
  'coldStart.movies': defineEndpoint({
    method: 'GET',
    path: '/api/v1/cold_start/movies',
    summary: 'Films and series of any of these genres (aliases, comma separated), best rated first, within the active profile’s limits',
    tag: 'cold-start',
    access: 'account',
    query: ColdStartMoviesQuery,
    response: ColdStartMovies,
  }),
  'coldStart.save': defineEndpoint({
    method: 'POST',
    path: '/api/v1/cold_start/result',
    summary:
      'Saves the active profile’s chosen genres and films (at least min_for_choosing, each visible to it); the recom_cold_start block follows them',
    tag: 'cold-start',
    access: 'account',
    body: ColdStartResultBody,
    response: ColdStartResult,
  }),
} as const;
