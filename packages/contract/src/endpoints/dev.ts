import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { DevClock, OutboxMessage } from '../schemas/system.js';

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
  'dev.clock': defineEndpoint({
    method: 'PUT',
    path: '/api/dev/clock',
    summary:
      "Moves the server's clock by an offset from the system's time (0 puts it back), so a journey reaches a rental's or a period's end without waiting",
    tag: 'dev',
    access: 'public',
    // Ten years either way covers every period of the price list.
    body: z.strictObject({ offset_seconds: z.number().int().min(-315_360_000).max(315_360_000) }),
    response: DevClock,
  }),
} as const;
