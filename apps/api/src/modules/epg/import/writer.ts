import { isDeepStrictEqual } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { images } from '../../../db/schema/index.js';
import { detached } from '../../../lib/detached.js';
import type { ImageRow } from '../../../seed/catalog/images.js';
import type { ProgrammeRow } from '../../../seed/catalog/rows.js';
import { rescheduleMovedReminders } from '../../reminders/schedule.js';
import { type ProblemList, problemList } from './problems.js';

/** Guide writes take turns: a file import, the demo guide rolling on and a catalogue import never interleave. */
const GUIDE_LOCK_ID = 4_242_002;
const IMAGE_ROWS = 500;
/** A programme gone from one time and new at another within this, under the same title, has moved. */
const MOVE_WINDOW_S = 6 * 3600;
/** Rows whose start changes step aside first, so no two ever hold one (channel, start) at once. */
const ASIDE = sql`interval '1000 years'`;

/** Waits for, then holds until the transaction ends, the right to change the guide (channels included). */
export async function lockGuide(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${GUIDE_LOCK_ID})`);
}

/** A programme for the writer: its row (with the id its source fixes, if any) and the file line it came from. */
export type GuideProgramme = ProgrammeRow & { line?: number };

export interface GuideWriteResult {
  /** New programmes. */
  added: number;
  /** Programmes already there whose start or end changed: kept under their id, so what points at them follows. */
  moved: number;
  /** Programmes already there with other changes (names, descriptions, categories …). */
  updated: number;
  unchanged: number;
  /** Programmes within the span a channel's new guide covers that it no longer lists. */
  removed: number;
}

/** The columns a programme is written with, in the order of the temp tables' rows (`like epg_programs`). */
const COLUMNS = [
  'id',
  'original_id',
  'channel_id',
  'name',
  'description',
  'start_time',
  'end_time',
  'age_limit_id',
  'tstv_valid_until',
  'logo',
  'categories',
  'episode',
] as const;
/** Times travel as epoch milliseconds: JSON numbers cost a fraction of what dates do to write and to read. */
const TIMES = new Set<string>(['start_time', 'end_time', 'tstv_valid_until']);
const TYPES: Record<(typeof COLUMNS)[number], string> = {
  id: 'integer',
  original_id: 'text',
  channel_id: 'integer',
  name: 'jsonb',
  description: 'jsonb',
  start_time: 'double precision',
  end_time: 'double precision',
  age_limit_id: 'integer',
  tstv_valid_until: 'double precision',
  logo: 'text',
  categories: 'jsonb',
  episode: 'jsonb',
};
const columnList = sql.raw(COLUMNS.join(', '));
const valuesOf = (alias: string) => sql.raw(COLUMNS.map((column) => `${alias}.${column}`).join(', '));
/** The programme columns of a `recordset` row `x`, times made timestamps again. */
const wireValues = sql.raw(COLUMNS.map((c) => (TIMES.has(c) ? `to_timestamp(x.${c} / 1000.0)` : `x.${c}`)).join(', '));
const wire = (row: Row) => ({
  ...row,
  start_time: row.start_time.getTime(),
  end_time: row.end_time.getTime(),
  tstv_valid_until: row.tstv_valid_until?.getTime() ?? null,
});
/** Programme rows as one JSON parameter, read back as a table `x` (select `wireValues` from it). */
const recordset = (rows: readonly Row[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows.map(wire))}::jsonb) as x(${sql.raw(COLUMNS.map((column) => `${column} ${TYPES[column]}`).join(', '))})`;
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;
const textArray = (texts: readonly string[]) => sql`${`{${texts.map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

type Row = Omit<GuideProgramme, 'id'> & { id: number };
type Stored = Omit<Row, 'start_time' | 'end_time' | 'tstv_valid_until'> & {
  start_time: Date | string;
  end_time: Date | string;
  tstv_valid_until: Date | string | null;
};

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const countOf = async (db: Db, query: SQL): Promise<number> => Number((await rowsOf<{ n: number }>(db, query))[0]?.n ?? 0);
const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
const sameRow = (stored: Stored, row: Row) =>
  stored.original_id === row.original_id &&
  time(stored.start_time) === row.start_time.getTime() &&
  time(stored.end_time) === row.end_time.getTime() &&
  time(stored.tstv_valid_until) === time(row.tstv_valid_until) &&
  stored.age_limit_id === row.age_limit_id &&
  stored.logo === row.logo &&
  isDeepStrictEqual(stored.name, row.name) &&
  isDeepStrictEqual(stored.description, row.description) &&
  isDeepStrictEqual(stored.categories, row.categories) &&
  isDeepStrictEqual(stored.episode, row.episode);
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What the writer remembers of one channel's programmes in this write: their span, ids and times. */
interface ChannelSeen {
  from: number;
  to: number;
  lineOf: Map<string, number | null>;
  /** start, end, line (0: none) of each programme, flat. */
  times: number[];
}

/**
 * The one way programmes enter the database (a guide file, epg.json, the demo guide). Programmes come in batches as
 * their source is read; each batch is written at once — new ones inserted, changed ones updated, the same ones left
 * alone — and what needs the whole file waits for `finish`: programmes of a channel's span that the file no longer
 * lists are removed, or, when one of the same title appears within 6 hours, moved (keeping its id). A programme is
 * the same one when its channel and `original_id` are. Writing the same programmes again changes nothing. Runs in the
 * caller's transaction, so a file that turns out bad leaves no trace; problems go to `problems` (repeated ids,
 * overlapping times) and `finish` throws when there are any.
 */
export async function guideWriter(db: Db, problems: ProblemList = problemList()) {
  await lockGuide(db);
  for (const table of ['guide_later_inserts', 'guide_later_updates'])
    await db.execute(sql.raw(`create temp table ${table} (like epg_programs) on commit drop`));
  await db.execute(sql`create temp table guide_kept (id integer not null, fresh boolean not null) on commit drop`);
  const [top] = await rowsOf<{ id: number | null }>(db, sql`select max(id) id from epg_programs`);
  let nextId = (top?.id ?? 0) + 1;
  const seen = new Map<number, ChannelSeen>();
  const writtenImages = new Set<string>();
  const counts = { inserted: 0, moved: 0, updated: 0, unchanged: 0 };

  /** Records the programme for the file-wide checks; false when its id repeats within the file. */
  function note(p: GuideProgramme): boolean {
    const start = p.start_time.getTime();
    const end = p.end_time.getTime();
    const channel: ChannelSeen = seen.get(p.channel_id) ?? { from: start, to: end, lineOf: new Map(), times: [] };
    seen.set(p.channel_id, channel);
    const earlier = channel.lineOf.get(p.original_id);
    if (earlier !== undefined) {
      const where = p.line === undefined ? `programme ${p.original_id} on channel ${p.channel_id}: ` : '';
      problems.add(p.line ?? null, `${where}programme id "${p.original_id}" repeats${earlier === null ? '' : ` line ${earlier}`}`);
      return false;
    }
    channel.lineOf.set(detached(p.original_id), p.line ?? null);
    channel.from = Math.min(channel.from, start);
    channel.to = Math.max(channel.to, end);
    channel.times.push(start, end, p.line ?? 0);
    return true;
  }

  /** Programmes of one channel that overlap, each reported at the later one's line. */
  function findOverlaps(): void {
    for (const [channelId, channel] of seen) {
      const order = Array.from({ length: channel.times.length / 3 }, (_, n) => n).sort(
        (a, b) => channel.times[a * 3]! - channel.times[b * 3]! || channel.times[a * 3 + 2]! - channel.times[b * 3 + 2]!,
      );
      for (let n = 1; n < order.length; n++) {
        const [before, at] = [order[n - 1]! * 3, order[n]! * 3];
        const [start, end, line] = [channel.times[at]!, channel.times[before + 1]!, channel.times[at + 2]!];
        if (start >= end) continue;
        const earlierLine = channel.times[before + 2]!;
        const earlier = earlierLine ? `the programme at line ${earlierLine}` : 'the programme before it';
        problems.add(
          line || null,
          `${line ? '' : `channel ${channelId}: a programme `}starts at ${utc(start)}, before ${earlier} ends (${utc(end)})`,
        );
      }
    }
  }

  async function writeImages(imageRows: readonly ImageRow[]): Promise<void> {
    const fresh = imageRows.filter((row) => !writtenImages.has(row.key));
    for (const row of fresh) writtenImages.add(row.key);
    for (let from = 0; from < fresh.length; from += IMAGE_ROWS)
      await db
        .insert(images)
        .values(fresh.slice(from, from + IMAGE_ROWS))
        .onConflictDoNothing();
  }

  async function keep(ids: readonly number[], fresh: boolean): Promise<void> {
    if (ids.length > 0) await db.execute(sql`insert into guide_kept select unnest(${intArray(ids)}), ${fresh}`);
  }

  /** New programmes: the id their source gives when it is free, else the next one; a (channel, start) still held waits. */
  async function insert(rows: GuideProgramme[]): Promise<void> {
    const given = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    const taken = new Set(
      given.length === 0
        ? []
        : (await rowsOf<{ id: number }>(db, sql`select id from epg_programs where id = any(${intArray(given)})`)).map((r) => r.id),
    );
    for (const row of rows) if (row.id !== null && taken.has(row.id)) row.id = null;
    for (const row of rows) if (row.id !== null) nextId = Math.max(nextId, row.id + 1);
    for (const row of rows) row.id ??= nextId++;
    const withIds = rows as Row[];
    const inserted = new Set(
      (
        await rowsOf<{ id: number }>(
          db,
          sql`insert into epg_programs (${columnList}) select ${wireValues} from ${recordset(withIds)}
              on conflict do nothing returning id`,
        )
      ).map((r) => r.id),
    );
    const waiting = withIds.filter((row) => !inserted.has(row.id));
    if (waiting.length > 0)
      await db.execute(sql`insert into guide_later_inserts (${columnList}) select ${wireValues} from ${recordset(waiting)}`);
    await keep([...inserted], true);
    counts.inserted += withIds.length;
  }

  /** Programmes already there: the same ones stay, changed ones are updated (or, when their start moves, later). */
  async function update(pairs: { row: Row; stored: Stored }[]): Promise<void> {
    const now: Row[] = [];
    const later: Row[] = [];
    for (const { row, stored } of pairs) {
      if (sameRow(stored, row)) counts.unchanged += 1;
      else {
        const moved = time(stored.start_time) !== row.start_time.getTime() || time(stored.end_time) !== row.end_time.getTime();
        if (moved) counts.moved += 1;
        else counts.updated += 1;
        (time(stored.start_time) === row.start_time.getTime() ? now : later).push(row);
      }
    }
    if (now.length > 0)
      await db.execute(sql`update epg_programs e set (${columnList}) = (${wireValues}) from ${recordset(now)} where e.id = x.id`);
    if (later.length > 0) {
      await db.execute(sql`update epg_programs set start_time = start_time - ${ASIDE} where id = any(${intArray(later.map((r) => r.id))})`);
      await db.execute(sql`insert into guide_later_updates (${columnList}) select ${wireValues} from ${recordset(later)}`);
    }
    await keep(
      pairs.map(({ row }) => row.id),
      false,
    );
  }

  /**
   * Pairs programmes no longer listed (`guide_unlisted`) with new ones of the same title within 6 hours: the old row
   * takes the new one's place, keeping its id.
   */
  async function moveUnlisted(): Promise<number> {
    await db.execute(sql`
      create temp table guide_moves on commit drop as
      with old as (
        select id, channel_id, title, start_time,
          row_number() over (partition by channel_id, title order by start_time) k
        from guide_unlisted
      ), fresh as (
        select e.id, e.channel_id, e.name->>'rus' title, e.start_time,
          row_number() over (partition by e.channel_id, e.name->>'rus' order by e.start_time) k
        from epg_programs e join guide_kept g on g.id = e.id and g.fresh
        where e.channel_id in (select channel_id from guide_unlisted)
      )
      select old.id old_id, fresh.id new_id
      from fresh join old on old.channel_id = fresh.channel_id and old.title = fresh.title and old.k = fresh.k
      where abs(extract(epoch from fresh.start_time - old.start_time)) <= ${MOVE_WINDOW_S}`);
    const moves = await countOf(db, sql`select count(*)::int n from guide_moves`);
    if (moves === 0) return 0;
    await db.execute(sql`
      create temp table guide_moved on commit drop as
      select m.old_id, e.* from epg_programs e join guide_moves m on m.new_id = e.id`);
    await db.execute(sql`delete from epg_programs e using guide_moves m where e.id = m.new_id`);
    await db.execute(sql`update epg_programs e set start_time = e.start_time - ${ASIDE} from guide_moves m where e.id = m.old_id`);
    const rest = COLUMNS.slice(1);
    await db.execute(sql`
      update epg_programs e set (${sql.raw(rest.join(', '))}) = (${sql.raw(rest.map((c) => `v.${c}`).join(', '))})
      from guide_moved v where e.id = v.old_id`);
    await db.execute(sql`delete from guide_unlisted u using guide_moves m where u.id = m.old_id`);
    return moves;
  }

  return {
    /**
     * Checks a batch and writes it: the images it uses, then its programmes. Nothing is written once a problem is
     * known (the caller's or the writer's), but the checks go on, so the report lists every problem.
     */
    async add(programmes: readonly GuideProgramme[], imageRows: readonly ImageRow[] = []): Promise<void> {
      const fine = programmes.filter(note);
      if (problems.count > 0 || fine.length === 0) return;
      await writeImages(imageRows);
      const channelIds = [...new Set(fine.map((p) => p.channel_id))];
      const stored = new Map(
        (
          await rowsOf<Stored>(
            db,
            sql`select ${columnList} from epg_programs
                where channel_id = any(${intArray(channelIds)}) and original_id = any(${textArray(fine.map((p) => p.original_id))})`,
          )
        ).map((row) => [`${row.channel_id}\u0000${row.original_id}`, row]),
      );
      // Rows go on as they are (the JSON they become may carry `line`: the database reads only its columns).
      const fresh: GuideProgramme[] = [];
      const known: { row: Row; stored: Stored }[] = [];
      for (const row of fine) {
        const match = stored.get(`${row.channel_id}\u0000${row.original_id}`);
        if (match) {
          row.id = match.id;
          known.push({ row: row as Row, stored: match });
        } else fresh.push(row);
      }
      if (fresh.length > 0) await insert(fresh);
      if (known.length > 0) await update(known);
    },
    /** Checks the whole (overlaps; throws GuideFileError when anything is wrong), then removes and moves what it must. */
    async finish(): Promise<GuideWriteResult> {
      findOverlaps();
      problems.check();
      const spans = [...seen].map(([channel_id, channel]) => ({
        channel_id,
        span_from: new Date(channel.from),
        span_to: new Date(channel.to),
      }));
      // Within each channel's span, what the database has and this write did not list.
      await db.execute(sql`
        create temp table guide_unlisted on commit drop as
        select e.id, e.channel_id, e.name->>'rus' title, e.start_time
        from epg_programs e
          join jsonb_to_recordset(${JSON.stringify(spans)}::jsonb) as sp(channel_id integer, span_from timestamptz, span_to timestamptz)
            on sp.channel_id = e.channel_id and e.start_time < sp.span_to and e.end_time > sp.span_from
        where not exists (select 1 from guide_kept g where g.id = e.id)`);
      const unlisted = await countOf(db, sql`select count(*)::int n from guide_unlisted`);
      const moves = unlisted > 0 ? await moveUnlisted() : 0;
      const removed = unlisted - moves;
      if (removed > 0) await db.execute(sql`delete from epg_programs e using guide_unlisted u where e.id = u.id`);
      await db.execute(sql`update epg_programs e set (${columnList}) = (${valuesOf('u')}) from guide_later_updates u where e.id = u.id`);
      await db.execute(sql`insert into epg_programs (${columnList}) select ${columnList} from guide_later_inserts`);
      // Reminders follow their programme's new start (their rows followed its guide id through the foreign key).
      await rescheduleMovedReminders(db);
      return { added: counts.inserted - moves, moved: counts.moved + moves, updated: counts.updated, unchanged: counts.unchanged, removed };
    },
  };
}

export type GuideWriter = Awaited<ReturnType<typeof guideWriter>>;
