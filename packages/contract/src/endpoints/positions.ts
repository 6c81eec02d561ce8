import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../schemas/auth.js';
import { RowIdParam } from '../schemas/ids.js';
import {
  MediaPosition,
  MediaPositionAnswer,
  MediaPositionList,
  UpNextAnswer,
  ViewedTimeReport,
  ViewingHistory,
} from '../schemas/positions.js';

const MediaItemParams = z.strictObject({ media_item_id: RowIdParam });

/**
 * Resume across devices, binge-watching and viewed time. Positions belong to the signed-in account (so every
 * device resumes at the same place), or to the demo session of a visitor.
 */
export const positionsEndpoints = {
  'positions.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/positions',
    summary: 'The viewer’s media positions, most recent first (continue viewing, /my/positions)',
    tag: 'positions',
    access: 'session',
    response: MediaPositionList,
  }),
  'positions.history': defineEndpoint({
    method: 'GET',
    path: '/api/v1/viewing_history',
    summary: 'The films and episodes behind the viewer’s positions, finished ones too, most recent first (/my/positions)',
    tag: 'positions',
    access: 'session',
    response: ViewingHistory,
  }),
  'positions.get': defineEndpoint({
    method: 'GET',
    path: '/api/v1/positions/:media_item_id',
    summary: 'Where the viewer stopped in a film or episode (spec 2 §3 media position); null when never played',
    tag: 'positions',
    access: 'session',
    params: MediaItemParams,
    response: MediaPositionAnswer,
  }),
  'positions.save': defineEndpoint({
    method: 'PUT',
    path: '/api/v1/positions/:media_item_id',
    summary: 'Saves the position, as the player does every 10 s and on exit',
    tag: 'positions',
    access: 'session',
    params: MediaItemParams,
    body: MediaPosition.strict(),
    response: Done,
  }),
  'positions.upNext': defineEndpoint({
    method: 'GET',
    path: '/api/v1/positions/:media_item_id/up_next',
    summary: 'The episode to offer when this one ends: the next in its season, else the first of the next season',
    tag: 'positions',
    access: 'public',
    params: MediaItemParams,
    response: UpNextAnswer,
  }),
  'viewedTime.report': defineEndpoint({
    method: 'POST',
    path: '/api/v1/viewed_time',
    summary: 'Seconds watched since the last report (spec 2 §7 viewed-time setter), summed for view-time limits',
    tag: 'positions',
    access: 'session',
    body: ViewedTimeReport,
    response: Done,
  }),
} as const;
