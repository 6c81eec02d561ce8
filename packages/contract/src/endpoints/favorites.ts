import { defineEndpoint } from '../endpoint.js';
import { Done } from '../schemas/auth.js';
import { FavoriteList, FavoriteRef } from '../schemas/catalog.js';

/** spec 2 §4 Favourites: a signed-in viewer's list (the active profile's, else the account's); visitors are refused. */
export const favoritesEndpoints = {
  'favorites.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/favorites',
    summary: 'The viewer’s favourites, most recently added first (/my/collection)',
    tag: 'favorites',
    access: 'account',
    response: FavoriteList,
  }),
  'favorites.add': defineEndpoint({
    method: 'POST',
    path: '/api/v1/favorites',
    summary: 'Adds an item to favourites (spec 2 §7 favorites add); adding twice is no error',
    tag: 'favorites',
    access: 'account',
    body: FavoriteRef,
    response: Done,
  }),
  'favorites.delete': defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/favorites',
    summary: 'Removes an item from favourites (spec 2 §7 favorites delete)',
    tag: 'favorites',
    access: 'account',
    body: FavoriteRef,
    response: Done,
  }),
} as const;
