import type { OutboxMessage } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { ShiftedClock } from '../../lib/clock.js';

/** Development-only helpers; never registered in production. */
export function devRoutes(
  app: FastifyInstance,
  outbox: { list(to?: string): Promise<OutboxMessage[]> },
  runDueJobs: () => Promise<number>,
  clock: ShiftedClock | null,
): void {
  route(app, 'dev.outbox', async ({ query }) => outbox.list(query.to));
  route(app, 'dev.jobsRun', async () => ({ ran: await runDueJobs() }));
  if (clock) {
    route(app, 'dev.clock', async ({ body }) => {
      clock.shiftTo(body.offset_seconds * 1000);
      return { now: clock.now().toISOString(), offset_seconds: body.offset_seconds };
    });
  }
}
