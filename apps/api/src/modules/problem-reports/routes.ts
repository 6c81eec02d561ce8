import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { ProblemReportsService } from './service.js';

export function problemReportsRoutes(app: FastifyInstance, reports: ProblemReportsService): void {
  route(app, 'problemReports.create', async ({ body, request }) => {
    await reports.create(body, {
      userAgent: request.headers['user-agent'] ?? '',
      accountId: request.session?.account_id ?? null,
      sessionId: request.session?.id ?? null,
    });
    return { success: true as const };
  });
  route(app, 'problemReports.list', async ({ query }) => ({ items: await reports.page(query.limit, query.before_id) }));
}
