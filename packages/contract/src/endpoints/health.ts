import { defineEndpoint } from '../endpoint.js';
import { Health } from '../schemas/system.js';

export const healthEndpoints = {
  'health.live': defineEndpoint({
    method: 'GET',
    path: '/api/health/live',
    summary: 'The process answers',
    tag: 'health',
    access: 'public',
    response: Health,
  }),
  'health.ready': defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    summary: 'The database answers',
    tag: 'health',
    access: 'public',
    response: Health,
  }),
} as const;
