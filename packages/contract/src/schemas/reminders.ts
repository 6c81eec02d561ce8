import { z } from 'zod';
import { EpgProgram } from './catalog.js';
import { RowId } from './ids.js';

/** How many reminders of programmes still to come a profile may keep. */
export const REMINDERS_MAX = 200;

/** A programme to be reminded of: its channel and its guide id (`original_id`), which a re-import that moves it keeps. */
export const ReminderRef = z.strictObject({ channel_id: RowId, program_id: z.string().min(1).max(200) });
export type ReminderRef = z.infer<typeof ReminderRef>;

/** A reminded programme, with the channel id a reminder is set and removed by. */
export const ReminderProgram = EpgProgram.extend({ channel_id: RowId });
export type ReminderProgram = z.infer<typeof ReminderProgram>;

/** The active profile's reminders of programmes not over yet, soonest first (/my/reminders). */
export const ReminderList = z.object({ items: z.array(ReminderProgram) });
export type ReminderList = z.infer<typeof ReminderList>;
