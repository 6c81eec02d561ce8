import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { Problem } from './problem.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Endpoints with access 'operator' answer only `Authorization: Bearer <EFIR_OPERATOR_TOKEN>`: the operator's
 * tools, never a viewer's browser. Without a configured token that API is off.
 */
export function registerOperatorAccess(app: FastifyInstance, token: string | undefined): void {
  const expected = token ? digest(token) : null;
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.access !== 'operator') return;
    if (!expected) throw new Problem(403, ErrorCode.FORBIDDEN, 'The operator API is off: set EFIR_OPERATOR_TOKEN');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new Problem(401, ErrorCode.OPERATOR_TOKEN_INVALID, 'A valid operator token is required');
    }
  });
}
