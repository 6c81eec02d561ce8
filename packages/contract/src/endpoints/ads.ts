import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  AdBrandParam,
  AdBreaksAnswer,
  AdBreaksBody,
  AdEventParams,
  AdMediaItemParam,
  AdSettings,
  AdStatsAnswer,
  AdVastQuery,
} from '../schemas/ads.js';
import { Done } from '../schemas/auth.js';

/** Issue #19: the built-in VAST 4.1 ad server, its tracking pixels, and the operator's ad breaks, settings and counts. */
export const adsEndpoints = {
  'ads.vast': defineEndpoint({
    method: 'GET',
    path: '/api/v1/ads/vast',
    summary:
      'A VAST 4.1 answer (application/xml) for a slot of a film or episode: its ad pod, or no Ad when it has none or the viewer is capped',
    tag: 'ads',
    access: 'session',
    query: AdVastQuery,
    response: z.string(),
  }),
  'ads.testTitle': defineEndpoint({
    method: 'GET',
    path: '/api/v1/ads/test_title',
    summary: '/test_avod_player: the first free film with ad breaks the active profile may watch, for operators to check their ad setup',
    tag: 'ads',
    access: 'public',
    response: z.object({ media_item_id: z.number().int().nullable() }),
  }),
  'ads.event': defineEndpoint({
    method: 'GET',
    path: '/api/v1/ads/events/:impression_id/:event',
    summary: 'A tracking pixel of a served ad (image/gif): records the event once per served ad; a repeat counts nothing',
    tag: 'ads',
    access: 'public',
    params: AdEventParams,
    response: z.string(),
  }),
  'operator.adStats': defineEndpoint({
    method: 'GET',
    path: '/api/operator/ads/creatives',
    summary: 'Per creative: ads served and each tracking event recorded',
    tag: 'operator',
    access: 'operator',
    response: AdStatsAnswer,
  }),
  'operator.adSettings': defineEndpoint({
    method: 'PUT',
    path: '/api/operator/ads/settings/:brand',
    summary: 'A brand’s ad source (the built-in ad server or an external VAST URL), test flag and frequency cap',
    tag: 'operator',
    access: 'operator',
    params: AdBrandParam,
    body: AdSettings,
    response: Done,
  }),
  'operator.adBreaks': defineEndpoint({
    method: 'GET',
    path: '/api/operator/ads/breaks/:media_item_id',
    summary: 'The ad breaks of a film or series: configured, or the default of its usage model',
    tag: 'operator',
    access: 'operator',
    params: AdMediaItemParam,
    response: AdBreaksAnswer,
  }),
  'operator.adBreaksSet': defineEndpoint({
    method: 'PUT',
    path: '/api/operator/ads/breaks/:media_item_id',
    summary: 'Sets the ad breaks of a film or series (an empty list: no ads)',
    tag: 'operator',
    access: 'operator',
    params: AdMediaItemParam,
    body: AdBreaksBody,
    response: AdBreaksAnswer,
  }),
  'operator.adBreaksReset': defineEndpoint({
    method: 'DELETE',
    path: '/api/operator/ads/breaks/:media_item_id',
    summary: 'Returns a film or series to the default ad breaks of its usage model',
    tag: 'operator',
    access: 'operator',
    params: AdMediaItemParam,
    response: AdBreaksAnswer,
  }),
} as const;
