import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { ageLimits } from '../../../db/schema/index.js';
import { imageCollector } from '../../../seed/catalog/images.js';
import { epgProgramRows, type ProgrammeInput } from '../../../seed/catalog/rows.js';
import { type ChannelCounts, channelDirectory, type GuideChannel, type KnownChannel } from './channels.js';
import { m3uReader } from './m3u.js';
import { type GuideProblem, type ProblemList, problemList } from './problems.js';
import { translated, translatedList } from './texts.js';
import { type GuideProgramme, type GuideWriteResult, guideWriter, lockGuide } from './writer.js';
import { type XmltvProgramme, xmltvReader } from './xmltv.js';

export interface GuideImportReport {
  format: 'xmltv' | 'm3u';
  channels: ChannelCounts;
  /** Null for an M3U list, which has no programmes. */
  programmes: GuideWriteResult | null;
  /** What was left out without stopping the import, at its line. */
  warnings: GuideProblem[];
  more_warnings: number;
}

/** Programmes handed to the writer at a time while the file streams in. */
const BATCH_PROGRAMMES = 2000;

/**
 * Imports an XMLTV guide or an M3U channel list (told apart by their first characters; gzip and the encoding the
 * XML declaration names are undone first) in one transaction: a file with any problem changes nothing and throws
 * GuideFileError listing every problem with its line. The file is read as a stream, so its size costs time, not memory.
 */
export async function importGuideFile(db: Db, input: AsyncIterable<Uint8Array>): Promise<GuideImportReport> {
  const problems = problemList();
  const warnings = problemList();
  const source = textOf(bytesOf(input), problems);
  // Enough of the text to tell what it is.
  let head = '';
  for (let next = await source.text.next(); !next.done; next = await source.text.next()) {
    head += next.value;
    if (head.replace(/^\uFEFF/, '').trim()) break;
  }
  const text = (async function* () {
    if (head) yield head;
    yield* source.text;
  })();
  const start = head.replace(/^\uFEFF/, '').trimStart();
  const read = { text, broken: source.broken };
  let report: GuideImportReport | undefined;
  if (start.startsWith('#EXTM3U')) report = await db.transaction(async (tx) => importM3u(tx as unknown as Db, read, problems, warnings));
  else if (start.startsWith('<')) report = await db.transaction(async (tx) => importXmltv(tx as unknown as Db, read, problems, warnings));
  else if (problems.count === 0) problems.add(1, start ? 'neither an XMLTV guide (<tv>) nor an M3U list (#EXTM3U)' : 'the file is empty');
  problems.check();
  return report!;
}

/** A file's text, and whether it stopped short (undecodable bytes, damaged gzip: a problem said so already). */
interface Text {
  text: AsyncIterable<string>;
  broken(): boolean;
}

async function importM3u(db: Db, { text, broken }: Text, problems: ProblemList, warnings: ProblemList): Promise<GuideImportReport> {
  const list: GuideChannel[] = [];
  const reader = m3uReader(
    (channel) =>
      list.push({
        line: channel.line,
        tvgId: channel.tvgId,
        names: [{ lang: undefined, text: channel.title }],
        ...(channel.logo ? { logo: channel.logo } : {}),
        ...(channel.number ? { number: channel.number } : {}),
        groupTitle: channel.group ?? null,
        streamUrl: channel.streamUrl,
        catchup: channel.catchup,
      }),
    problems,
    warnings,
  );
  for await (const chunk of text) reader.write(chunk);
  if (!broken()) reader.close();
  problems.check();
  // New channels take the next free ids: one import at a time.
  await lockGuide(db);
  const directory = channelDirectory(db);
  await directory.upsert(list);
  return { format: 'm3u', channels: directory.counts, programmes: null, warnings: [...warnings.items], more_warnings: warnings.more };
}

async function importXmltv(db: Db, { text, broken }: Text, problems: ProblemList, warnings: ProblemList): Promise<GuideImportReport> {
  const writer = await guideWriter(db, problems);
  const directory = channelDirectory(db);
  const ages = await db.select({ id: ageLimits.id, age: ageLimits.age_value }).from(ageLimits).orderBy(asc(ageLimits.age_value));
  let channelQueue: GuideChannel[] = [];
  let programmeQueue: XmltvProgramme[] = [];
  /** Per channel, a programme without a stop, ended by the channel's next one. */
  const waiting = new Map<number, XmltvProgramme>();
  const reader = xmltvReader(
    {
      channel: (channel) =>
        channelQueue.push({ line: channel.line, tvgId: channel.id, names: channel.names, ...(channel.icon ? { logo: channel.icon } : {}) }),
      programme: (programme) => programmeQueue.push(programme),
    },
    problems,
    warnings,
  );
  const collector = imageCollector(undefined);
  const programmeOf = (p: XmltvProgramme, end: number, channel: KnownChannel) => programmeInput(p, end, channel, ages, warnings);

  async function flush(): Promise<void> {
    // What the reader has so far, taken at once: the reader goes on filling new queues while this batch is written.
    const channelBatch = channelQueue;
    const batch = programmeQueue;
    channelQueue = [];
    programmeQueue = [];
    // XMLTV puts channels before programmes; a file that mixes them still finds each channel before its programmes.
    await directory.upsert(channelBatch);
    await directory.lookup(batch.map((p) => p.channel).filter((id) => !directory.get(id)));
    const ready: (ProgrammeInput & { line: number })[] = [];
    for (const p of batch) {
      const channel = directory.get(p.channel);
      if (!channel) {
        problems.add(p.line, `channel "${p.channel}" is neither a <channel> of the file nor a channel with that tvg_id`);
        continue;
      }
      const before = waiting.get(channel.id);
      if (before) {
        waiting.delete(channel.id);
        if (p.start > before.start) ready.push(programmeOf(before, p.start, channel));
        else problems.add(before.line, `has no stop, and the channel’s next programme (line ${p.line}) does not start after it`);
      }
      if (p.stop === null) waiting.set(channel.id, p);
      else ready.push(programmeOf(p, p.stop, channel));
    }
    // With problems known the writer writes nothing, but checks on, so the report lists them all.
    if (ready.length === 0) return;
    const rows: GuideProgramme[] = await epgProgramRows(ready, directory.names, collector);
    rows.forEach((row, n) => {
      row.line = ready[n]!.line;
    });
    await writer.add(rows, collector.rows());
  }

  // One batch is written while the next is read: the database works while the parser does.
  let writing: Promise<void> = Promise.resolve();
  for await (const chunk of text) {
    reader.write(chunk);
    if (reader.failed) break;
    if (programmeQueue.length >= BATCH_PROGRAMMES) {
      await writing;
      writing = flush();
      // Its failure is met at the next await; until then it must not count as unhandled.
      writing.catch(() => {});
    }
  }
  await writing;
  if (!broken()) reader.close();
  await flush();
  for (const p of waiting.values()) warnings.add(p.line, 'the channel’s last programme has no stop: left out');
  const programmes = await writer.finish();
  return { format: 'xmltv', channels: directory.counts, programmes, warnings: [...warnings.items], more_warnings: warnings.more };
}

/** "20261126030000": the programme's start in UTC, its id when the file gives none. */
const compactUtc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace(/\D/g, '');

/** An XMLTV programme as the catalogue's row builder takes it. */
function programmeInput(
  p: XmltvProgramme,
  end: number,
  channel: KnownChannel,
  ages: readonly { id: number; age: number }[],
  warnings: ProblemList,
): ProgrammeInput & { line: number } {
  const input: ProgrammeInput & { line: number } = {
    line: p.line,
    original_id: p.catchupId ?? compactUtc(p.start),
    channel_id: channel.id,
    name: translated(p.titles)!.text,
    start_time: new Date(p.start),
    end_time: new Date(end),
    age_limit_id: ageOf(p, ages, warnings) ?? channel.ageLimitId,
  };
  const description = translated(p.descriptions)?.text;
  if (description) input.description = description;
  if (channel.archiveSeconds !== null) input.tstv_valid_until = new Date(end + channel.archiveSeconds * 1000);
  if (p.categories.length > 0) input.categories = translatedList(p.categories);
  if (p.episode) input.episode = p.episode;
  if (p.icon) input.logo = p.icon;
  return input;
}

/**
 * The age level a programme's ratings ask for: the number in each rating ("16+", "TV-14", "12") raised to the next
 * level the service has, the strictest of them; undefined (the channel's level) when no rating has a number.
 */
function ageOf(p: XmltvProgramme, ages: readonly { id: number; age: number }[], warnings: ProblemList): number | undefined {
  let strictest: { id: number; age: number } | undefined;
  for (const rating of p.ratings) {
    const years = /(\d{1,2})/.exec(rating)?.[1];
    if (years === undefined) {
      warnings.add(p.line, `rating "${rating}" names no age: the channel’s age level applies`);
      continue;
    }
    const level = ages.find((age) => age.age >= Number(years)) ?? ages.at(-1);
    if (level && (!strictest || level.age > strictest.age)) strictest = level;
  }
  return strictest?.id;
}

/** The file's bytes, gunzipped when they are gzip. */
async function* bytesOf(input: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  const iterator = input[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const head = Buffer.from(first.value);
  const all = (async function* () {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield Buffer.from(next.value);
  })();
  if (head[0] === 0x1f && head[1] === 0x8b) yield* Readable.from(all).pipe(createGunzip()) as AsyncIterable<Buffer>;
  else yield* all;
}

/**
 * The file's text: UTF-8 unless its XML declaration names another encoding (windows-1251 and the like, which Node
 * reads). Bytes that are not text in that encoding, or damaged gzip, end the text with a problem (`broken`).
 */
function textOf(bytes: AsyncIterable<Buffer>, problems: ProblemList) {
  let broken = false;
  async function* decode(): AsyncGenerator<string> {
    let decoder: TextDecoder | undefined;
    let lines = 1;
    try {
      for await (const chunk of bytes) {
        if (!decoder) {
          const declared = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*?encoding\s*=\s*["']([\w.:-]+)["']/.exec(
            chunk.subarray(0, 400).toString('latin1'),
          )?.[1];
          try {
            decoder = new TextDecoder(declared ?? 'utf-8', { fatal: true });
          } catch {
            broken = true;
            problems.add(1, `the encoding "${declared}" is not one this server reads`);
            return;
          }
        }
        const text = decoder.decode(chunk, { stream: true });
        for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
        yield text;
      }
      const rest = decoder?.decode();
      if (rest) yield rest;
    } catch (error) {
      broken = true;
      const gzip = (error as NodeJS.ErrnoException).code?.startsWith('Z_');
      problems.add(lines, gzip ? 'the gzip data is damaged' : `the file is not ${decoder?.encoding ?? 'UTF-8'} text here`);
    }
  }
  return { text: decode(), broken: () => broken };
}
