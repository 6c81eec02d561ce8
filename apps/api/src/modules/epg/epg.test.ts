import { ErrorCode } from '@efir/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { channels, epgPrograms } from '../../db/schema/index.js';
import { mediaDirWithLoopClip } from '../../media/live/test-loop-clip.js';
import { AGE } from '../../seed/catalog/demo/reference.js';
import { demoChannelDay, demoChannels, demoEpg, EPG_DAYS_AHEAD, EPG_DAYS_BACK } from '../../seed/catalog/demo/tv.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { registerByPhone } from '../profiles/test-support.js';
import { rollDemoEpg } from './rolling.js';
import { CH, seedChannels } from './test-support.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { app, database } = await createTestApp({ clock, env: { EFIR_MEDIA_DIR: mediaDirWithLoopClip('loop') } });
const programs = await seedChannels(database.db, clock.now());
const now = clock.now().getTime() / 1000;

let ip = 0;
const visitor = () => browser(app, `10.6.0.${++ip}`);

/** A signed-in browser switched to a 12+ kids profile without erotic content. */
async function child(): Promise<Visitor> {
  const parent = visitor();
  await registerByPhone(parent);
  const kids = await parent.call('profiles.create', { body: { name: 'Дети' } });
  await parent.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.twelve, max_age_limit_id: AGE.twelve } });
  await parent.call('profiles.switch', { body: { id: kids.id } });
  return parent;
}

describe('the channel list', () => {
  it('has every channel in number order with what is on now and next, kept by the viewer only and asked again', async () => {
    const response = await visitor().raw('/api/v1/channels');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const { items } = (await response.json()) as { items: { id: number; epgs: { id: number }[] }[] };
    expect(items.map((c) => c.id)).toEqual([CH.archive, CH.adult, CH.plain, CH.sold]);
    expect(items[0]!.epgs.map((p) => p.id)).toEqual([programs.onAir.id, programs.adultNext.id]);
  });

  it('leaves out, for a 12+ profile, the 18+ channel and the 18+ programme, and refuses to play them', async () => {
    const kid = await child();
    const { items } = await kid.call('channels.list');
    expect(items.map((c) => c.id)).toEqual([CH.archive, CH.plain, CH.sold]);
    expect(items[0]!.epgs.map((p) => p.id)).toEqual([programs.onAir.id]);
    await expectProblem(
      kid.call('playback.asset', { params: { content_type: 'channel', content_id: CH.adult } }),
      403,
      ErrorCode.AGE_LIMIT,
    );
    await expectProblem(kid.call('channels.getByNcId', { params: { id: String(CH.adult) } }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(
      kid.call('epg.channelPrograms', { params: { id: String(CH.adult) }, query: { from: now, to: now + 3600 } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    const { items: guide } = await kid.call('epg.channelPrograms', {
      params: { id: 'archive-tv' },
      query: { from: now, to: now + 4 * 3600 },
    });
    expect(guide.map((p) => p.id)).toEqual([programs.onAir.id, programs.later.id]);
    const nowNext = await kid.call('epg.nowNext', { query: { channel_ids: `${CH.archive},${CH.adult}` } });
    expect(nowNext.items).toEqual([{ channel_id: CH.archive, current: expect.objectContaining({ id: programs.onAir.id }), next: null }]);
  });
});

describe('a channel’s programmes', () => {
  it('are those overlapping the span, in start order, by id or slug', async () => {
    const viewer = visitor();
    const answer = await viewer.call('epg.channelPrograms', {
      params: { id: String(CH.archive) },
      query: { from: now - 2.5 * 3600, to: now },
    });
    expect(answer).toMatchObject({ channel_id: CH.archive, from: now - 2.5 * 3600, to: now });
    expect(answer.items.map((p) => p.id)).toEqual([programs.unrecorded.id, programs.finished.id, programs.onAir.id]);
    expect(answer.items[1]).toMatchObject({ start_time: now - 7200, end_time: now - 3600, channel_info: { slug: 'archive-tv' } });
  });

  it('refuse a reversed span, one longer than 3 days, and unknown channels', async () => {
    const viewer = visitor();
    const call = (from: number, to: number, id = String(CH.archive)) =>
      viewer.call('epg.channelPrograms', { params: { id }, query: { from, to } });
    await expectProblem(call(now, now - 1), 400, ErrorCode.VALIDATION_FAILED);
    await expectProblem(call(now, now + 3 * 86_400 + 1), 400, ErrorCode.VALIDATION_FAILED);
    await expectProblem(call(now, now + 60, 'nowhere'), 404, ErrorCode.NOT_FOUND);
    expect((await viewer.raw('/api/v1/epg/now_next?channel_ids=1,x')).status).toBe(400);
  });
});

describe('one programme', () => {
  it('is found by the channel’s id or slug and its original_id or id, and is absent elsewhere or above the profile’s limit', async () => {
    const viewer = visitor();
    const found = await viewer.call('epg.program', { params: { id: 'archive-tv', original_id: programs.finished.original_id } });
    expect(await viewer.call('epg.program', { params: { id: 'archive-tv', original_id: String(programs.finished.id) } })).toEqual(found);
    expect(found).toMatchObject({
      id: programs.finished.id,
      start_time: now - 7200,
      end_time: now - 3600,
      channel_info: { slug: 'archive-tv' },
    });
    expect(found.tstv_options_epg.tstv_valid_until).toBe(now - 3600 + 2 * 86_400);
    await expectProblem(
      viewer.call('epg.program', { params: { id: String(CH.plain), original_id: programs.finished.original_id } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    await expectProblem(
      (await child()).call('epg.program', { params: { id: String(CH.archive), original_id: programs.adultNext.original_id } }),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('now and next', () => {
  it('give the programme on air and the next one per channel asked for, skipping unknown ids', async () => {
    const { items } = await visitor().call('epg.nowNext', { query: { channel_ids: `${CH.archive},${CH.plain},12345` } });
    expect(items).toEqual([
      {
        channel_id: CH.archive,
        current: expect.objectContaining({ id: programs.onAir.id }),
        next: expect.objectContaining({ id: programs.adultNext.id }),
      },
      { channel_id: CH.plain, current: null, next: null },
    ]);
  });
});

describe('the demo guide', () => {
  const DAY = 86_400_000;

  it('is the same for a channel and day on every run, contiguous from midnight to midnight', () => {
    const [channel] = demoChannels(1);
    const day = Date.UTC(2026, 10, 22);
    const first = demoChannelDay(channel!, day);
    expect(demoChannelDay(channel!, day)).toEqual(first);
    expect(first[0]!.start_time).toBe(new Date(day).toISOString());
    expect(first.at(-1)!.end_time).toBe(new Date(day + DAY).toISOString());
    for (let i = 1; i < first.length; i++) expect(first[i]!.start_time).toBe(first[i - 1]!.end_time);
    expect(new Set(demoEpg(demoChannels(3), clock.now()).map((p) => p.id)).size).toBe(demoEpg(demoChannels(3), clock.now()).length);
  });

  it('rolls forward hourly: 7 days back to 3 ahead, idempotent, and leaves an operator’s channels alone', async () => {
    const demo = demoChannels(2);
    await database.db.insert(channels).values(
      demo.map((c) => ({
        id: c.id,
        slug: c.slug,
        number: c.number + 100,
        name: c.name,
        description: c.description,
        age_limit_id: c.age_limit_id,
        usage_model: c.usage_model,
        poster_bg_color: c.poster_bg_color,
        stream_id: 'loop',
        is_tstv_allowed: c.is_tstv_allowed,
        is_pltv_allowed: c.tstv.is_pltv_allowed,
        is_catchup_allowed: c.tstv.is_catchup_allowed,
        tstv_service_id: c.tstv.tstv_service_id ?? null,
        tstv_depth: c.tstv.tstv_depth,
        pltv_max_duration: c.tstv.pltv_max_duration,
        image: '',
        logo: '',
        full_logo: '',
      })),
    );
    const ids = demo.map((c) => c.id);
    const span = async () => {
      const rows = await database.db.select().from(epgPrograms).where(inArray(epgPrograms.channel_id, ids));
      return {
        count: rows.length,
        first: Math.min(...rows.map((r) => r.start_time.getTime())),
        last: Math.max(...rows.map((r) => r.end_time.getTime())),
      };
    };
    const today = Date.UTC(2026, 10, 22);
    const first = await rollDemoEpg(database.db, clock.now());
    expect(first.added).toBeGreaterThan(0);
    expect(await span()).toMatchObject({ first: today - EPG_DAYS_BACK * DAY, last: today + (EPG_DAYS_AHEAD + 1) * DAY });
    expect(await rollDemoEpg(database.db, clock.now())).toEqual({ added: 0, removed: 0 });

    const later = new Date(clock.now().getTime() + DAY);
    const next = await rollDemoEpg(database.db, later);
    expect(next.added).toBeGreaterThan(0);
    expect(next.removed).toBeGreaterThan(0);
    expect(await span()).toMatchObject({ first: today - (EPG_DAYS_BACK - 1) * DAY, last: today + (EPG_DAYS_AHEAD + 2) * DAY });
    // The test channels are not the generator's: their guide is as it was.
    const operator = await database.db.select().from(epgPrograms).where(eq(epgPrograms.channel_id, CH.archive));
    expect(operator).toHaveLength(Object.keys(programs).length);
  });
});
