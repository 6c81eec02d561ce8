import { devEndpoints } from './endpoints/dev.js';
import { healthEndpoints } from './endpoints/health.js';
import { sessionsEndpoints } from './endpoints/sessions.js';
import { systemEndpoints } from './endpoints/system.js';

/**
 * Every API call, once. Names are `domain.operation`, paths are full from the site root;
 * each domain declares its calls in endpoints/<domain>.ts.
 */
export const endpoints = {
  ...systemEndpoints,
  ...sessionsEndpoints,
  ...healthEndpoints,
  ...devEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
