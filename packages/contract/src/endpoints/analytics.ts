import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ANALYTICS_BATCH_MAX, AnalyticsEvent } from '../schemas/accounts.js';
import { Done } from '../schemas/auth.js';

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
} as const;
