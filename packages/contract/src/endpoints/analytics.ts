import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ANALYTICS_BATCH_MAX, AnalyticsEvent } from '../schemas/accounts.js';
import { Done } from '../schemas/auth.js';

/** The period an operator's figures cover: by default the last 24 hours. */
const OperatorPeriod = z.strictObject({
  since: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
});
/** The period the figures were counted over, as the server settled it. */
const periodAnswered = { since: z.iso.datetime({ offset: true }), until: z.iso.datetime({ offset: true }) };

export const analyticsEndpoints = {
  'analytics.events': defineEndpoint({
    method: 'POST',
    path: '/api/v1/analytics/events',
    summary: 'A batch of analytics events (spec 1 §7), stored for the operator',
    tag: 'analytics',
    access: 'public',
    allowRestricted: true,
    body: z.strictObject({ events: z.array(AnalyticsEvent).min(1).max(ANALYTICS_BATCH_MAX) }),
    response: Done,
  }),
  'operator.analyticsCounts': defineEndpoint({
    method: 'GET',
    path: '/api/operator/analytics/counts',
    summary: 'How many of each analytics event arrived in a period (the last 24 hours when no start is given)',
    tag: 'operator',
    access: 'operator',
    query: OperatorPeriod,
    response: z.object({
      ...periodAnswered,
      /** By name as stored: an event a newer client no longer sends still counts. */
      counts: z.array(z.object({ name: z.string(), count: z.number().int() })),
    }),
  }),
  'operator.p2pShare': defineEndpoint({
    method: 'GET',
    path: '/api/operator/analytics/p2p',
    summary: "Peer-to-peer delivery in a period, from the players' quality-of-service reports: bytes from peers and over HTTP",
    tag: 'operator',
    access: 'operator',
    query: OperatorPeriod,
    response: z.object({
      ...periodAnswered,
      p2p_bytes: z.number().int(),
      http_bytes: z.number().int(),
      /** Bytes from peers of all bytes loaded, 0–1; null when nothing was loaded. */
      p2p_share: z.number().min(0).max(1).nullable(),
    }),
  }),
} as const;
