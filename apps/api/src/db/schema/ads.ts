import { AD_EVENTS, AD_PIXEL_EVENTS, AD_SLOTS, type AdBreak } from '@efir/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mediaItems } from './catalog-media.js';
import { channels } from './catalog-tv.js';

/** A brand's ad source (issue #19): the built-in ad server or an external VAST URL; no row is the built-in one, untested, uncapped defaults. */
export const adSettings = pgTable('ad_settings', {
  brand: text('brand').primaryKey(),
  provider: text('provider', { enum: ['builtin', 'external'] }).notNull(),
  /** The external VAST URL, with `{content_id}` and `{slot}` filled in per request. */
  vast_url: text('vast_url'),
  is_test: boolean('is_test').notNull(),
  cap_per_hour: integer('cap_per_hour').notNull(),
});

/** The operator's ad breaks of a film or series; without a row the usage model decides (free content gets the default ones). */
export const adBreakPlans = pgTable('ad_break_plans', {
  media_item_id: integer('media_item_id')
    .primaryKey()
    .references(() => mediaItems.id, { onDelete: 'cascade' }),
  breaks: jsonb('breaks').$type<AdBreak[]>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The operator's ad breaks of a channel (its live stream and its archive); without a row a free channel gets the default ones. */
export const channelAdBreakPlans = pgTable('channel_ad_break_plans', {
  channel_id: integer('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  breaks: jsonb('breaks').$type<AdBreak[]>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One ad served in a VAST answer (its AdServingId; a wrapper level is one too, creative `wrapper`): the key its
 * tracking URLs carry, and what frequency capping counts per viewer (`owner` as for positions).
 */
export const adImpressions = pgTable(
  'ad_impressions',
  {
    id: uuid('id').primaryKey(),
    creative_id: text('creative_id').notNull(),
    owner: text('owner').notNull(),
    /** What it was served for: a film or episode, or a channel. */
    media_item_id: integer('media_item_id'),
    channel_id: integer('channel_id'),
    slot: text('slot', { enum: AD_SLOTS }).notNull(),
    served_at: timestamp('served_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ad_impressions_owner_served').on(t.owner, t.served_at),
    index('ad_impressions_creative').on(t.creative_id),
    check('ad_impressions_one_content', sql`(${t.media_item_id} is null) <> (${t.channel_id} is null)`),
  ],
);

/** Each tracking event of a served ad, recorded once: a repeated pixel request finds the row and counts nothing. */
export const adEvents = pgTable(
  'ad_events',
  {
    impression_id: uuid('impression_id')
      .notNull()
      .references(() => adImpressions.id, { onDelete: 'cascade' }),
    event: text('event', { enum: AD_EVENTS }).notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.impression_id, t.event] })],
);

/**
 * A banner's ad pixel on our own ad server (spec 2 §7): each show and click a viewer's page asked for, and whose. No
 * foreign key: a catalogue import replaces banners, and the counts outlive it.
 */
export const adPixelEvents = pgTable(
  'ad_pixel_events',
  {
    id: uuid('id').primaryKey(),
    banner_id: integer('banner_id').notNull(),
    event: text('event', { enum: AD_PIXEL_EVENTS }).notNull(),
    owner: text('owner').notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ad_pixel_events_banner').on(t.banner_id)],
);
