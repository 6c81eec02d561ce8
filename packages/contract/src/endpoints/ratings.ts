import { defineEndpoint } from '../endpoint.js';
import { Done } from '../schemas/auth.js';
import { RatingDeleteBody, RatingSetBody } from '../schemas/ratings.js';

/** spec 2 §4 Rating modal, §7 set and delete rating: the active profile's own score of a film or series. */
export const ratingsEndpoints = {
  'ratings.set': defineEndpoint({
    method: 'POST',
    path: '/api/v1/ratings',
    summary: 'Rates a film or series 1–10 for the active profile; a season or episode rates its series',
    tag: 'ratings',
    access: 'account',
    body: RatingSetBody,
    response: Done,
  }),
  'ratings.delete': defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/ratings',
    summary: 'Removes the active profile’s rating of a film or series (the modal’s 0)',
    tag: 'ratings',
    access: 'account',
    body: RatingDeleteBody,
    response: Done,
  }),
} as const;
