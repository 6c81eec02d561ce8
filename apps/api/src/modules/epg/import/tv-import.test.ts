import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { ErrorCode } from '@efir/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../../test/helpers.js';
import { channels, epgPrograms, images } from '../../../db/schema/index.js';
import { AGE } from '../../../seed/catalog/demo/reference.js';
import { CH, seedChannels } from '../test-support.js';
import { importGuideFile } from './import.js';
import { GuideFileError } from './problems.js';
import { bytes, m3uDocument, type XmltvProgrammeSpec, xmltvDocument, xmltvTime } from './test-support.js';
import { parseXmltvNs, parseXmltvTime } from './xmltv.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const clock = testClock(new Date('2026-11-26T00:00:00Z'));
const { app, database } = await createTestApp({ clock, env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN } });
const { db } = database;
await seedChannels(db, clock.now());

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const load = (text: string | Buffer) => importGuideFile(db, bytes(text, 97));

/** Every row of the guide tables, to prove a refused file wrote nothing. */
const snapshot = async () => ({
  channels: await db.select().from(channels).orderBy(asc(channels.id)),
  programmes: await db.select().from(epgPrograms).orderBy(asc(epgPrograms.id)),
  images: (await db.select({ n: count() }).from(images))[0]!.n,
});

/** The problems a refused file reports, as "line: message"; and that it wrote nothing. */
async function refused(text: string | Buffer): Promise<string[]> {
  const before = await snapshot();
  const error = await load(text).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(GuideFileError);
  expect(await snapshot()).toEqual(before);
  return (error as GuideFileError).problems.map((p) => `${p.line}: ${p.message}`);
}

const programmesOf = async (tvgId: string) => {
  const [channel] = await db.select().from(channels).where(eq(channels.tvg_id, tvgId));
  return db.select().from(epgPrograms).where(eq(epgPrograms.channel_id, channel!.id)).orderBy(asc(epgPrograms.start_time));
};

describe('XMLTV times and episode numbers', () => {
  it('read every zone form the DTD allows, UTC when none, and refuse what is not a time', () => {
    expect(parseXmltvTime('20261126060000 +0300')).toBe(at('2026-11-26T03:00:00Z'));
    expect(parseXmltvTime('20261126060000 -0530')).toBe(at('2026-11-26T11:30:00Z'));
    expect(parseXmltvTime('20261126060000+03:00')).toBe(at('2026-11-26T03:00:00Z'));
    expect(parseXmltvTime('20261126060000')).toBe(at('2026-11-26T06:00:00Z'));
    expect(parseXmltvTime('202611260600 GMT')).toBe(at('2026-11-26T06:00:00Z'));
    expect(parseXmltvTime('20261126')).toBe(at('2026-11-26T00:00:00Z'));
    for (const bad of ['2026-11-26 06:00', '20261131060000', '20261126250000', '20261126060000 +2500', 'soon', ''])
      expect(parseXmltvTime(bad)).toBeNull();
  });

  it('count xmltv_ns from 0 and keep what is given', () => {
    expect(parseXmltvNs('1.4.0/2')).toEqual({ season: 2, episode: 5, part: 1 });
    expect(parseXmltvNs(' . 11 . ')).toEqual({ episode: 12 });
    expect(parseXmltvNs('2/5.9/24.')).toEqual({ season: 3, episode: 10 });
    expect(parseXmltvNs('S02E05')).toBeNull();
    expect(parseXmltvNs('..')).toBeNull();
  });
});

describe('an XMLTV guide', () => {
  const kino: XmltvProgrammeSpec[] = [
    {
      channel: 'kino.tv',
      start: '20261126060000 +0300',
      stop: '20261126073000 +0300',
      titles: [
        { lang: 'ru', text: 'Т/с «Тихий берег»' },
        { lang: 'en', text: 'Quiet Shore' },
        { lang: 'hy', text: '«Հանգիստ ափ»' },
      ],
      descriptions: [
        { lang: 'rus', text: 'Вторая серия & <пятая>.' },
        { lang: 'en-GB', text: 'Episode five.' },
      ],
      categories: [
        { lang: 'ru', text: 'Сериал' },
        { lang: 'ru', text: 'Драма' },
        { lang: 'en', text: 'Series' },
        { lang: 'en', text: 'Drama' },
      ],
      episodeNums: [
        { system: 'xmltv_ns', text: '1.4.0/2' },
        { system: 'onscreen', text: 'S02E05' },
      ],
      ratings: [{ system: 'RARS', value: '16+' }],
      icon: 'https://images.example/shore.png',
    },
    {
      channel: 'kino.tv',
      start: '20261126043000 +0000',
      stop: '20261126053000 +0000',
      titles: [{ lang: 'ru', text: 'Новости' }],
      ratings: [{ system: 'MPAA', value: 'PG-13' }],
    },
  ];
  const guide = xmltvDocument(
    [
      {
        id: 'kino.tv',
        names: [
          { lang: 'ru', text: 'Кино ТВ' },
          { lang: 'en', text: 'Kino TV' },
          { lang: 'hy', text: 'Կինո TV' },
        ],
        icon: 'https://images.example/kino.png',
      },
    ],
    kino,
  );

  it('makes its channels and programmes, times in UTC, texts in rus, eng and hye, with categories, episodes, ages and icons', async () => {
    const report = await load(guide);
    expect(report).toEqual({
      format: 'xmltv',
      channels: { added: 1, updated: 0, unchanged: 0 },
      programmes: { added: 2, moved: 0, updated: 0, unchanged: 0, removed: 0 },
      warnings: [],
      more_warnings: 0,
    });
    const [channel] = await db.select().from(channels).where(eq(channels.tvg_id, 'kino.tv'));
    expect(channel).toMatchObject({ slug: 'kino-tv', name: { rus: 'Кино ТВ', eng: 'Kino TV', hye: 'Կինո TV' }, is_catchup_allowed: false });
    const [logo] = await db
      .select()
      .from(images)
      .where(eq(images.key, channel!.logo.split('/')[1]!));
    expect(logo).toMatchObject({ kind: 'badge', data: null, spec: expect.objectContaining({ url: 'https://images.example/kino.png' }) });

    const [shore, news] = await programmesOf('kino.tv');
    expect(news).toMatchObject({
      original_id: '20261126043000',
      start_time: new Date('2026-11-26T04:30:00Z'),
      name: { rus: 'Новости' },
      description: null,
      categories: [],
      episode: null,
      age_limit_id: AGE.sixteen,
      tstv_valid_until: null,
    });
    expect(shore).toMatchObject({
      original_id: '20261126030000',
      start_time: new Date('2026-11-26T03:00:00Z'),
      end_time: new Date('2026-11-26T04:30:00Z'),
      name: { rus: 'Т/с «Тихий берег»', eng: 'Quiet Shore', hye: '«Հանգիստ ափ»' },
      description: { rus: 'Вторая серия & <пятая>.', eng: 'Episode five.' },
      categories: [
        { rus: 'Сериал', eng: 'Series' },
        { rus: 'Драма', eng: 'Drama' },
      ],
      episode: { season: 2, episode: 5, part: 1, onscreen: 'S02E05' },
      age_limit_id: AGE.sixteen,
    });
    const [icon] = await db
      .select()
      .from(images)
      .where(eq(images.key, shore!.logo.split('/')[1]!));
    expect(icon).toMatchObject({ kind: 'frame', spec: expect.objectContaining({ url: 'https://images.example/shore.png' }) });
  });

  it('round-trips: the stored guide written out again (in UTC) and imported changes nothing; the same file changes nothing', async () => {
    const before = await snapshot();
    const stored = await programmesOf('kino.tv');
    const [channel] = await db.select().from(channels).where(eq(channels.tvg_id, 'kino.tv'));
    const texts = (text: Record<string, string | undefined> | null) =>
      Object.entries(text ?? {}).map(([lang, value]) => ({ lang: { rus: 'ru', eng: 'en', hye: 'hy' }[lang], text: value! }));
    const written = xmltvDocument(
      [{ id: 'kino.tv', names: texts(channel!.name), icon: 'https://images.example/kino.png' }],
      stored.map((p) => ({
        channel: 'kino.tv',
        start: xmltvTime(p.start_time.getTime()),
        stop: xmltvTime(p.end_time.getTime()),
        titles: texts(p.name),
        descriptions: texts(p.description),
        categories: p.categories.flatMap(texts),
        episodeNums: p.episode
          ? [
              { system: 'xmltv_ns', text: `${(p.episode.season ?? 1) - 1}.${(p.episode.episode ?? 1) - 1}.${(p.episode.part ?? 1) - 1}` },
              { system: 'onscreen', text: p.episode.onscreen! },
            ]
          : [],
        ratings: [{ value: '16+' }],
        ...(p.name.eng === 'Quiet Shore' ? { icon: 'https://images.example/shore.png' } : {}),
      })),
    );
    const unchanged = { added: 0, moved: 0, updated: 0, unchanged: 2, removed: 0 };
    expect((await load(written)).programmes).toEqual(unchanged);
    expect(await load(guide)).toMatchObject({ channels: { added: 0, updated: 0, unchanged: 1 }, programmes: unchanged });
    expect(await snapshot()).toEqual(before);
  });

  it('leaves out what it may: no stop takes the next start, the last without one is left out, a title in another language is the fallback', async () => {
    const report = await load(`<?xml version="1.0"?>
<tv>
  <channel id="plain.tv"><display-name>Plain</display-name></channel>
  <programme start="20261126100000" channel="plain.tv"><title>Morning</title></programme>
  <programme start="20261126110000" channel="plain.tv"><title lang="en">News</title><episode-num system="xmltv_ns">one</episode-num><rating><value>TV-MA</value></rating></programme>
  <programme start="20261126120000" stop="20261126130000" channel="plain.tv"><title lang="de">Nachrichten</title></programme>
  <programme start="20261126130000" channel="plain.tv"><title>Late</title></programme>
</tv>`);
    expect(report.warnings).toEqual([
      { line: 5, message: 'episode-num "one" is not xmltv_ns ("season.episode.part", from 0): left out' },
      { line: 5, message: 'rating "TV-MA" names no age: the channel’s age level applies' },
      { line: 7, message: 'the channel’s last programme has no stop: left out' },
    ]);
    const [channel] = await db.select().from(channels).where(eq(channels.tvg_id, 'plain.tv'));
    expect(channel).toMatchObject({ name: { rus: 'Plain' }, description: { rus: 'Plain' }, age_limit_id: AGE.all, stream_id: 'plain' });
    const programmes = await programmesOf('plain.tv');
    expect(programmes.map((p) => [p.name, p.end_time.toISOString(), p.episode, p.age_limit_id, p.logo.split('/')[0]])).toEqual([
      [{ rus: 'Morning' }, '2026-11-26T11:00:00.000Z', null, AGE.all, 'frame'],
      [{ rus: 'News', eng: 'News' }, '2026-11-26T12:00:00.000Z', null, AGE.all, 'frame'],
      [{ rus: 'Nachrichten' }, '2026-11-26T13:00:00.000Z', null, AGE.all, 'frame'],
    ]);
  });

  it('a newer file moves programmes whose times changed, keeping their ids, and removes what it no longer lists within its span', async () => {
    const day = (hour: number, minute = 0) => xmltvTime(Date.UTC(2026, 10, 27, hour, minute), 180);
    const programme = (start: string, stop: string, title: string, catchupId?: string): XmltvProgrammeSpec => ({
      channel: 'news.tv',
      start,
      stop,
      titles: [{ lang: 'ru', text: title }],
      ...(catchupId ? { catchupId } : {}),
    });
    const channel = [{ id: 'news.tv', names: [{ lang: 'ru', text: 'Новости 24' }] }];
    await load(
      xmltvDocument(channel, [
        programme(day(6), day(7), 'Утро', 'm-1'),
        programme(day(7), day(8), 'Погода'),
        programme(day(8), day(9), 'Новости'),
        programme(day(9), day(10), 'Спорт'),
        programme(day(20), day(21), 'Вечер'),
      ]),
    );
    const first = new Map((await programmesOf('news.tv')).map((p) => [p.name.rus, p]));
    // 06:00 runs long: the weather and the news move 15 minutes (the news by its title, the weather too), sport is dropped,
    // the evening lies outside the new file's span and stays.
    const report = await load(
      xmltvDocument(channel, [
        programme(day(6), day(7, 15), 'Утро', 'm-1'),
        programme(day(7, 15), day(8, 15), 'Погода'),
        programme(day(8, 15), day(9, 30), 'Новости'),
        programme(day(9, 30), day(10), 'Реклама'),
      ]),
    );
    expect(report.programmes).toEqual({ added: 1, moved: 3, updated: 0, unchanged: 0, removed: 1 });
    const second = await programmesOf('news.tv');
    expect(second.map((p) => [p.name.rus, p.start_time.toISOString().slice(11, 16), p.end_time.toISOString().slice(11, 16)])).toEqual([
      ['Утро', '06:00', '07:15'],
      ['Погода', '07:15', '08:15'],
      ['Новости', '08:15', '09:30'],
      ['Реклама', '09:30', '10:00'],
      ['Вечер', '20:00', '21:00'],
    ]);
    for (const title of ['Утро', 'Погода', 'Новости', 'Вечер'])
      expect(second.find((p) => p.name.rus === title)!.id).toBe(first.get(title)!.id);
    expect(second.find((p) => p.name.rus === 'Погода')!.original_id).toBe('20261127071500');
  });

  it('lets two programmes swap places, and a new id take the place of one no longer listed', async () => {
    const hour = (h: number) => xmltvTime(Date.UTC(2026, 10, 28, h));
    const programme = (h: number, catchupId: string, title: string): XmltvProgrammeSpec => ({
      channel: 'swap.tv',
      start: hour(h),
      stop: hour(h + 1),
      catchupId,
      titles: [{ text: title }],
    });
    const channel = [{ id: 'swap.tv', names: [{ text: 'Swap' }] }];
    await load(xmltvDocument(channel, [programme(10, 'a', 'A'), programme(11, 'b', 'B'), programme(12, 'c', 'C')]));
    const before = new Map((await programmesOf('swap.tv')).map((p) => [p.original_id, p.id]));
    const report = await load(xmltvDocument(channel, [programme(10, 'b', 'B'), programme(11, 'a', 'A'), programme(12, 'd', 'D')]));
    expect(report.programmes).toEqual({ added: 1, moved: 2, updated: 0, unchanged: 0, removed: 1 });
    const after = await programmesOf('swap.tv');
    expect(after.map((p) => [p.original_id, p.start_time.getUTCHours()])).toEqual([
      ['b', 10],
      ['a', 11],
      ['d', 12],
    ]);
    expect(after.slice(0, 2).map((p) => p.id)).toEqual([before.get('b'), before.get('a')]);
  });

  it('is read gzipped, and in the encoding its declaration names', async () => {
    const doc = (id: string, title: string, encoding = 'UTF-8') =>
      `<?xml version="1.0" encoding="${encoding}"?>\n<tv><channel id="${id}"><display-name>${title}</display-name></channel>` +
      `<programme start="20261128100000" stop="20261128110000" channel="${id}"><title>${title}</title></programme></tv>`;
    expect((await load(gzipSync(doc('gzip.tv', 'Сжатый')))).programmes?.added).toBe(1);
    const cp1251 = Buffer.from(new TextEncoder().encode(doc('cp.tv', 'AB', 'windows-1251')));
    // "Кино" in windows-1251 in place of "AB".
    const at1251 = cp1251.indexOf('AB');
    const kino = Buffer.from([0xca, 0xe8, 0xed, 0xee]);
    const legacy = Buffer.concat([
      cp1251.subarray(0, at1251),
      kino,
      cp1251.subarray(at1251 + 2, cp1251.lastIndexOf('AB')),
      kino,
      cp1251.subarray(cp1251.lastIndexOf('AB') + 2),
    ]);
    await load(legacy);
    expect((await programmesOf('cp.tv'))[0]!.name).toEqual({ rus: 'Кино' });
  });

  it('takes programmes for channels already in the database by their tvg_id, with their catch-up depth', async () => {
    await db.update(channels).set({ tvg_id: 'archive.tv' }).where(eq(channels.id, CH.archive));
    await load(
      xmltvDocument(
        [],
        [
          {
            channel: 'archive.tv',
            start: xmltvTime(at('2026-11-29T10:00:00Z')),
            stop: xmltvTime(at('2026-11-29T11:00:00Z')),
            titles: [{ text: 'Архив' }],
          },
        ],
      ),
    );
    const programme = (await db.select().from(epgPrograms).where(eq(epgPrograms.channel_id, CH.archive))).find(
      (p) => p.name.rus === 'Архив',
    );
    // The test channel keeps its archive for 3 days.
    expect(programme!.tstv_valid_until).toEqual(new Date(at('2026-11-29T11:00:00Z') + 3 * 24 * HOUR));
  });
});

describe('a bad XMLTV file changes nothing and says what is wrong, and where', () => {
  const head = '<?xml version="1.0"?>\n<tv>\n  <channel id="a.tv"><display-name>A</display-name></channel>\n';

  it('XML that is not well-formed', async () => {
    expect(await refused(`${head}  <programme start="20261126100000" channel="a.tv"><title>x</titel></programme>\n</tv>`)).toEqual([
      expect.stringMatching(/^4: not well-formed XML: /),
    ]);
    expect(
      await refused(
        `${head}  <programme start="20261126100000" stop="20261126110000" channel="a.tv"><title>&nbsp;</title></programme>\n</tv>`,
      ),
    ).toEqual(['4: not well-formed XML: undefined entity.']);
  });

  it('every problem of the file at once, in line order', async () => {
    const problems =
      await refused(`${head}  <programme start="20261126100000" stop="20261126110000" channel="b.tv"><title>Unknown channel</title></programme>
  <programme start="20261126120000" stop="20261126113000" channel="a.tv"><title>Backwards</title></programme>
  <programme start="2026-11-26 13:00" stop="20261126140000" channel="a.tv"><title>Bad time</title></programme>
  <programme stop="20261126150000" channel="a.tv"><title>No start</title></programme>
  <programme start="20261126150000" stop="20261126160000"><title>No channel</title></programme>
  <channel><display-name>No id</display-name></channel>
  <channel id="c.tv"></channel>
  <programme start="20261126160000" stop="20261126170000" channel="a.tv"></programme>
  <programme start="20261126170000" stop="20261126180000" channel="a.tv"><title>First</title></programme>
  <programme start="20261126173000" stop="20261126183000" channel="a.tv"><title>Overlapping</title></programme>
  <programme start="20261126190000" stop="20261126200000" channel="a.tv" catchup-id="x1"><title>One</title></programme>
  <programme start="20261126200000" stop="20261126210000" channel="a.tv" catchup-id="x1"><title>Two</title></programme>
  <channel id="a.tv"><display-name>A again</display-name></channel>
</tv>`);
    expect(problems).toEqual([
      '4: channel "b.tv" is neither a <channel> of the file nor a channel with that tvg_id',
      '5: stop "20261126113000" is not after start "20261126120000"',
      '6: start "2026-11-26 13:00" is not an XMLTV time (YYYYMMDDhhmmss ±hhmm)',
      '7: <programme> has no start attribute',
      '8: <programme> has no channel attribute',
      '9: <channel> has no id attribute',
      '10: <channel id="c.tv"> has no <display-name>',
      '11: <programme> has no <title>',
      '13: starts at 2026-11-26 17:30 UTC, before the programme at line 12 ends (2026-11-26 18:00 UTC)',
      '15: programme id "x1" repeats line 14',
      '16: channel id "a.tv" repeats line 3',
    ]);
  });

  it('a document that is not a guide, and a file that is neither XMLTV nor M3U', async () => {
    expect(await refused('<?xml version="1.0"?>\n<rss version="2.0"><channel/></rss>')).toEqual([
      '2: the document is <rss>, not an XMLTV guide (<tv>)',
    ]);
    expect(await refused('{"channels": []}')).toEqual(['1: neither an XMLTV guide (<tv>) nor an M3U list (#EXTM3U)']);
    expect(await refused('')).toEqual(['1: the file is empty']);
    expect(await refused(Buffer.from([0x3c, 0x74, 0x76, 0x3e, 0xff, 0xfe, 0x3c]))).toEqual(['1: the file is not utf-8 text here']);
  });
});

describe('an M3U channel list', () => {
  const list = m3uDocument(
    [
      {
        tags: {
          'tvg-id': 'first.tv',
          'tvg-name': 'First_HD',
          'tvg-logo': 'https://images.example/first.png',
          'group-title': 'Общие',
          'tvg-chno': '501',
          catchup: 'shift',
          'catchup-days': '3',
        },
        title: 'Первый',
        url: 'https://streams.example/first/index.m3u8',
      },
      {
        tags: { 'tvg-id': 'second.tv', 'group-title': 'Кино', catchup: 'append', 'catchup-source': '?utc={utc}&lutc={lutc}' },
        title: 'Второй, кино',
        url: 'https://streams.example/second/index.m3u8',
      },
      { tags: { 'tvg-id': 'third.tv', catchup: 'disabled' }, title: 'Третий', url: 'udp://239.0.0.3:1234' },
    ],
    { 'url-tvg': 'https://epg.example/guide.xml.gz', catchup: 'flussonic', 'catchup-days': '5' },
  );

  it('makes its channels with their logo, group, number, stream and catch-up (the header’s catch-up for those without)', async () => {
    const report = await load(list);
    expect(report).toMatchObject({ format: 'm3u', channels: { added: 3, updated: 0, unchanged: 0 }, programmes: null, warnings: [] });
    const rows = await db
      .select()
      .from(channels)
      .where(inArray(channels.tvg_id, ['first.tv', 'second.tv', 'third.tv']))
      .orderBy(asc(channels.id));
    expect(
      rows.map((c) => [
        c.tvg_id,
        c.name,
        c.number,
        c.group_title,
        c.stream_url,
        c.is_catchup_allowed,
        c.is_tstv_allowed,
        c.tstv_depth,
        c.catchup_mode,
        c.catchup_source,
      ]),
    ).toEqual([
      ['first.tv', { rus: 'Первый' }, 501, 'Общие', 'https://streams.example/first/index.m3u8', true, true, 3 * 86_400, 'shift', null],
      [
        'second.tv',
        { rus: 'Второй, кино' },
        expect.any(Number),
        'Кино',
        'https://streams.example/second/index.m3u8',
        true,
        true,
        5 * 86_400,
        'append',
        '?utc={utc}&lutc={lutc}',
      ],
      ['third.tv', { rus: 'Третий' }, expect.any(Number), null, 'udp://239.0.0.3:1234', false, false, 0, null, null],
    ]);
    expect(rows[0]!.logo).toMatch(/^badge\//);
    expect(rows[0]!.full_logo).toMatch(/^logo\//);
  });

  it('again changes nothing; a changed list updates what it gives and never replaces a name', async () => {
    const before = await snapshot();
    expect((await load(list)).channels).toEqual({ added: 0, updated: 0, unchanged: 3 });
    expect(await snapshot()).toEqual(before);
    await db
      .update(channels)
      .set({ name: { rus: 'Первый канал', eng: 'First' } })
      .where(eq(channels.tvg_id, 'first.tv'));
    const report = await load(
      m3uDocument([
        { tags: { 'tvg-id': 'first.tv', 'group-title': 'Эфирные' }, title: 'First HD', url: 'https://streams.example/first/v2.m3u8' },
      ]),
    );
    expect(report.channels).toEqual({ added: 0, updated: 1, unchanged: 0 });
    const [first] = await db.select().from(channels).where(eq(channels.tvg_id, 'first.tv'));
    expect(first).toMatchObject({
      name: { rus: 'Первый канал', eng: 'First' },
      group_title: 'Эфирные',
      stream_url: 'https://streams.example/first/v2.m3u8',
      is_catchup_allowed: false,
      catchup_mode: null,
    });
  });

  it('refuses a bad list with each problem’s line and writes nothing', async () => {
    expect(
      await refused(`#EXTM3U
#EXTINF:-1 tvg-name="No id",No id
http://a
#EXTINF:-1 tvg-id="d.tv" catchup="default" catchup-days="week",D
http://d
#EXTINF:-1 tvg-id="d.tv",D again
http://d2
#EXTINF:-1 tvg-id="e.tv",E
#EXTINF nothing
#EXTINF:-1 tvg-id="f.tv",F`),
    ).toEqual([
      '2: #EXTINF has no tvg-id (the channel’s id in guides)',
      '4: catchup-days "week" is not a whole number of days from 1 to 365',
      '6: tvg-id "d.tv" repeats line 4',
      '8: #EXTINF has no stream address after it',
      '9: #EXTINF is not "#EXTINF:<duration> tags,<title>"',
      '10: #EXTINF has no stream address after it',
    ]);
  });
});

describe('the operator API', () => {
  const post = (payload: string | Buffer, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/operator/tv/import',
      payload,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/xml', ...headers },
    });
  const guide = xmltvDocument(
    [{ id: 'api.tv', names: [{ lang: 'ru', text: 'Через API' }] }],
    [{ channel: 'api.tv', start: '20261130100000 +0300', stop: '20261130110000 +0300', titles: [{ lang: 'ru', text: 'Передача' }] }],
  );

  it('imports a file sent as the body, behind the operator token', async () => {
    const noToken = await post(guide, { authorization: '' });
    expect([noToken.statusCode, noToken.json().error_code]).toEqual([401, ErrorCode.OPERATOR_TOKEN_INVALID]);
    const response = await post(gzipSync(guide), { 'content-type': 'application/gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ format: 'xmltv', channels: { added: 1 }, programmes: { added: 1 } });
    expect((await post(guide)).json()).toMatchObject({ channels: { unchanged: 1 }, programmes: { unchanged: 1 } });
  });

  it('takes the file over a real connection, whose request stream the input checks leave alone', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/operator/tv/import`, {
      method: 'POST',
      body: guide,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/xml' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ channels: { unchanged: 1 }, programmes: { unchanged: 1 } });
  });

  it('answers a bad file 422 with every problem and its line, and writes nothing', async () => {
    const before = await snapshot();
    const response = await post('<tv>\n<programme start="20261130120000" channel="nowhere.tv"><title>x</title></programme>\n</tv>');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error_code: ErrorCode.GUIDE_FILE_INVALID,
      description: expect.stringContaining('nothing was imported'),
      problems: [{ line: 2, message: 'channel "nowhere.tv" is neither a <channel> of the file nor a channel with that tvg_id' }],
      more_problems: 0,
    });
    for (const [payload, type, status, code] of [
      ['{"x": 1}', 'application/json', 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
      ['', 'application/xml', 422, ErrorCode.GUIDE_FILE_INVALID],
    ] as const) {
      const answer = await post(payload, { 'content-type': type });
      expect([answer.statusCode, answer.json().error_code]).toEqual([status, code]);
    }
    expect(await snapshot()).toEqual(before);
  });
});

/** An operator's image host: a logo, and nothing else. */
async function iconHost(): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c03030' } })
    .png()
    .toBuffer();
  const server = createServer((request, response) => {
    if (request.url === '/logo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe('icons', () => {
  it('are fetched from their address when first shown; one that cannot be fetched shows artwork that is not kept', async () => {
    const base = await iconHost();
    await load(
      m3uDocument([
        { tags: { 'tvg-id': 'icon.tv', 'tvg-logo': `${base}/logo.png` }, title: 'Icon', url: 'http://s/1' },
        { tags: { 'tvg-id': 'broken-icon.tv', 'tvg-logo': `${base}/missing.png` }, title: 'Broken', url: 'http://s/2' },
      ]),
    );
    const [icon] = await db.select().from(channels).where(eq(channels.tvg_id, 'icon.tv'));
    const fetched = await app.inject({ url: `/api/v1/images/${icon!.full_logo}`, headers: { accept: 'image/png' } });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['cache-control']).toContain('immutable');
    const meta = await sharp(fetched.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([64, 64]);
    const [broken] = await db.select().from(channels).where(eq(channels.tvg_id, 'broken-icon.tv'));
    const standIn = await app.inject({ url: `/api/v1/images/${broken!.full_logo}`, headers: { accept: 'image/png' } });
    expect([standIn.statusCode, standIn.headers['cache-control']]).toEqual([200, 'no-store']);
  });
});
