import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { CurrentSession, DemoSessionResult } from '../schemas/sessions.js';

export const sessionsEndpoints = {
  'sessions.current': defineEndpoint({
    method: 'GET',
    path: '/api/v1/session',
    summary: 'The caller’s session; a visitor without one gets a demo session',
    tag: 'sessions',
    access: 'session',
    allowRestricted: true,
    response: CurrentSession,
  }),
  'sessions.createDemo': defineEndpoint({
    method: 'POST',
    path: '/api/v1/sessions/demo',
    summary: 'Replace the caller’s session with a fresh demo session (spec 1 §4, §8); its cookie is set by the answer',
    tag: 'sessions',
    access: 'public',
    body: z.strictObject({}).optional(),
    response: DemoSessionResult,
  }),
} as const;
