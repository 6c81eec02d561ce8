import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../http/contract-routes.js';
import { problemReportsRepo } from './repo.js';

/** How much of the browser's user agent is kept: enough to tell the device, not an unbounded header. */
const USER_AGENT_MAX = 512;

/** Spec 2 §5 problem reports: stored with who sent them and from which browser; the operator's tools read them. */
export function problemReportsRoutes(app: FastifyInstance, db: Db): void {
  const repo = problemReportsRepo(db);
  route(app, 'problemReports.create', async ({ body, request }) => {
    await repo.insert({
      ...body,
      reasons: [...new Set(body.reasons)],
      user_agent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
      account_id: request.session?.account_id ?? null,
      session_id: request.session?.id ?? null,
    });
    return { success: true as const };
  });
  route(app, 'problemReports.list', async ({ query }) => {
    const rows = await repo.page(query.limit, query.before_id);
    return {
      items: rows.map(({ session_id: _session, created_at, ...row }) => ({ ...row, created_at: created_at.toISOString() })),
    };
  });
}
