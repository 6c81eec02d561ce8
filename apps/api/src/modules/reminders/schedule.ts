import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { epgPrograms, reminders } from '../../db/schema/index.js';
import { jobsRepo } from '../jobs/repo.js';

/** A reminder's due notification, a durable job (docs/decisions/0013): a restart forgets nothing. */
export const REMINDER_DUE = 'reminders.due';

/**
 * One job per reminder and due time. A programme holds one start on its channel, so the profile, the channel and the
 * time name the reminder even when a re-import renames the programme's guide id.
 */
export const reminderJobKey = (profileId: string, channelId: number, dueAt: Date) =>
  `${REMINDER_DUE}@${profileId}:${channelId}@${dueAt.toISOString()}`;

export const reminderJob = (profileId: string, channelId: number, dueAt: Date) => ({
  kind: REMINDER_DUE,
  payload: { profile_id: profileId, channel_id: channelId, due_at: dueAt.toISOString() },
  runAt: dueAt,
  dedupeKey: reminderJobKey(profileId, channelId, dueAt),
});

/**
 * Reminders whose programme the guide has moved since they were scheduled: the job at the old start is dropped and one
 * at the new start takes its place. The guide writer calls it in its transaction, so a move and its reminders commit
 * together, whichever writer (a file import, the demo guide, a catalogue import) moved it.
 */
export async function rescheduleMovedReminders(db: Db): Promise<number> {
  const moved = await db
    .select({
      profile_id: reminders.profile_id,
      channel_id: reminders.channel_id,
      original_id: reminders.original_id,
      due_at: reminders.due_at,
      start: epgPrograms.start_time,
    })
    .from(reminders)
    .innerJoin(epgPrograms, and(eq(epgPrograms.channel_id, reminders.channel_id), eq(epgPrograms.original_id, reminders.original_id)))
    .where(and(isNull(reminders.delivered_at), ne(epgPrograms.start_time, reminders.due_at)));
  if (moved.length === 0) return 0;
  const jobs = jobsRepo(db);
  // Every old job goes before any new one is added: two programmes of a channel may swap their times.
  for (const row of moved) await jobs.cancel(reminderJobKey(row.profile_id, row.channel_id, row.due_at));
  for (const row of moved) {
    await db
      .update(reminders)
      .set({ due_at: row.start })
      .where(
        and(eq(reminders.profile_id, row.profile_id), eq(reminders.channel_id, row.channel_id), eq(reminders.original_id, row.original_id)),
      );
    await jobs.enqueue(reminderJob(row.profile_id, row.channel_id, row.start));
  }
  return moved.length;
}
