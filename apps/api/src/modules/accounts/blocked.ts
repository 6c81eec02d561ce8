import { type EndpointName, ErrorCode } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { Problem } from '../../http/problem.js';
import type { AccountsRepo } from './repo.js';

/**
 * spec 1 §4 Account blocked: a blocked account sees the block screen and its actions (sign-out, the top-up link, its
 * collection). The calls behind those stay open; reads of the catalogue and of its own data too, as they change nothing.
 * Everything that plays, buys or writes answers 1000050 — enforced here, whatever the client shows.
 */
const OPEN_WRITES = new Set<EndpointName>([
  'auth.logout',
  'auth.sessionUpdate',
  // Signing in to another account, from the login modal the block screen leaves reachable.
  'auth.checkLogin',
  'auth.sessionCreate',
  'auth.smsCodeSend',
  'auth.smsCodeValidate',
  'auth.emailCodeSend',
  'auth.emailCodeValidate',
  'sessions.createDemo',
  'analytics.events',
  // A blocked viewer may still ask support why.
  'supportChat.send',
  'supportChat.markRead',
]);
const CLOSED_READS = new Set<EndpointName>(['playback.asset', 'playback.programAsset', 'purchases.variants', 'paymentMethodsByTypes.get']);

export const isOpenToBlocked = (name: EndpointName, method: string): boolean =>
  method === 'GET' || method === 'HEAD' ? !CLOSED_READS.has(name) : OPEN_WRITES.has(name);

/** Register after session resolution: it reads the session that resolved. */
export function registerBlockedAccounts(app: FastifyInstance, accounts: Pick<AccountsRepo, 'byId'>): void {
  app.addHook('preHandler', async (request) => {
    const name = request.routeOptions.config.endpointName;
    const accountId = request.session?.account_id;
    if (!name || !accountId || isOpenToBlocked(name, request.method)) return;
    if ((await accounts.byId(accountId))?.is_blocked) {
      throw new Problem(403, ErrorCode.ACCOUNT_BLOCKED, 'The account is blocked');
    }
  });
}
