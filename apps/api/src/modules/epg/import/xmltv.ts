import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { EpisodeNumber } from '../../../db/schema/index.js';
import { detached } from '../../../lib/detached.js';
import type { ProblemList } from './problems.js';
import type { LangText } from './texts.js';

/** An XMLTV `<channel>`, as the file gives it. */
export interface XmltvChannel {
  line: number;
  id: string;
  names: LangText[];
  icon: string | undefined;
}

/** An XMLTV `<programme>`, as the file gives it; times in ms. */
export interface XmltvProgramme {
  line: number;
  channel: string;
  start: number;
  /** Absent in the file: the channel's next programme ends it. */
  stop: number | null;
  titles: LangText[];
  descriptions: LangText[];
  categories: LangText[];
  icon: string | undefined;
  episode: EpisodeNumber | undefined;
  /** Values of `<rating><value>`, in order. */
  ratings: string[];
  /** The programme's id in the source's archive (the `catchup-id` IPTV players read), when the file gives one. */
  catchupId: string | undefined;
}

export interface XmltvSink {
  channel(channel: XmltvChannel): void;
  programme(programme: XmltvProgramme): void;
}

/**
 * XMLTV's time: `YYYYMMDDhhmmss` or a leading part of it, then an optional zone — `+0300`, `-05:00`, `Z`, `UTC`,
 * `GMT`; without one, UTC (as the XMLTV DTD says). Milliseconds since the epoch, or null when it is not such a time.
 */
export function parseXmltvTime(text: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?\s*(?:([+-])(\d{2}):?(\d{2})|Z|UTC|GMT)?$/i.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const offsetMinutes = match[7] ? (match[7] === '-' ? -1 : 1) * (Number(match[8]) * 60 + Number(match[9])) : 0;
  const local = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const back = new Date(local);
  const exact =
    back.getUTCFullYear() === year && back.getUTCMonth() === month! - 1 && back.getUTCDate() === day && back.getUTCHours() === hour;
  if (!exact || minute > 59 || second > 59 || Math.abs(offsetMinutes) > 14 * 60 || Number(match[9] ?? 0) > 59) return null;
  return local - offsetMinutes * 60_000;
}

const NS_PART = String.raw`\s*(\d*)\s*(?:/\s*\d*\s*)?`;
const XMLTV_NS = new RegExp(`^${NS_PART}\\.${NS_PART}(?:\\.${NS_PART})?$`);

/**
 * `xmltv_ns`: "season.episode.part", each counted from 0 and optionally "/total", any of them empty ("2.9.0/1",
 * ".4.", "0 . 12 . "). Numbers from 1, or null when the text is not that.
 */
export function parseXmltvNs(text: string): Omit<EpisodeNumber, 'onscreen'> | null {
  const match = XMLTV_NS.exec(text);
  if (!match) return null;
  const [season, episode, piece] = match.slice(1, 4).map((n) => (n ? Number(n) + 1 : undefined));
  if (season === undefined && episode === undefined && piece === undefined) return null;
  return { ...(season ? { season } : {}), ...(episode ? { episode } : {}), ...(piece ? { part: piece } : {}) };
}

/** The text elements of a programme and a channel that the guide keeps. */
type Capture = { element: 'title' | 'desc' | 'category' | 'display-name' | 'episode-num' | 'value'; lang?: string; system?: string };

/**
 * Reads an XMLTV document written to it in pieces, handing each channel and programme to `sink` as its element
 * closes; what is wrong goes to `problems` (which stops the import) or `warnings` (which do not), each at its line.
 * A document that is not well-formed XML stops the reading at the first fault (`failed`).
 */
export function xmltvReader(sink: XmltvSink, problems: ProblemList, warnings: ProblemList) {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const path: string[] = [];
  let failed = false;
  let tagLine = 1;
  let channel: XmltvChannel | null = null;
  let programme: (Omit<XmltvProgramme, 'start' | 'stop'> & { start: number | null; stop: number | null; valid: boolean }) | null = null;
  let capture: (Capture & { text: string }) | null = null;
  const channelLines = new Map<string, number>();

  const fault = (message: string) => {
    if (failed) return;
    failed = true;
    problems.add(parser.line, `not well-formed XML: ${message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')}`);
  };

  parser.on('error', (error) => fault(error.message));
  parser.on('opentagstart', () => {
    tagLine = parser.line;
  });
  parser.on('opentag', (tag) => {
    if (failed) return;
    path.push(tag.name);
    const depth = path.length;
    if (depth === 1 && tag.name !== 'tv') {
      failed = true;
      problems.add(tagLine, `the document is <${tag.name}>, not an XMLTV guide (<tv>)`);
      return;
    }
    if (depth === 2 && tag.name === 'channel') channel = openChannel(tag);
    else if (depth === 2 && tag.name === 'programme') programme = openProgramme(tag);
    else if (channel && depth === 3 && tag.name === 'display-name')
      capture = { element: 'display-name', lang: tag.attributes.lang, text: '' };
    else if (channel && depth === 3 && tag.name === 'icon') channel.icon ??= iconOf(tag);
    else if (programme && depth === 3 && (tag.name === 'title' || tag.name === 'desc' || tag.name === 'category'))
      capture = { element: tag.name, lang: tag.attributes.lang, text: '' };
    else if (programme && depth === 3 && tag.name === 'episode-num')
      capture = { element: 'episode-num', system: tag.attributes.system ?? 'onscreen', text: '' };
    else if (programme && depth === 3 && tag.name === 'icon') programme.icon ??= iconOf(tag);
    else if (programme && depth === 4 && path[2] === 'rating' && tag.name === 'value') capture = { element: 'value', text: '' };
  });
  const onText = (text: string) => {
    if (capture) capture.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (failed) return;
    const depth = path.length;
    path.pop();
    if (capture && (depth === 3 || (depth === 4 && capture.element === 'value'))) {
      closeCapture(capture);
      capture = null;
    }
    if (depth === 2 && channel) {
      closeChannel(channel);
      channel = null;
    } else if (depth === 2 && programme) {
      closeProgramme(programme);
      programme = null;
    }
  });

  function openChannel(tag: SaxesTagPlain): XmltvChannel {
    const id = tag.attributes.id?.trim() ?? '';
    if (!id) problems.add(tagLine, '<channel> has no id attribute');
    return { line: tagLine, id, names: [], icon: undefined };
  }

  function closeChannel(closed: XmltvChannel) {
    if (!closed.id) return;
    if (closed.names.length === 0) problems.add(closed.line, `<channel id="${closed.id}"> has no <display-name>`);
    const earlier = channelLines.get(closed.id);
    if (earlier !== undefined) problems.add(closed.line, `channel id "${closed.id}" repeats line ${earlier}`);
    channelLines.set(detached(closed.id), closed.line);
    sink.channel(closed);
  }

  function openProgramme(tag: SaxesTagPlain) {
    const { start, stop, channel: channelId } = tag.attributes;
    let valid = true;
    const time = (name: string, value: string | undefined, required: boolean) => {
      if (value === undefined) {
        if (required) {
          problems.add(tagLine, `<programme> has no ${name} attribute`);
          valid = false;
        }
        return null;
      }
      const at = parseXmltvTime(value);
      if (at === null) {
        problems.add(tagLine, `${name} "${value}" is not an XMLTV time (YYYYMMDDhhmmss ±hhmm)`);
        valid = false;
      }
      return at;
    };
    const startAt = time('start', start, true);
    const stopAt = time('stop', stop, false);
    if (!channelId?.trim()) {
      problems.add(tagLine, '<programme> has no channel attribute');
      valid = false;
    }
    if (startAt !== null && stopAt !== null && stopAt <= startAt) {
      problems.add(tagLine, `stop "${stop}" is not after start "${start}"`);
      valid = false;
    }
    return {
      line: tagLine,
      channel: channelId?.trim() ?? '',
      start: startAt,
      stop: stopAt,
      titles: [],
      descriptions: [],
      categories: [],
      icon: undefined,
      episode: undefined,
      ratings: [],
      catchupId: tag.attributes['catchup-id']?.trim() || undefined,
      valid,
    };
  }

  function closeCapture(captured: Capture & { text: string }) {
    const text = captured.text.trim();
    if (!text) return;
    const lang = { lang: captured.lang, text };
    if (captured.element === 'display-name') channel?.names.push(lang);
    if (!programme) return;
    if (captured.element === 'title') programme.titles.push(lang);
    else if (captured.element === 'desc') programme.descriptions.push(lang);
    else if (captured.element === 'category') programme.categories.push(lang);
    else if (captured.element === 'value') programme.ratings.push(text);
    else if (captured.system === 'xmltv_ns') {
      const numbers = parseXmltvNs(text);
      if (numbers) programme.episode = { ...programme.episode, ...numbers };
      else warnings.add(programme.line, `episode-num "${text}" is not xmltv_ns ("season.episode.part", from 0): left out`);
    } else if (captured.system === 'onscreen') programme.episode = { ...programme.episode, onscreen: text.slice(0, 100) };
  }

  function closeProgramme(closed: NonNullable<typeof programme>) {
    if (closed.titles.length === 0) {
      problems.add(closed.line, '<programme> has no <title>');
      return;
    }
    if (!closed.valid || closed.start === null) return;
    const { valid: _, ...rest } = closed;
    sink.programme({ ...rest, start: closed.start });
  }

  return {
    /** Whether the document stopped being readable (a well-formedness fault or another root than <tv>). */
    get failed() {
      return failed;
    },
    get line() {
      return parser.line;
    },
    write(chunk: string) {
      if (failed) return;
      try {
        parser.write(chunk);
      } catch (error) {
        fault((error as Error).message);
      }
    },
    close() {
      if (failed) return;
      try {
        parser.close();
      } catch (error) {
        fault((error as Error).message);
      }
    },
  };
}

/** An icon's address; only http(s) ones are kept. */
function iconOf(tag: SaxesTagPlain): string | undefined {
  const src = tag.attributes.src?.trim();
  return src && /^https?:\/\/\S+$/i.test(src) && src.length <= 2000 ? src : undefined;
}
