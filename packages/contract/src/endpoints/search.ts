import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SearchAnswer } from '../schemas/catalog.js';

export const searchEndpoints = {
  'search.query': defineEndpoint({
    method: 'GET',
    path: '/api/v1/search',
    summary: 'Films, series, channels, karaoke and collections by name, original name, cast or description; typos forgiven',
    tag: 'search',
    access: 'public',
    query: z.strictObject({
      query: z.string().trim().min(SEARCH_QUERY_MIN).max(SEARCH_QUERY_MAX),
      limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
    }),
    response: SearchAnswer,
  }),
} as const;
