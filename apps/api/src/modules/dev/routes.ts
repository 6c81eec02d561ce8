import type { OutboxMessage } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';

/** Development-only helpers; never registered in production. */
export function devRoutes(app: FastifyInstance, outbox: { list(to?: string): Promise<OutboxMessage[]> }): void {
  route(app, 'dev.outbox', async ({ query }) => outbox.list(query.to));
}
