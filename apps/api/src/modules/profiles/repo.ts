import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  ageLimits,
  channels,
  profileHiddenChannels,
  profilePins,
  profiles,
  sessions,
  viewedTime,
} from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';

/** The account event telling of a write, appended in the write's transaction (spec 1 §4). */
export type Tell = (tx: Tx) => Promise<void>;

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type AgeLimitRow = typeof ageLimits.$inferSelect;

export function profilesRepo(db: Db) {
  const told = <T>(write: (tx: Tx) => Promise<T>, tell: Tell) =>
    db.transaction(async (tx) => {
      const result = await write(tx);
      await tell(tx);
      return result;
    });

  return {
    list: (accountId: string) =>
      db
        .select()
        .from(profiles)
        .where(eq(profiles.account_id, accountId))
        .orderBy(sql`${profiles.type} = 'master' desc`, asc(profiles.created_at), asc(profiles.id)),
    async byId(id: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
      return row;
    },
    async master(accountId: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.account_id, accountId), eq(profiles.type, 'master')))
        .limit(1);
      return row;
    },
    /** The one master of an account; concurrent first requests agree on it through the unique index. */
    async insertMasterOnce(values: NewProfile): Promise<void> {
      await db.insert(profiles).values(values).onConflictDoNothing();
    },
    async insert(values: NewProfile, tell?: Tell): Promise<ProfileRow> {
      const write = async (executor: Tx | Db) => (await executor.insert(profiles).values(values).returning())[0]!;
      return tell ? told(write, tell) : write(db);
    },
    update: (id: string, values: Partial<NewProfile>, tell: Tell): Promise<ProfileRow> =>
      told(async (tx) => (await tx.update(profiles).set(values).where(eq(profiles.id, id)).returning())[0]!, tell),
    async countOf(accountId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.account_id, accountId));
      return row?.n ?? 0;
    },
    async hiddenChannelIds(profileId: string): Promise<number[]> {
      const rows = await db
        .select({ id: profileHiddenChannels.channel_id })
        .from(profileHiddenChannels)
        .where(eq(profileHiddenChannels.profile_id, profileId))
        .orderBy(asc(profileHiddenChannels.channel_id));
      return rows.map((row) => row.id);
    },
    /** The whole line-up for the checklist, in number order. */
    lineUp: () =>
      db
        .select({ id: channels.id, number: channels.number, name: channels.name, logo: channels.logo })
        .from(channels)
        .orderBy(asc(channels.number), asc(channels.id)),
    /** Which of these ids name channels. */
    async knownChannelIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: channels.id }).from(channels).where(inArray(channels.id, ids));
      return rows.map((row) => row.id);
    },
    /** Replaces the profile's hidden channels in one transaction, so a failed write leaves the old choice whole. */
    async setHiddenChannels(profileId: string, ids: number[], tell: Tell): Promise<void> {
      await told(async (tx) => {
        await tx.delete(profileHiddenChannels).where(eq(profileHiddenChannels.profile_id, profileId));
        if (ids.length > 0) await tx.insert(profileHiddenChannels).values(ids.map((id) => ({ profile_id: profileId, channel_id: id })));
      }, tell);
    },
    ageLimits: () => db.select().from(ageLimits).orderBy(asc(ageLimits.position)),
    /** A view-PIN grant belongs to the profile it was given on, so a switch drops it. */
    async setSessionProfile(sessionId: string, profileId: string): Promise<void> {
      await db.update(sessions).set({ profile_id: profileId, view_pin_until: null }).where(eq(sessions.id, sessionId));
    },
    /** Records the profile a session stays on, unless it already chose one; the view-PIN grant is left as it is. */
    async keepSessionProfile(sessionId: string, profileId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ profile_id: profileId })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.profile_id)));
    },
    async grantViewPin(sessionId: string, until: Date): Promise<void> {
      await db.update(sessions).set({ view_pin_until: until }).where(eq(sessions.id, sessionId));
    },
    async timeZone(accountId: string): Promise<string> {
      const [row] = await db.select({ time_zone: accounts.time_zone }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
      return row?.time_zone ?? 'Europe/Moscow';
    },
    async passwordHash(accountId: string): Promise<{ password_hash: string | null; phone: string | null } | undefined> {
      const [row] = await db
        .select({ password_hash: accounts.password_hash, phone: accounts.phone })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      return row;
    },
    /** Seconds reported for the profile on the calendar day `now` falls on in the time zone. */
    async viewedOnDayOf(profileId: string, timeZone: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ seconds: sql<string | null>`sum(${viewedTime.seconds})` })
        .from(viewedTime)
        .where(
          and(
            eq(viewedTime.profile_id, profileId),
            sql`(${viewedTime.reported_at} at time zone ${timeZone})::date = (${now.toISOString()}::timestamptz at time zone ${timeZone})::date`,
          ),
        );
      return Number(row?.seconds ?? 0);
    },

    async pin(accountId: string) {
      const [row] = await db.select().from(profilePins).where(eq(profilePins.account_id, accountId)).limit(1);
      return row;
    },
    async setPin(accountId: string, pinHash: string | null, tell: Tell): Promise<void> {
      const values = { pin_hash: pinHash, failed_attempts: 0, locked_until: null };
      await told(async (tx) => {
        await tx
          .insert(profilePins)
          .values({ account_id: accountId, ...values })
          .onConflictDoUpdate({ target: profilePins.account_id, set: values });
      }, tell);
    },
    /**
     * Takes one PIN try in a single conditional statement: the count since the last right PIN or lock, or undefined
     * when the account is locked or its tries are all taken (by guesses still being evaluated, too).
     */
    async takeTry(accountId: string, now: Date, maxTries: number): Promise<number | undefined> {
      const [row] = await db
        .insert(profilePins)
        .values({ account_id: accountId, failed_attempts: 1 })
        .onConflictDoUpdate({
          target: profilePins.account_id,
          set: { failed_attempts: sql`${profilePins.failed_attempts} + 1` },
          setWhere: and(
            lt(profilePins.failed_attempts, maxTries),
            or(isNull(profilePins.locked_until), lte(profilePins.locked_until, now)),
          ),
        })
        .returning({ failed_attempts: profilePins.failed_attempts });
      return row?.failed_attempts;
    },
    async lock(accountId: string, until: Date): Promise<void> {
      await db.update(profilePins).set({ failed_attempts: 0, locked_until: until }).where(eq(profilePins.account_id, accountId));
    },
    async clearFailures(accountId: string): Promise<void> {
      await db.update(profilePins).set({ failed_attempts: 0 }).where(eq(profilePins.account_id, accountId));
    },
  };
}

export type ProfilesRepo = ReturnType<typeof profilesRepo>;
