import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ageLimits } from './catalog-reference.js';
import { type I18nText, i18nText } from './i18n.js';
import { searchableColumns, searchableIndexes } from './searchable.js';

/** spec 2 §3 Channel with the operator's side of tstv_options_channel (what the viewer bought is decided per viewer). */
export const channels = pgTable(
  'channels',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    number: integer('number').notNull(),
    name: i18nText('name').notNull(),
    description: i18nText('description').notNull(),
    age_limit_id: integer('age_limit_id')
      .notNull()
      .references(() => ageLimits.id),
    usage_model: text('usage_model', { enum: ['SERVICE', 'EST', 'TVOD'] }).notNull(),
    /** Live for everyone, visitors included; catch-up and pause-live still follow tstv_service_id. */
    is_free: boolean('is_free').notNull().default(false),
    poster_bg_color: text('poster_bg_color').notNull(),
    stream_id: text('stream_id').notNull(),
    is_tstv_allowed: boolean('is_tstv_allowed').notNull(),
    is_pltv_allowed: boolean('is_pltv_allowed').notNull(),
    is_catchup_allowed: boolean('is_catchup_allowed').notNull(),
    /** The service that sells catch-up and pause-live on this channel; null when they come free. */
    tstv_service_id: integer('tstv_service_id'),
    /** How far back the archive reaches, seconds. */
    tstv_depth: integer('tstv_depth').notNull(),
    pltv_max_duration: integer('pltv_max_duration').notNull(),
    image: text('image').notNull(),
    logo: text('logo').notNull(),
    full_logo: text('full_logo').notNull(),
    /** The channel's id in XMLTV guides (`<channel id>`) and M3U lists (`tvg-id`): how a guide file names it. */
    tvg_id: text('tvg_id').unique(),
    /** The M3U list's `group-title`: the group players file the channel under. */
    group_title: text('group_title'),
    /** The source stream the M3U list gives for the channel (the head-end's input; viewers play `stream_id`). */
    stream_url: text('stream_url'),
    /** The M3U list's `catchup` mode and `catchup-source` template: how the source's own archive is addressed. */
    catchup_mode: text('catchup_mode'),
    catchup_source: text('catchup_source'),
    ...searchableColumns(),
  },
  (t) => [index('channels_name_trgm_idx').using('gin', sql`(${t.name}->>'rus') gin_trgm_ops`), ...searchableIndexes('channels', t)],
);

/** Where a programme stands in its series; every part optional, as guides give what they know. */
export interface EpisodeNumber {
  season?: number;
  episode?: number;
  part?: number;
  onscreen?: string;
}

/** spec 2 §3 Epg programme. */
export const epgPrograms = pgTable(
  'epg_programs',
  {
    id: integer('id').primaryKey(),
    original_id: text('original_id').notNull(),
    channel_id: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: i18nText('name').notNull(),
    description: i18nText('description'),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    age_limit_id: integer('age_limit_id')
      .notNull()
      .references(() => ageLimits.id),
    /** tstv_options_epg.tstv_valid_until: the archive keeps the programme until then; null means never recorded. */
    tstv_valid_until: timestamp('tstv_valid_until', { withTimezone: true }),
    logo: text('logo').notNull(),
    /** XMLTV `<category>`s in the guide's order, each translated where the guide gives it. */
    categories: jsonb('categories').$type<I18nText[]>().notNull().default([]),
    /** XMLTV `<episode-num>`: numbers from 1 (`xmltv_ns` counts from 0) and the on-screen label. */
    episode: jsonb('episode').$type<EpisodeNumber>(),
  },
  (t) => [
    uniqueIndex('epg_programs_channel_start_idx').on(t.channel_id, t.start_time),
    uniqueIndex('epg_programs_original_idx').on(t.channel_id, t.original_id),
    index('epg_programs_time_idx').on(t.start_time, t.end_time),
  ],
);

export type ChannelRow = typeof channels.$inferSelect;
export type EpgProgramRow = typeof epgPrograms.$inferSelect;
