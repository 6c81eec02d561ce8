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

/**
 * A visitor's token: `d.` and 256 random bits. Its session has no row until the visitor first writes (docs/decisions/0015),
 * so crawlers and floods of cookie-less reads never fill the table; the row then takes the id the token implies.
 */
const DEMO_TOKEN = /^d\.[A-Za-z0-9_-]{43}$/;

/** A visitor's token: its session never carries an account, so it sees what every visitor sees. */
export const isDemoToken = (token: string): boolean => DEMO_TOKEN.test(token);

/** A UUID derived from the token's hash, so an unsaved demo session keeps one id across requests and instances. */
function demoSessionId(tokenHash: string): string {
  const hex = tokenHash.slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export interface ClientInfo {
  userAgent: string;
  ip: string;
}

export function sessionsService(repo: SessionsRepo, clock: Clock) {
  const isLive = (session: SessionRow, now: Date) =>
    !session.revoked_at && session.expires_at > now && now.getTime() - session.last_seen_at.getTime() < SESSION_IDLE_LIFETIME_MS;

  const rowValues = (tokenHash: string, client: ClientInfo, now: Date) => ({
    token_hash: tokenHash,
    user_agent: client.userAgent.slice(0, 512),
    ip: client.ip,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
  });

  /** Demo sessions resolved from their token alone: they get a row by `save` (or `revoke`). */
  const unsaved = new WeakSet<Session>();

  function demoSession(token: string): Session {
    const tokenHash = sha256(token);
    const session: Session = {
      id: demoSessionId(tokenHash),
      account_id: null,
      profile_id: null,
      state: 'normal',
      revoked_at: null,
      view_pin_until: null,
      region: null,
      ...rowValues(tokenHash, { userAgent: '', ip: '' }, clock.now()),
    };
    unsaved.add(session);
    return session;
  }

  return {
    /** spec 1 §4: "At start a demo session is created for unsigned users." Nothing is written until it is needed. */
    createDemo(): { token: string; session: Session } {
      const token = `d.${newToken()}`;
      return { token, session: demoSession(token) };
    },

    /** Gives an unsaved demo session its row before a request writes what refers to it; later calls do nothing. */
    async save(session: Session, client: ClientInfo): Promise<void> {
      if (unsaved.delete(session)) await repo.insertIfAbsent({ ...rowValues(session.token_hash, client, clock.now()), id: session.id });
    },

    /** A signed-in session; `restricted` when the account is at its device limit (spec 1 §3 Session result). */
    async createForAccount(
      client: ClientInfo,
      accountId: string,
      state: Session['state'],
      tx?: Tx,
    ): Promise<{ token: string; session: Session }> {
      const token = newToken();
      const session = await repo.insert({ ...rowValues(sha256(token), client, clock.now()), account_id: accountId, state }, tx);
      return { token, session };
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

    /** When the session ends unless a request renews it (ms since the epoch): what is kept for it goes no later. */
    liveUntil: (session: Session): number =>
      Math.min(session.expires_at.getTime(), session.last_seen_at.getTime() + SESSION_IDLE_LIFETIME_MS),

    /** The oldest last_seen_at a live session may have now. */
    idleSince(now: Date): Date {
      return new Date(now.getTime() - SESSION_IDLE_LIFETIME_MS);
    },

    /** The live session behind a cookie token, or undefined when it is unknown, expired or revoked. */
    async resolve(token: string): Promise<Session | undefined> {
      const session = await repo.findByTokenHash(sha256(token));
      if (!session) return isDemoToken(token) ? demoSession(token) : undefined;
      const now = clock.now();
      if (!isLive(session, now)) return undefined;
      if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) await repo.touch(session.id, now);
      return session;
    },

    /**
     * Stores the region the session is seen from, unless another request stored one since `session` was read; answers
     * whether this call moved it, so one change is told once however many requests see it at the same time.
     */
    async moveRegion(tx: Tx, session: Session, region: string): Promise<boolean> {
      return repo.moveRegion(tx, session.id, session.region, region);
    },

    /** An unsaved demo session is saved revoked, so its token dies too. */
    async revoke(session: Session, tx?: Tx): Promise<void> {
      const now = clock.now();
      if (unsaved.delete(session)) {
        await repo.insertIfAbsent(
          { ...rowValues(session.token_hash, { userAgent: '', ip: '' }, now), id: session.id, revoked_at: now },
          tx,
        );
      }
      await repo.revoke(session.id, now, tx);
    },

    /** Saved demo sessions that died are deleted so the table stays small. */
    async purgeDeadDemoSessions(): Promise<number> {
      const now = clock.now();
      return repo.deleteDeadDemo(now, new Date(now.getTime() - SESSION_IDLE_LIFETIME_MS));
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
