import { isDeepStrictEqual } from 'node:util';
import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { I18nText } from '../../../db/schema/i18n.js';
import { ageLimits, type ChannelRow, channels, images } from '../../../db/schema/index.js';
import { detached } from '../../../lib/detached.js';
import { POSTER_COLORS } from '../../../seed/catalog/demo/names.js';
import { slugify } from '../../../seed/catalog/demo/translit.js';
import type { Catalogue } from '../../../seed/catalog/format.js';
import { imageCollector } from '../../../seed/catalog/images.js';
import { channelRow } from '../../../seed/catalog/rows.js';
import { GuideFileError } from './problems.js';
import { type LangText, translated } from './texts.js';

/** A channel as a guide file gives it; a field left undefined is one the file says nothing about. */
export interface GuideChannel {
  line: number;
  tvgId: string;
  names: LangText[];
  logo?: string;
  number?: number;
  /** M3U: the group, or null when the list gives none. */
  groupTitle?: string | null;
  streamUrl?: string;
  /** M3U: the source's archive, or null when the list offers none. */
  catchup?: { mode: string; source: string | undefined; days: number | undefined } | null;
}

/** What programmes need of their channel. */
export interface KnownChannel {
  id: number;
  name: string;
  ageLimitId: number;
  /** Seconds the archive keeps a programme after it ends; null when the channel has no catch-up. */
  archiveSeconds: number | null;
}

export interface ChannelCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** A catch-up list that gives no depth keeps the channel's, else the guide's reach back: 7 days. */
const DEFAULT_CATCHUP_DAYS = 7;
const DAY_S = 86_400;

type ChannelInsert = Awaited<ReturnType<typeof channelRow>>;

const known = (row: ChannelRow): KnownChannel => ({
  id: row.id,
  name: row.name.rus,
  ageLimitId: row.age_limit_id,
  archiveSeconds: row.is_catchup_allowed ? row.tstv_depth : null,
});

/**
 * The channels a guide file names, by `tvg_id`: found in the database, or made from the file (new channels go
 * through the catalogue's row builder, with the next free id, number and slug). A file updates what it gives —
 * names only in the languages it names, so an M3U title never replaces a translated name — and nothing else.
 */
export function channelDirectory(db: Db) {
  const byTvgId = new Map<string, KnownChannel>();
  const names = new Map<number, string>();
  const remember = (tvgId: string, channel: KnownChannel) => {
    byTvgId.set(detached(tvgId), { ...channel, name: detached(channel.name) });
    names.set(channel.id, detached(channel.name));
  };
  const counts: ChannelCounts = { added: 0, updated: 0, unchanged: 0 };
  const handled = new Set<string>();
  let fresh: { nextId: number; nextNumber: number; slugs: Set<string>; ageLimitId: number | undefined } | undefined;

  async function rowsOf(tvgIds: string[]): Promise<Map<string, ChannelRow>> {
    const found = new Map<string, ChannelRow>();
    for (let from = 0; from < tvgIds.length; from += 1000) {
      const rows = await db
        .select()
        .from(channels)
        .where(inArray(channels.tvg_id, tvgIds.slice(from, from + 1000)));
      for (const row of rows) found.set(row.tvg_id!, row);
    }
    return found;
  }

  async function newChannelIds() {
    if (fresh) return fresh;
    const [top] = await db.select({ id: max(channels.id), number: max(channels.number) }).from(channels);
    const slugs = new Set((await db.select({ slug: channels.slug }).from(channels)).map((row) => row.slug));
    const [lowest] = await db.select({ id: ageLimits.id }).from(ageLimits).orderBy(asc(ageLimits.position)).limit(1);
    fresh = { nextId: (top?.id ?? 0) + 1, nextNumber: (top?.number ?? 0) + 1, slugs, ageLimitId: lowest?.id };
    return fresh;
  }

  function uniqueSlug(base: string, taken: Set<string>): string {
    const stem = base.slice(0, 60).replace(/-+$/, '') || 'channel';
    let slug = stem;
    for (let n = 2; taken.has(slug); n++) slug = `${stem}-${n}`;
    taken.add(slug);
    return slug;
  }

  async function create(channel: GuideChannel, collector: ReturnType<typeof imageCollector>, made: ChannelInsert[]) {
    const ids = await newChannelIds();
    if (ids.ageLimitId === undefined)
      throw new GuideFileError([
        { line: channel.line, message: 'the database has no age levels yet: import a catalogue first (age_limits.json)' },
      ]);
    const id = ids.nextId++;
    const name: I18nText = translated(channel.names)?.text ?? { rus: channel.tvgId };
    const slug = uniqueSlug(slugify(name.eng ?? name.rus) || slugify(channel.tvgId), ids.slugs);
    const catchup = channel.catchup ?? null;
    const record: Catalogue['channels'][number] = {
      id,
      slug,
      number: channel.number ?? ids.nextNumber++,
      name,
      description: name,
      age_limit_id: ids.ageLimitId,
      usage_model: 'SERVICE',
      poster_bg_color: POSTER_COLORS[id % POSTER_COLORS.length]!,
      // The packaged live stream named after the channel; the operator's packager publishes it.
      stream_id: slug,
      is_tstv_allowed: catchup !== null,
      tstv: {
        is_pltv_allowed: false,
        is_catchup_allowed: catchup !== null,
        tstv_depth: catchup ? (catchup.days ?? DEFAULT_CATCHUP_DAYS) * DAY_S : 0,
        pltv_max_duration: 0,
      },
      ...(channel.logo ? { images: { logo: channel.logo, full_logo: channel.logo } } : {}),
      tvg_id: channel.tvgId,
      ...(channel.groupTitle ? { group_title: channel.groupTitle } : {}),
      ...(channel.streamUrl ? { stream_url: channel.streamUrl } : {}),
      ...(catchup ? { catchup: { mode: catchup.mode, ...(catchup.source ? { source: catchup.source } : {}) } } : {}),
    };
    const row = await channelRow(record, collector);
    made.push(row);
    counts.added += 1;
    return { id, name: name.rus, ageLimitId: row.age_limit_id, archiveSeconds: row.is_catchup_allowed ? row.tstv_depth : null };
  }

  /** The changes the file makes to a channel that exists. */
  function changes(row: ChannelRow, channel: GuideChannel, collector: ReturnType<typeof imageCollector>): Partial<ChannelRow> {
    const next: Partial<ChannelRow> = {};
    const given = translated(channel.names)?.given ?? {};
    const name = { ...row.name, ...given } as I18nText;
    if (!isDeepStrictEqual(name, row.name)) next.name = name;
    if (channel.logo) {
      const seed = `channel-${row.id}`;
      const logo = collector.remote(channel.logo, { kind: 'badge', title: name.rus, seed });
      const fullLogo = collector.remote(channel.logo, { kind: 'logo', title: name.rus, seed });
      if (logo !== row.logo) next.logo = logo;
      if (fullLogo !== row.full_logo) next.full_logo = fullLogo;
    }
    if (channel.number !== undefined && channel.number !== row.number) next.number = channel.number;
    if (channel.groupTitle !== undefined && channel.groupTitle !== row.group_title) next.group_title = channel.groupTitle;
    if (channel.streamUrl !== undefined && channel.streamUrl !== row.stream_url) next.stream_url = channel.streamUrl;
    if (channel.catchup !== undefined) {
      const { catchup } = channel;
      const wanted = {
        is_catchup_allowed: catchup !== null,
        is_tstv_allowed: catchup !== null || row.is_pltv_allowed,
        tstv_depth:
          catchup?.days !== undefined ? catchup.days * DAY_S : catchup ? row.tstv_depth || DEFAULT_CATCHUP_DAYS * DAY_S : row.tstv_depth,
        catchup_mode: catchup?.mode ?? null,
        catchup_source: catchup?.source ?? null,
      };
      for (const [key, value] of Object.entries(wanted) as [keyof typeof wanted, never][])
        if (row[key] !== value) (next as Record<string, unknown>)[key] = value;
    }
    return next;
  }

  return {
    counts,
    get: (tvgId: string) => byTvgId.get(tvgId),
    /** Channel names (rus) by id, for the artwork of programmes without an icon. */
    names: names as ReadonlyMap<number, string>,
    /** Finds channels the file's programmes name without the file describing them; unknown ones stay unknown. */
    async lookup(tvgIds: Iterable<string>): Promise<void> {
      const missing = [...new Set(tvgIds)].filter((id) => !byTvgId.has(id));
      if (missing.length === 0) return;
      for (const [tvgId, row] of await rowsOf(missing)) remember(tvgId, known(row));
    },
    /** Creates or updates the file's channels, in file order. */
    async upsert(list: readonly GuideChannel[]): Promise<void> {
      if (list.length === 0) return;
      const collector = imageCollector(undefined);
      const made: ChannelInsert[] = [];
      const existing = await rowsOf(list.map((channel) => channel.tvgId));
      for (const channel of list) {
        // A channel the file repeats is reported by its reader; the first one counts.
        if (handled.has(channel.tvgId)) continue;
        handled.add(detached(channel.tvgId));
        const row = existing.get(channel.tvgId);
        if (!row) {
          remember(channel.tvgId, await create(channel, collector, made));
          continue;
        }
        const next = changes(row, channel, collector);
        if (Object.keys(next).length === 0) counts.unchanged += 1;
        else {
          await db.update(channels).set(next).where(eq(channels.id, row.id));
          counts.updated += 1;
        }
        remember(channel.tvgId, known({ ...row, ...next }));
      }
      for (let from = 0; from < made.length; from += 500) await db.insert(channels).values(made.slice(from, from + 500));
      const imageRows = collector.rows();
      for (let from = 0; from < imageRows.length; from += 500)
        await db
          .insert(images)
          .values(imageRows.slice(from, from + 500))
          .onConflictDoNothing();
    },
  };
}

export type ChannelDirectory = ReturnType<typeof channelDirectory>;
