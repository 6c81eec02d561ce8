import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { AgeLimitList, MediaItem, MediaView } from '../schemas/catalog.js';

export const catalogEndpoints = {
  'mediaItems.getById': defineEndpoint({
    method: 'GET',
    path: '/api/v1/media_items/:id',
    summary: 'A film, series, season or episode by id or slug, with its cast (spec 2 §7 mediaItems.getById)',
    tag: 'catalog',
    access: 'public',
    params: z.object({ id: z.string().min(1).max(200) }),
    response: MediaItem,
  }),
  'mediaViews.getByAlias': defineEndpoint({
    method: 'GET',
    path: '/api/v1/media_views/:alias',
    summary: 'A page of blocks (home, a theme, a landing) with their items resolved (spec 2 §7 media view by alias)',
    tag: 'catalog',
    access: 'public',
    params: z.object({ alias: z.string().min(1).max(100) }),
    query: z.strictObject({}),
    response: MediaView,
  }),
  'ageLimits.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/age_limits',
    summary: 'Age limits in order; the last is the maximum (spec 1 §3)',
    tag: 'catalog',
    access: 'public',
    response: AgeLimitList,
  }),
} as const;
