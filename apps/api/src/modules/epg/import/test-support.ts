import { Readable } from 'node:stream';

/** Guide files as tests and the bench write them: plain data in, XMLTV or M3U text out. */

export interface XmltvText {
  lang?: string;
  text: string;
}

export interface XmltvChannelSpec {
  id: string;
  names: XmltvText[];
  icon?: string;
}

export interface XmltvProgrammeSpec {
  channel: string;
  /** XMLTV times as the file has them ("20261126060000 +0300"). */
  start: string;
  stop?: string;
  catchupId?: string;
  titles: XmltvText[];
  descriptions?: XmltvText[];
  categories?: XmltvText[];
  episodeNums?: { system: string; text: string }[];
  icon?: string;
  ratings?: { system?: string; value: string }[];
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
const attrs = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value!)}"`)
    .join('');
const texts = (element: string, list: XmltvText[] | undefined) =>
  (list ?? []).map(({ lang, text }) => `    <${element}${attrs({ lang })}>${escapeXml(text)}</${element}>\n`).join('');

/** An XMLTV time at a UTC offset in minutes: 2026-11-26T03:00Z at +180 is "20261126060000 +0300". */
export function xmltvTime(ms: number, offsetMinutes = 0): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19).replace(/\D/g, '');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local} ${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

export function xmltvChannel(channel: XmltvChannelSpec): string {
  const icon = channel.icon ? `    <icon${attrs({ src: channel.icon })}/>\n` : '';
  return `  <channel${attrs({ id: channel.id })}>\n${texts('display-name', channel.names)}${icon}  </channel>\n`;
}

export function xmltvProgramme(p: XmltvProgrammeSpec): string {
  const episodes = (p.episodeNums ?? [])
    .map((e) => `    <episode-num${attrs({ system: e.system })}>${escapeXml(e.text)}</episode-num>\n`)
    .join('');
  const icon = p.icon ? `    <icon${attrs({ src: p.icon })}/>\n` : '';
  const ratings = (p.ratings ?? [])
    .map((r) => `    <rating${attrs({ system: r.system })}>\n      <value>${escapeXml(r.value)}</value>\n    </rating>\n`)
    .join('');
  return (
    `  <programme${attrs({ start: p.start, stop: p.stop, channel: p.channel, 'catchup-id': p.catchupId })}>\n` +
    `${texts('title', p.titles)}${texts('desc', p.descriptions)}${texts('category', p.categories)}${icon}${episodes}${ratings}` +
    '  </programme>\n'
  );
}

/** A whole XMLTV document, piece by piece (the bench streams 44 MB of it to a file). */
export function* xmltvPieces(channels: Iterable<XmltvChannelSpec>, programmes: Iterable<XmltvProgrammeSpec>): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tv SYSTEM "xmltv.dtd">\n<tv generator-info-name="efir">\n';
  for (const channel of channels) yield xmltvChannel(channel);
  for (const programme of programmes) yield xmltvProgramme(programme);
  yield '</tv>\n';
}

export const xmltvDocument = (channels: XmltvChannelSpec[], programmes: XmltvProgrammeSpec[]) =>
  [...xmltvPieces(channels, programmes)].join('');

export interface M3uEntrySpec {
  tags: Record<string, string>;
  title: string;
  url: string;
}

export function m3uDocument(entries: M3uEntrySpec[], header: Record<string, string> = {}): string {
  const line = (tags: Record<string, string>) =>
    Object.entries(tags)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
  return `#EXTM3U${line(header)}\n${entries.map((e) => `#EXTINF:-1${line(e.tags)},${e.title}\n${e.url}\n`).join('')}`;
}

/** A file's text as the importer reads it: bytes, in pieces of `size` (so a test can split a tag or a character). */
export const bytes = (text: string | Buffer, size = 64 * 1024) => {
  const data = typeof text === 'string' ? Buffer.from(text) : text;
  const pieces: Buffer[] = [];
  for (let at = 0; at < data.length; at += size) pieces.push(data.subarray(at, at + size));
  return Readable.from(pieces);
};
