import { detached } from '../../../lib/detached.js';
import type { ProblemList } from './problems.js';

/** One channel of an M3U list: its `#EXTINF` line's tags and title, and the stream address after it. */
export interface M3uChannel {
  line: number;
  tvgId: string;
  /** The title after the comma, else `tvg-name`, else the tvg-id. */
  title: string;
  logo: string | undefined;
  number: number | undefined;
  group: string | undefined;
  streamUrl: string;
  /** The source's archive; null when the list offers none for the channel. */
  catchup: { mode: string; source: string | undefined; days: number | undefined } | null;
}

/** The tags the list's `#EXTM3U` header may give every channel (pvr.iptvsimple, TiviMate and the like read them so). */
const INHERITED = ['catchup', 'catchup-source', 'catchup-days'] as const;
const MAX_CATCHUP_DAYS = 365;

/**
 * Reads an M3U list written to it in pieces: `#EXTM3U` first, then per channel `#EXTINF:<duration> tags,<title>`,
 * optional `#EXTGRP:` and other `#` lines, and the stream address. Each complete channel goes to `sink`; what is
 * wrong goes to `problems` or `warnings` at its line.
 */
export function m3uReader(sink: (channel: M3uChannel) => void, problems: ProblemList, warnings: ProblemList) {
  let rest = '';
  let lineNumber = 0;
  let header: Record<string, string> | null = null;
  let entry: { line: number; tags: Record<string, string>; title: string; group?: string; malformed?: boolean } | null = null;
  const seen = new Map<string, number>();

  function onLine(raw: string) {
    lineNumber += 1;
    const text = (lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw).trim();
    if (!header) {
      if (!text) return;
      if (!/^#EXTM3U\b/.test(text)) {
        problems.add(lineNumber, 'an M3U list starts with #EXTM3U');
        header = {};
        return;
      }
      header = tagsOf(text.slice('#EXTM3U'.length)).tags;
      return;
    }
    if (!text) return;
    if (text.startsWith('#EXTINF')) {
      if (entry && !entry.malformed) problems.add(entry.line, '#EXTINF has no stream address after it');
      entry = extinf(text);
      return;
    }
    if (text.startsWith('#EXTGRP:')) {
      if (entry) entry.group = text.slice('#EXTGRP:'.length).trim() || undefined;
      return;
    }
    if (text.startsWith('#')) return;
    if (!entry) {
      warnings.add(lineNumber, 'a stream address without #EXTINF before it: left out');
      return;
    }
    finish(entry, text);
    entry = null;
  }

  function extinf(text: string) {
    const line = lineNumber;
    const duration = /^#EXTINF:\s*(-?\d+(?:\.\d+)?)/.exec(text);
    const parsed = duration ? tagsOf(text.slice(duration[0].length)) : null;
    if (!parsed || parsed.title === null) {
      problems.add(line, '#EXTINF is not "#EXTINF:<duration> tags,<title>"');
      return { line, tags: {}, title: '', malformed: true };
    }
    return { line, tags: parsed.tags, title: parsed.title };
  }

  function finish(done: NonNullable<typeof entry>, streamUrl: string) {
    if (done.malformed) return;
    const tags: Record<string, string> = { ...done.tags };
    for (const name of INHERITED) if (tags[name] === undefined && header?.[name] !== undefined) tags[name] = header[name];
    const tvgId = tags['tvg-id']?.trim();
    if (!tvgId) {
      problems.add(done.line, '#EXTINF has no tvg-id (the channel’s id in guides)');
      return;
    }
    const earlier = seen.get(tvgId);
    if (earlier !== undefined) problems.add(done.line, `tvg-id "${tvgId}" repeats line ${earlier}`);
    seen.set(detached(tvgId), done.line);
    const days = tags['catchup-days'];
    if (days !== undefined && !(/^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= MAX_CATCHUP_DAYS))
      problems.add(done.line, `catchup-days "${days}" is not a whole number of days from 1 to ${MAX_CATCHUP_DAYS}`);
    const chno = tags['tvg-chno'];
    if (chno !== undefined && !(/^\d+$/.test(chno) && Number(chno) >= 1 && Number(chno) <= 1_000_000))
      problems.add(done.line, `tvg-chno "${chno}" is not a channel number`);
    const logo = tags['tvg-logo']?.trim();
    const logoOk = logo && /^https?:\/\/\S+$/i.test(logo) && logo.length <= 2000;
    if (logo && !logoOk) warnings.add(done.line, `tvg-logo "${logo}" is not an http(s) address: left out`);
    const mode = tags.catchup?.trim();
    sink({
      line: done.line,
      tvgId,
      title: done.title || tags['tvg-name']?.trim() || tvgId,
      logo: logoOk ? logo : undefined,
      number: chno === undefined ? undefined : Number(chno),
      group: tags['group-title']?.trim() || done.group,
      streamUrl,
      catchup:
        mode && mode !== 'disabled'
          ? { mode, source: tags['catchup-source']?.trim() || undefined, days: days === undefined ? undefined : Number(days) }
          : null,
    });
  }

  return {
    write(chunk: string) {
      const lines = (rest + chunk).split(/\r\n|\n|\r/);
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    },
    close() {
      if (rest) onLine(rest);
      rest = '';
      if (!header) problems.add(1, 'the file is empty');
      if (entry && !entry.malformed) problems.add(entry.line, '#EXTINF has no stream address after it');
    },
  };
}

/** `name="value"` (or `name=value`) pairs up to the comma that starts the title; the title is null when no comma comes. */
function tagsOf(text: string): { tags: Record<string, string>; title: string | null } {
  const tags: Record<string, string> = {};
  const pair = /\s*([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|([^\s,"']*))/y;
  let at = 0;
  for (;;) {
    pair.lastIndex = at;
    const match = pair.exec(text);
    if (!match) break;
    tags[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
    at = pair.lastIndex;
  }
  const tail = text.slice(at);
  const comma = /^\s*,(.*)$/.exec(tail);
  return { tags, title: comma ? comma[1]!.trim() : null };
}
