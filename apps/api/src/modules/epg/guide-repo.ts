import type { LanguageCode } from '@efir/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** What one guide window asks of the database. */
export interface GuideWindowQuery {
  from: Date;
  to: Date;
  offset: number;
  limit: number;
  /** Channels and programmes with a higher age value are left out; null = no limit. */
  maxAgeValue: number | null;
  /** Whose favourite channels are marked (and, with `favoritesOnly`, the only ones listed); null for a visitor. */
  profileOwner: string | null;
  favoritesOnly: boolean;
  /** Only channels of this category (a part of their `group_title`); null = every category. */
  category: string | null;
  /** Channels the profile's channel list leaves out. */
  hiddenChannelIds: readonly number[];
  /** Names come in this language, else in rus (as `translate` reads them): a third of the text to send. */
  language: LanguageCode;
}

export interface GuideProgramRow {
  id: number;
  name: string;
  /** Unix seconds. */
  start: number;
  end: number;
  age: number;
  valid_until: number | null;
}

export interface GuideChannelRow {
  id: number;
  slug: string;
  number: number;
  name: string;
  logo: string;
  age_limit_id: number;
  is_free: boolean;
  is_tstv_allowed: boolean;
  is_catchup_allowed: boolean;
  tstv_service_id: number | null;
  tstv_depth: number;
  is_favorite: boolean;
  /** Services that list the channel (its live access). */
  listing: number[];
  programs: GuideProgramRow[];
}

export interface GuideWindowRows {
  total: number;
  /** The categories of the channels the viewer sees before the category filter, in line-up order. */
  categories: { name: string; count: number }[];
  ageLevels: { id: number; name: string; age_value: number }[];
  channels: GuideChannelRow[];
}

interface RawRow extends Omit<GuideChannelRow, 'listing' | 'programs'> {
  total: number;
  categories: GuideWindowRows['categories'] | null;
  age_levels: GuideWindowRows['ageLevels'] | null;
  first: boolean | null;
  listing: number[] | null;
  programs: RawProgram[] | null;
}

/**
 * A programme that started this long before a window's start is still looked for in it: bounding the start lets one
 * index range find a window's programmes (by channel for a page of channels, by time for a thousand), where asking
 * each channel for the programme on air at the start cost a lookup per channel. Longer programmes show from the day
 * after their start only; guides have none.
 */
export const GUIDE_LOOKBACK_S = 24 * 3600;

/** A programme as the query answers it, compactly: id, name, age limit id, start, end, kept until (Unix seconds). */
type RawProgram = [number, string, number, number, number, number | null];

/** One query per window, whatever its size: the channel page in number order, each with its programmes as JSON. */
export function guideRepo(db: Db) {
  return {
    async window(q: GuideWindowQuery): Promise<GuideWindowRows> {
      const from = q.from.toISOString();
      const to = q.to.toISOString();
      const since = new Date(q.from.getTime() - GUIDE_LOOKBACK_S * 1000).toISOString();
      const maxAge = q.maxAgeValue;
      const owner = q.profileOwner ?? '';
      const named = (column: ReturnType<typeof sql.raw>) => sql`coalesce(${column}->>${q.language}::text, ${column}->>'rus')`;
      const hidden = JSON.stringify(q.hiddenChannelIds);
      const favorite = sql`exists (select 1 from favorites f where f.owner = ${owner} and f.item_type = 'channel' and f.item_id = c.id)`;
      const result = await db.execute(sql`
        with allowed as (
          select c.id, c.number, c.group_title
          from channels c join age_limits a on a.id = c.age_limit_id
          where (${maxAge}::int is null or a.age_value <= ${maxAge}::int)
            and not (${hidden}::jsonb @> to_jsonb(c.id))
            and (${q.favoritesOnly}::boolean = false or ${favorite})
        ),
        -- A channel is in each of its group_title's ';'-separated parts (M3U players' convention for several groups).
        grouped as (
          select allowed.id, allowed.number, btrim(part) as category
          from allowed cross join lateral unnest(string_to_array(allowed.group_title, ';')) as part
          where btrim(part) <> ''
        ),
        visible as (
          select id, number from allowed
          where ${q.category}::text is null or id in (select id from grouped where category = ${q.category}::text)
        ),
        page as (select id, number from visible order by number, id offset ${q.offset} limit ${q.limit}),
        programs as (
          select p.channel_id, json_agg(json_build_array(
              p.id, ${named(sql.raw('p.name'))}, p.age_limit_id, extract(epoch from p.start_time)::bigint, extract(epoch from p.end_time)::bigint,
              extract(epoch from p.tstv_valid_until)::bigint
            ) order by p.start_time) as programs
          from page
          join epg_programs p on p.channel_id = page.id
          join age_limits pa on pa.id = p.age_limit_id
          where p.start_time >= ${since}::timestamptz and p.start_time < ${to}::timestamptz and p.end_time > ${from}::timestamptz
            and (${maxAge}::int is null or pa.age_value <= ${maxAge}::int)
          group by p.channel_id
        ),
        counted as (
          select (select count(*)::int from visible) as total,
            (select json_agg(json_build_object('name', g.category, 'count', g.count) order by g.first, g.category)
               from (select category, count(distinct id)::int as count, min(number) as first from grouped group by category) g) as categories,
            (select json_agg(json_build_object('id', l.id, 'name', l.name, 'age_value', l.age_value) order by l.position)
               from age_limits l) as age_levels
        )
        select counted.total, counted.categories, case when ch.first then counted.age_levels end as age_levels, ch.*
        from counted left join lateral (
          select c.id, c.slug, c.number, ${named(sql.raw('c.name'))} as name, c.logo, c.age_limit_id, c.is_free, c.is_tstv_allowed, c.is_catchup_allowed,
            c.tstv_service_id, c.tstv_depth, ${favorite} as is_favorite, row_number() over () = 1 as first,
            array(select si.service_id from service_items si where si.item_type = 'channel' and si.item_id = c.id) as listing,
            programs.programs
          from page
          join channels c on c.id = page.id
          left join programs on programs.channel_id = page.id
        ) ch on true
        order by ch.number, ch.id
      `);
      const rows = (result as unknown as { rows: RawRow[] }).rows;
      return {
        total: rows[0]?.total ?? 0,
        categories: rows[0]?.categories ?? [],
        // One row carries the age levels, so the answer holds them once.
        ageLevels: rows.find((row) => row.age_levels !== null)?.age_levels ?? [],
        channels: rows
          .filter((row) => row.id !== null)
          .map(({ total: _total, categories: _categories, age_levels: _ages, first: _first, listing, programs, ...channel }) => ({
            ...channel,
            listing: listing ?? [],
            programs: (programs ?? []).map(([id, name, age, start, end, valid_until]) => ({ id, name, age, start, end, valid_until })),
          })),
      };
    },
  };
}

export type GuideRepo = ReturnType<typeof guideRepo>;
