import type { LanguageCode } from '@efir/contract';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { I18nText } from '../../db/schema/i18n.js';
import { channels, epgPrograms, reminders } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';

export type ReminderRow = typeof reminders.$inferSelect;
export interface ReminderKey {
  profile_id: string;
  channel_id: number;
  original_id: string;
}
/** What a due reminder's notification says, as the guide has the programme now. */
export interface DueReminder {
  account_id: string;
  language: LanguageCode;
  program: I18nText;
  channel: I18nText;
  slug: string;
}

const byKey = (key: ReminderKey) =>
  and(eq(reminders.profile_id, key.profile_id), eq(reminders.channel_id, key.channel_id), eq(reminders.original_id, key.original_id));

export function remindersRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /** Answers whether the reminder is new (setting it twice keeps the first). */
    async insert(tx: Tx, row: ReminderRow): Promise<boolean> {
      return (await tx.insert(reminders).values(row).onConflictDoNothing().returning({ due_at: reminders.due_at })).length > 0;
    },

    /** The removed reminder's due time and whether it was delivered; undefined when there was none. */
    async delete(tx: Tx, key: ReminderKey): Promise<Pick<ReminderRow, 'due_at' | 'delivered_at'> | undefined> {
      const [row] = await tx
        .delete(reminders)
        .where(byKey(key))
        .returning({ due_at: reminders.due_at, delivered_at: reminders.delivered_at });
      return row;
    },

    /** Reminders of the profile's programmes that start after `now`, counted against its limit. */
    async countUpcoming(tx: Tx | Db, profileId: string, now: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(reminders)
        .innerJoin(epgPrograms, and(eq(epgPrograms.channel_id, reminders.channel_id), eq(epgPrograms.original_id, reminders.original_id)))
        .where(and(eq(reminders.profile_id, profileId), gt(epgPrograms.start_time, now)));
      return row?.n ?? 0;
    },

    /** The programmes of the profile's reminders that are not over, soonest first. */
    programs(profileId: string, now: Date, limit: number): Promise<{ id: number; channel_id: number }[]> {
      return db
        .select({ id: epgPrograms.id, channel_id: epgPrograms.channel_id })
        .from(reminders)
        .innerJoin(epgPrograms, and(eq(epgPrograms.channel_id, reminders.channel_id), eq(epgPrograms.original_id, reminders.original_id)))
        .where(and(eq(reminders.profile_id, profileId), gt(epgPrograms.end_time, now)))
        .orderBy(asc(epgPrograms.start_time), asc(epgPrograms.id))
        .limit(limit);
    },

    /**
     * The reminder a due job was scheduled for — the profile's, on that channel, due then, not delivered, its programme
     * still starting then — locked until the caller's transaction ends, so two workers deliver it once.
     */
    async due(tx: Tx, profileId: string, channelId: number, dueAt: Date): Promise<(DueReminder & { original_id: string }) | undefined> {
      const [row] = await tx
        .select({
          account_id: reminders.account_id,
          original_id: reminders.original_id,
          language: reminders.language,
          program: epgPrograms.name,
          channel: channels.name,
          slug: channels.slug,
        })
        .from(reminders)
        .innerJoin(epgPrograms, and(eq(epgPrograms.channel_id, reminders.channel_id), eq(epgPrograms.original_id, reminders.original_id)))
        .innerJoin(channels, eq(channels.id, reminders.channel_id))
        .where(
          and(
            eq(reminders.profile_id, profileId),
            eq(reminders.channel_id, channelId),
            eq(reminders.due_at, dueAt),
            eq(epgPrograms.start_time, dueAt),
            isNull(reminders.delivered_at),
          ),
        )
        .for('update', { of: reminders });
      return row && { ...row, language: row.language as LanguageCode };
    },

    async markDelivered(tx: Tx, key: ReminderKey, now: Date): Promise<void> {
      await tx.update(reminders).set({ delivered_at: now }).where(byKey(key));
    },
  };
}

export type RemindersRepo = ReturnType<typeof remindersRepo>;
