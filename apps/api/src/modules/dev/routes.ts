import type { OutboxMessage } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';

/** Development-only helpers; never registered in production. */
export function devRoutes(
  app: FastifyInstance,
  outbox: { list(to?: string): Promise<OutboxMessage[]> },
  runDueJobs: () => Promise<number>,
): void {
  route(app, 'dev.outbox', async ({ query }) => outbox.list(query.to));
  route(app, 'dev.jobsRun', async () => ({ ran: await runDueJobs() }));
}
