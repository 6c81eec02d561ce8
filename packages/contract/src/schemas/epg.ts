import { z } from 'zod';
import { AgeLimit, Channel, EpgProgram } from './catalog.js';

/** The longest span one programme-guide answer covers: a guide page shows a day, the day strip three. */
export const EPG_MAX_RANGE_S = 3 * 86_400;
/** How many channels one now-and-next answer covers (a TV-programmes block, the player's channel list). */
export const EPG_NOW_NEXT_MAX_CHANNELS = 100;

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

/** The widest time span one guide window covers: the grid fetches 6-hour blocks as the viewer scrolls. */
export const EPG_GUIDE_MAX_SPAN_S = 6 * 3600;
/** The guide grid fetches this many channels per window. */
export const EPG_GUIDE_PAGE_CHANNELS = 25;
/** The most channels one guide window covers (a TV view may take every channel of an operator at once). */
export const EPG_GUIDE_MAX_CHANNELS = 1000;

/**
 * A guide window: channels `offset`…`offset + limit` in number order (of those the profile sees; only its favourites
 * with `favorites=1`) × programmes overlapping `from`–`to` (Unix seconds, at most EPG_GUIDE_MAX_SPAN_S).
 */
/** A channel category is the M3U list's `group-title` (several split by `;`), as long as the column allows. */
export const EPG_CATEGORY_MAX_LENGTH = 200;

export const EpgGuideCategory = z.object({ name: z.string(), count: z.number().int() });
export type EpgGuideCategory = z.infer<typeof EpgGuideCategory>;

export const EpgGuideQuery = z
  .strictObject({
    from: z.coerce.number().int().nonnegative(),
    to: z.coerce.number().int().nonnegative(),
    offset: z.coerce.number().int().nonnegative().max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(EPG_GUIDE_MAX_CHANNELS).default(EPG_GUIDE_PAGE_CHANNELS),
    favorites: z.enum(['0', '1']).default('0'),
    /** Only the channels of this category (one of the answer's `categories`). */
    category: z.string().trim().min(1).max(EPG_CATEGORY_MAX_LENGTH).optional(),
  })
  .refine((q) => q.to > q.from, { message: 'to must be after from', path: ['to'] })
  .refine((q) => q.to - q.from <= EPG_GUIDE_MAX_SPAN_S, { message: `at most ${EPG_GUIDE_MAX_SPAN_S} seconds`, path: ['to'] });

/**
 * What a guide cell shows (spec 2 §4 Programme, §6 Timeshift): `live` on air now; `archive` finished (or on air)
 * and playable from the archive by this viewer; `past` finished and not playable; `future` not started.
 */
export const EPG_CELL_STATES = ['live', 'archive', 'past', 'future'] as const;
export type EpgCellState = (typeof EPG_CELL_STATES)[number];

/** A programme as a guide cell needs it; its age level is one of the answer's `age_levels`. */
export const EpgGuideProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  age_limit_id: z.number().int(),
  state: z.enum(EPG_CELL_STATES),
});
export type EpgGuideProgram = z.infer<typeof EpgGuideProgram>;

export const EpgGuideChannel = z.object({
  id: z.number().int(),
  slug: z.string(),
  number: z.number().int(),
  name: z.string(),
  logo: z.string(),
  age_limit_id: z.number().int(),
  is_favorite: z.boolean(),
  /** The viewer may watch it live (free, or a service that lists it is held). */
  is_live_open: z.boolean(),
  /** spec 2 §3 tstv_options_channel, the two flags the guide needs. */
  is_catchup_allowed: z.boolean(),
  is_catchup_purchased: z.boolean(),
  /** Programmes overlapping the window in start order; those above the profile's age limit are left out. */
  programs: z.array(EpgGuideProgram),
});
export type EpgGuideChannel = z.infer<typeof EpgGuideChannel>;

export const EpgGuide = z.object({
  from: z.number().int(),
  to: z.number().int(),
  /** The server's clock (Unix seconds) the states were decided at. */
  now: z.number().int(),
  offset: z.number().int(),
  /** How many channels the viewer sees in all (with the same filter), for the grid's height. */
  total: z.number().int(),
  channels: z.array(EpgGuideChannel),
  /** The age levels the channels and programmes name. */
  age_levels: z.array(AgeLimit),
  /** The categories of the channels the viewer sees (favourites only with `favorites=1`), by name, each with its count. */
  categories: z.array(EpgGuideCategory),
});
export type EpgGuide = z.infer<typeof EpgGuide>;
