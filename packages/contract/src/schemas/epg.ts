import { z } from 'zod';
import { Channel, EpgProgram } from './catalog.js';

/** The longest span one programme-guide answer covers: a guide page shows a day, the day strip three. */
export const EPG_MAX_RANGE_S = 3 * 86_400;
/** How many channels one now-and-next answer covers (a TV-programmes block, the player's channel list). */
export const EPG_NOW_NEXT_MAX_CHANNELS = 100;
/** Guide answers may be kept this long: programmes change on import or when the demo guide rolls, hourly. */
export const EPG_CACHE_S = 60;

/** Every channel in number order, within the active profile's limits, each with its programme on air and the next. */
export const ChannelList = z.object({ items: z.array(Channel) });
export type ChannelList = z.infer<typeof ChannelList>;

/** `from`–`to` in Unix seconds: programmes that overlap the span. */
export const ChannelProgramsQuery = z
  .strictObject({ from: z.coerce.number().int().nonnegative(), to: z.coerce.number().int().nonnegative() })
  .refine((q) => q.to > q.from, { message: 'to must be after from', path: ['to'] })
  .refine((q) => q.to - q.from <= EPG_MAX_RANGE_S, { message: `at most ${EPG_MAX_RANGE_S} seconds`, path: ['to'] });

export const ChannelPrograms = z.object({
  channel_id: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  /** In start order; programmes above the profile's age limit are left out. */
  items: z.array(EpgProgram),
});
export type ChannelPrograms = z.infer<typeof ChannelPrograms>;

/** Comma-separated channel ids. */
export const NowNextQuery = z.strictObject({
  channel_ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'comma-separated channel ids')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= EPG_NOW_NEXT_MAX_CHANNELS, { message: `at most ${EPG_NOW_NEXT_MAX_CHANNELS} channels` }),
});

/** What the TV-programme blocks and the player's overlay show per channel; channels above the limit are absent. */
export const NowNext = z.object({
  items: z.array(z.object({ channel_id: z.number().int(), current: EpgProgram.nullable(), next: EpgProgram.nullable() })),
});
export type NowNext = z.infer<typeof NowNext>;
