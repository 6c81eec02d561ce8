import type { Clock } from '../../lib/clock.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import type { Tx } from '../entitlements/repo.js';
import type { SessionRow, SessionsRepo } from './repo.js';

/** A session ends after this long without a request … */
export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/** … and this long after it began, whatever happens. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 180 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type Session = SessionRow;

export interface ClientInfo {
  userAgent: string;
  ip: string;
}

export function sessionsService(repo: SessionsRepo, clock: Clock) {
  const isLive = (session: SessionRow, now: Date) =>
    !session.revoked_at && session.expires_at > now && now.getTime() - session.last_seen_at.getTime() < SESSION_IDLE_LIFETIME_MS;

  async function create(client: ClientInfo, values: { account_id?: string; state?: Session['state'] }, tx?: Tx) {
    const token = newToken();
    const now = clock.now();
    const session = await repo.insert(
      {
        token_hash: sha256(token),
        user_agent: client.userAgent.slice(0, 512),
        ip: client.ip,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
        ...values,
      },
      tx,
    );
    return { token, session };
  }

  return {
    /** spec 1 §4: "At start a demo session is created for unsigned users." */
    createDemo(client: ClientInfo): Promise<{ token: string; session: Session }> {
      return create(client, {});
    },

    /** A signed-in session; `restricted` when the account is at its device limit (spec 1 §3 Session result). */
    createForAccount(
      client: ClientInfo,
      accountId: string,
      state: Session['state'],
      tx?: Tx,
    ): Promise<{ token: string; session: Session }> {
      return create(client, { account_id: accountId, state }, tx);
    },

    async setState(session: Session, state: Session['state']): Promise<void> {
      await repo.setState(session.id, state);
    },

    /** Sign-out everywhere: after a password reset no old session may go on. */
    async revokeAccount(accountId: string): Promise<void> {
      await repo.revokeAccount(accountId, clock.now());
    },

    async revokeById(id: string): Promise<void> {
      await repo.revoke(id, clock.now());
    },

    /** The oldest last_seen_at a live session may have now. */
    idleSince(now: Date): Date {
      return new Date(now.getTime() - SESSION_IDLE_LIFETIME_MS);
    },

    /** The live session behind a cookie token, or undefined when it is unknown, expired or revoked. */
    async resolve(token: string): Promise<Session | undefined> {
      const session = await repo.findByTokenHash(sha256(token));
      const now = clock.now();
      if (!session || !isLive(session, now)) return undefined;
      if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) await repo.touch(session.id, now);
      return session;
    },

    async revoke(session: Session, tx?: Tx): Promise<void> {
      await repo.revoke(session.id, clock.now(), tx);
    },

    /** Every cookie-less visit (crawlers too) makes a demo session; the dead ones are deleted so the table stays small. */
    async purgeDeadDemoSessions(): Promise<number> {
      const now = clock.now();
      return repo.deleteDeadDemo(now, new Date(now.getTime() - SESSION_IDLE_LIFETIME_MS));
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
