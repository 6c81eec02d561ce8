import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { OutboxMessage } from '../schemas/system.js';

export const devEndpoints = {
  'dev.outbox': defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'Messages the dev SMS and e-mail providers sent (not in production)',
    tag: 'dev',
    access: 'public',
    query: z.strictObject({ to: z.string().max(320).optional() }),
    response: z.array(OutboxMessage),
  }),
  'dev.jobsRun': defineEndpoint({
    method: 'POST',
    path: '/api/dev/jobs/run',
    summary: 'Runs the scheduled jobs that are due now (renewals, reconciliation, purges) instead of waiting for the worker',
    tag: 'dev',
    access: 'public',
    response: z.object({ ran: z.number().int() }),
  }),
} as const;
