import { ErrorCode, type LanguageCode, type MessageContent, REMINDERS_MAX, type ReminderProgram, type ReminderRef } from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import { forbidden, Problem } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogItemsOf } from '../catalog/items.js';
import type { EpgService } from '../epg/service.js';
import type { JobsService } from '../jobs/service.js';
import type { NotificationsService } from '../notifications/service.js';
import type { Viewer } from '../profiles/viewer.js';
import type { DueReminder, RemindersRepo } from './repo.js';
import { REMINDER_DUE, reminderJob, reminderJobKey } from './schedule.js';

/** The notification's words in the viewer's language; the programme and channel names are the guide's. */
const TEXTS: Record<LanguageCode, { starts: (program: string, channel: string) => string; watch: string }> = {
  rus: { starts: (program, channel) => `Начинается «${program}» на канале ${channel}`, watch: 'Смотреть' },
  eng: { starts: (program, channel) => `“${program}” is starting on ${channel}`, watch: 'Watch' },
  hye: { starts: (program, channel) => `«${program}» հաղորդումը սկսվում է ${channel} ալիքով`, watch: 'Դիտել' },
};

/** The panel a due reminder shows on every device of the account: the programme, its channel, and a way to the channel. */
export function reminderMessage(due: DueReminder): MessageContent {
  const texts = TEXTS[due.language] ?? TEXTS.rus;
  return {
    event_type: 'target',
    event_code: 'marketing_message',
    display: {
      display_type: 'panel',
      panel_type: 'info',
      message: texts.starts(translate(due.program, due.language), translate(due.channel, due.language)).slice(0, 500),
      is_cancellable: true,
      force_display: false,
      target: { type: 'others', title: texts.watch, url: `/tv/${due.slug}` },
    },
  };
}

interface RemindersDeps {
  clock: Clock;
  epg: Pick<EpgService, 'program'>;
  items: CatalogItemsOf;
  notifications: Pick<NotificationsService, 'sendIn'>;
  jobs: Pick<JobsService, 'enqueue' | 'cancel' | 'register'>;
}

/**
 * Issue 16 Reminders of the active profile: set on a programme still to start (one the profile may see), due as a
 * stored, pushed notification at the programme's start — a durable job, moved when the guide moves the programme.
 */
export function remindersService(repo: RemindersRepo, { clock, epg, items, notifications, jobs }: RemindersDeps) {
  const profileOf = (viewer: Viewer): { profileId: string; accountId: string } => {
    // Access 'account' already refused visitors; a signed-in viewer always has an active profile.
    if (viewer.profileId === null || viewer.accountId === null) throw forbidden('Sign in to set reminders');
    return { profileId: viewer.profileId, accountId: viewer.accountId };
  };

  jobs.register(REMINDER_DUE, async (payload) => {
    const { profile_id, channel_id, due_at } = payload as { profile_id: string; channel_id: number; due_at: string };
    const dueAt = new Date(due_at);
    await repo.transaction(async (tx) => {
      // Unset, delivered, or moved since (its new job delivers it): nothing to do.
      const due = await repo.due(tx, profile_id, channel_id, dueAt);
      if (!due) return;
      await notifications.sendIn(tx, { accountId: due.account_id, profileId: profile_id }, reminderMessage(due));
      await repo.markDelivered(tx, { profile_id, channel_id, original_id: due.original_id }, clock.now());
    });
  });

  return {
    async set(ref: ReminderRef, viewer: Viewer): Promise<void> {
      const { profileId, accountId } = profileOf(viewer);
      // The profile's limits apply: a programme it may not see is as absent as an unknown one.
      const program = await epg.program(String(ref.channel_id), ref.program_id, viewer);
      const now = clock.now();
      const start = new Date(program.start_time * 1000);
      if (start <= now) throw new Problem(409, ErrorCode.REMINDER_PROGRAMME_STARTED, 'This programme has already started');
      await repo.transaction(async (tx) => {
        if ((await repo.countUpcoming(tx, profileId, now)) >= REMINDERS_MAX)
          throw new Problem(409, ErrorCode.REMINDER_LIMIT, `A profile keeps at most ${REMINDERS_MAX} reminders`);
        const row = {
          profile_id: profileId,
          account_id: accountId,
          channel_id: ref.channel_id,
          original_id: program.original_id,
          due_at: start,
          language: viewer.language,
          created_at: now,
          delivered_at: null,
        };
        if (await repo.insert(tx, row)) await jobs.enqueue(reminderJob(profileId, ref.channel_id, start), tx);
      });
    },

    async unset(ref: ReminderRef, viewer: Viewer): Promise<void> {
      const { profileId } = profileOf(viewer);
      await repo.transaction(async (tx) => {
        const removed = await repo.delete(tx, { profile_id: profileId, channel_id: ref.channel_id, original_id: ref.program_id });
        if (removed && !removed.delivered_at) await jobs.cancel(reminderJobKey(profileId, ref.channel_id, removed.due_at), tx);
      });
    },

    /** Programmes not over yet, soonest first; ones the profile may no longer see are left out. */
    async list(viewer: Viewer): Promise<ReminderProgram[]> {
      const { profileId } = profileOf(viewer);
      const reminded = await repo.programs(profileId, clock.now(), REMINDERS_MAX);
      const programs = await items(viewer).programs(reminded.map((row) => row.id));
      return reminded.flatMap(({ id, channel_id }) => {
        const program = programs.get(id);
        return program ? [{ ...program, channel_id }] : [];
      });
    },
  };
}

export type RemindersService = ReturnType<typeof remindersService>;
