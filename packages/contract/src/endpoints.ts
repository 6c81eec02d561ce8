import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { CurrentSession, SessionResult } from './schemas/sessions.js';
import { AppInfo, FeatureToggles, Health, OutboxMessage, Shell } from './schemas/system.js';

const noQuery = z.strictObject({});

/** Every API call, once. Names are `domain.operation`, paths are full from the site root. */
export const endpoints = {
  'system.appInfo': defineEndpoint({
    method: 'GET',
    path: '/api/v1/app_info',
    summary: 'The running version (spec 1 §7 GET /app_info)',
    tag: 'system',
    access: 'public',
    response: AppInfo,
  }),
  'system.shell': defineEndpoint({
    method: 'GET',
    path: '/api/v1/shell',
    summary: 'Languages, countries, main menu, allowed login types and feature toggles',
    tag: 'system',
    access: 'public',
    query: noQuery,
    response: Shell,
  }),
  'system.featureToggles': defineEndpoint({
    method: 'GET',
    path: '/api/v1/feature_toggles',
    summary: 'Feature toggles, refreshed by the client every 1440 minutes',
    tag: 'system',
    access: 'public',
    response: FeatureToggles,
  }),
  'sessions.current': defineEndpoint({
    method: 'GET',
    path: '/api/v1/session',
    summary: 'The caller’s session; a visitor without one gets a demo session',
    tag: 'sessions',
    access: 'session',
    response: CurrentSession,
  }),
  'sessions.createDemo': defineEndpoint({
    method: 'POST',
    path: '/api/v1/sessions/demo',
    summary: 'Replace the caller’s session with a fresh demo session (spec 1 §4, §8)',
    tag: 'sessions',
    access: 'public',
    body: z.strictObject({}).optional(),
    response: SessionResult,
  }),
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
  'dev.outbox': defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'Messages the dev SMS and e-mail providers sent (not in production)',
    tag: 'dev',
    access: 'public',
    query: z.strictObject({ to: z.string().max(320).optional() }),
    response: z.array(OutboxMessage),
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
