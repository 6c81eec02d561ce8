import { EPG_CATEGORY_MAX_LENGTH, EPG_GUIDE_MAX_CHANNELS, EPG_GUIDE_MAX_SPAN_S, ErrorCode } from '@efir/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { channels as channelsTable, epgPrograms } from '../../db/schema/index.js';
import { mediaDirWithLoopClip } from '../../media/live/test-loop-clip.js';
import { AGE } from '../../seed/catalog/demo/reference.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { registerByPhone } from '../profiles/test-support.js';
import { CH, seedChannels } from './test-support.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { app, database } = await createTestApp({ clock, env: { EFIR_MEDIA_DIR: mediaDirWithLoopClip('loop') } });
const programs = await seedChannels(database.db, clock.now());
const now = clock.now().getTime() / 1000;
const HOUR = 3600;
// The sold channel's archive needs the tstv service; its finished programme is recorded and within the depth.
await database.db.insert(epgPrograms).values({
  ...programs.finished,
  id: 41,
  original_id: 'sold-41',
  channel_id: CH.sold,
});

let ip = 0;
const visitor = () => browser(app, `10.7.0.${++ip}`);
const guide = (
  viewer: Visitor,
  query: { from: number; to: number; offset?: number; limit?: number; favorites?: '0' | '1'; category?: string },
) => viewer.call('epg.guide', { query });

describe('a guide window', () => {
  it('holds the channels in number order, each with the programmes overlapping the span and their cell states', async () => {
    const answer = await guide(visitor(), { from: now - 4 * 86_400, to: now - 4 * 86_400 + 6 * HOUR });
    expect(answer.channels.map((c) => c.id)).toEqual([CH.archive, CH.adult, CH.plain, CH.sold]);
    expect(answer.total).toBe(4);
    expect(answer.channels[0]!.programs.map((p) => [p.id, p.state])).toEqual([[programs.old.id, 'past']]);

    const around = await guide(visitor(), { from: now - 3 * HOUR, to: now + 3 * HOUR });
    const archive = around.channels.find((c) => c.id === CH.archive)!;
    expect(archive).toMatchObject({
      slug: 'archive-tv',
      number: 1,
      is_live_open: true,
      is_catchup_allowed: true,
      is_catchup_purchased: true,
    });
    expect(archive.programs.map((p) => [p.id, p.state])).toEqual([
      [programs.unrecorded.id, 'past'], // never recorded
      [programs.finished.id, 'archive'],
      [programs.onAir.id, 'live'],
      [programs.adultNext.id, 'future'],
      [programs.later.id, 'future'],
    ]);
    expect(archive.programs[1]).toMatchObject({ start_time: now - 2 * HOUR, end_time: now - HOUR, age_limit_id: AGE.six });
    expect(around.age_levels.map((l) => l.id).sort()).toEqual([AGE.six, AGE.twelve, AGE.adult].sort());
    expect(around).toMatchObject({ from: now - 3 * HOUR, to: now + 3 * HOUR, now, offset: 0 });
  });

  it('takes a programme on air at its start and leaves out those ending at its start or starting at its end', async () => {
    const { channels } = await guide(visitor(), { from: now - HOUR, to: now + HOUR, limit: 1 });
    // finished ends at now − 1 h (the window's start), adultNext starts at now + 1 h (its end).
    expect(channels[0]!.programs.map((p) => p.id)).toEqual([programs.onAir.id]);
    const inside = await guide(visitor(), { from: now - 30 * 60, to: now - 29 * 60, limit: 1 });
    expect(inside.channels[0]!.programs.map((p) => p.id)).toEqual([programs.onAir.id]);
  });

  it('pages channels with offset and limit, saying how many there are in all', async () => {
    const viewer = visitor();
    const span = { from: now, to: now + HOUR };
    expect((await guide(viewer, { ...span, offset: 1, limit: 2 })).channels.map((c) => c.id)).toEqual([CH.adult, CH.plain]);
    const beyond = await guide(viewer, { ...span, offset: 10, limit: 2 });
    expect(beyond).toMatchObject({ total: 4, channels: [], offset: 10 });
  });

  it('plays from the archive only what the archive asset plays for this viewer', async () => {
    const viewer = visitor();
    const { channels } = await guide(viewer, { from: now - 3 * HOUR, to: now });
    const sold = channels.find((c) => c.id === CH.sold)!;
    // Catch-up on this channel is sold as a service the visitor does not hold.
    expect(sold).toMatchObject({ is_catchup_allowed: true, is_catchup_purchased: false });
    expect(sold.programs.map((p) => p.state)).toEqual(['past']);
    for (const channel of channels) {
      for (const program of channel.programs.filter((p) => p.state === 'archive' || p.state === 'past')) {
        const original = program.id === 41 ? 'sold-41' : `p-${program.id}`;
        const asset = viewer.call('playback.programAsset', { params: { channel_id: channel.id, original_id: original } });
        if (program.state === 'archive') await expect(asset).resolves.toMatchObject({ media_type: 'archive' });
        else await expect(asset).rejects.toBeDefined();
      }
    }
  });

  it('follows the profile’s age limit: no 18+ channel, no 18+ programme', async () => {
    const parent = visitor();
    await registerByPhone(parent);
    const kids = await parent.call('profiles.create', { body: { name: 'Дети' } });
    await parent.call('profiles.edit', {
      params: { id: kids.id },
      body: { default_age_limit_id: AGE.twelve, max_age_limit_id: AGE.twelve },
    });
    await parent.call('profiles.switch', { body: { id: kids.id } });
    const answer = await guide(parent, { from: now, to: now + 3 * HOUR });
    expect(answer.total).toBe(3);
    expect(answer.channels.map((c) => c.id)).toEqual([CH.archive, CH.plain, CH.sold]);
    expect(answer.channels[0]!.programs.map((p) => p.id)).toEqual([programs.onAir.id, programs.later.id]);
    expect(answer.age_levels.some((level) => level.id === AGE.adult)).toBe(false);
  });

  it('lists only the profile’s favourite channels when asked, marking them', async () => {
    const viewer = visitor();
    await registerByPhone(viewer);
    await viewer.call('favorites.add', { body: { item_type: 'channel', item_id: CH.plain } });
    const all = await guide(viewer, { from: now, to: now + HOUR });
    expect(all.channels.filter((c) => c.is_favorite).map((c) => c.id)).toEqual([CH.plain]);
    const favourites = await guide(viewer, { from: now, to: now + HOUR, favorites: '1' });
    expect(favourites).toMatchObject({ total: 1, channels: [{ id: CH.plain, is_favorite: true }] });
    expect((await guide(visitor(), { from: now, to: now + HOUR, favorites: '1' })).total).toBe(0);
  });

  it('filters by a channel category (the M3U group-title, `;` between several) and counts the categories the viewer sees', async () => {
    const group = (id: number, title: string | null) =>
      database.db.update(channelsTable).set({ group_title: title }).where(eq(channelsTable.id, id));
    await group(CH.archive, 'Новости; Кино');
    await group(CH.adult, 'Кино');
    await group(CH.plain, 'Спорт');
    try {
      const span = { from: now, to: now + HOUR };
      const viewer = visitor();
      const all = await guide(viewer, span);
      // In line-up order (by each category's first channel), then by name; a channel without a group is in none.
      expect(all.categories).toEqual([
        { name: 'Кино', count: 2 },
        { name: 'Новости', count: 1 },
        { name: 'Спорт', count: 1 },
      ]);
      const films = await guide(viewer, { ...span, category: 'Кино' });
      expect(films.channels.map((c) => c.id)).toEqual([CH.archive, CH.adult]);
      expect(films.total).toBe(2);
      expect(films.categories).toEqual(all.categories);
      expect((await guide(viewer, { ...span, category: 'Кино', offset: 1, limit: 1 })).channels.map((c) => c.id)).toEqual([CH.adult]);
      expect((await guide(viewer, { ...span, category: 'Новости' })).channels.map((c) => c.id)).toEqual([CH.archive]);
      expect(await guide(viewer, { ...span, category: 'Мультфильмы' })).toMatchObject({ total: 0, channels: [] });

      // A 12+ profile sees no 18+ channel, so neither lists nor counts it.
      const teen = visitor();
      await registerByPhone(teen);
      const { items } = await teen.call('profiles.list');
      await teen.call('profiles.edit', {
        params: { id: items[0]!.id },
        body: { default_age_limit_id: AGE.twelve, max_age_limit_id: AGE.twelve },
      });
      const limited = await guide(teen, { ...span, category: 'Кино' });
      expect(limited.channels.map((c) => c.id)).toEqual([CH.archive]);
      expect(limited.categories.find((c) => c.name === 'Кино')).toEqual({ name: 'Кино', count: 1 });
      // With favourites only, the filters combine and the counts follow.
      await teen.call('favorites.add', { body: { item_type: 'channel', item_id: CH.plain } });
      const favourites = await guide(teen, { ...span, favorites: '1', category: 'Спорт' });
      expect(favourites).toMatchObject({ total: 1, channels: [{ id: CH.plain }], categories: [{ name: 'Спорт', count: 1 }] });

      const refused = (category: string) => expectProblem(guide(viewer, { ...span, category }), 400, ErrorCode.VALIDATION_FAILED);
      await refused('');
      await refused('   ');
      await refused('x'.repeat(EPG_CATEGORY_MAX_LENGTH + 1));
    } finally {
      for (const id of [CH.archive, CH.adult, CH.plain]) await group(id, null);
    }
  });

  it('is asked again every time, answered empty while unchanged and in full after a profile switch on the same cookie', async () => {
    const parent = visitor();
    await registerByPhone(parent);
    const path = `/api/v1/epg/guide?from=${now}&to=${now + HOUR}`;
    const first = await parent.raw(path);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await parent.raw(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const kids = await parent.call('profiles.create', { body: { name: 'Дети' } });
    await parent.call('profiles.edit', {
      params: { id: kids.id },
      body: { default_age_limit_id: AGE.twelve, max_age_limit_id: AGE.twelve },
    });
    await parent.call('profiles.switch', { body: { id: kids.id } });
    const after = await parent.raw(path, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { channels: { id: number }[] }).channels.map((c) => c.id)).not.toContain(CH.adult);
  });

  it('refuses a reversed or too long span, too many channels and unknown parameters', async () => {
    const viewer = visitor();
    const refused = (query: Parameters<typeof guide>[1]) => expectProblem(guide(viewer, query), 400, ErrorCode.VALIDATION_FAILED);
    await refused({ from: now, to: now });
    await refused({ from: now, to: now - 1 });
    await refused({ from: now, to: now + EPG_GUIDE_MAX_SPAN_S + 1 });
    await refused({ from: now, to: now + HOUR, limit: EPG_GUIDE_MAX_CHANNELS + 1 });
    await refused({ from: now, to: now + HOUR, limit: 0 });
    await refused({ from: now, to: now + HOUR, offset: -1 });
    for (const query of [
      '',
      `from=${now}`,
      `from=x&to=${now}`,
      `from=${now}&to=${now + 60}&favorites=2`,
      `from=${now}&to=${now + 60}&day=1`,
    ]) {
      expect((await viewer.raw(`/api/v1/epg/guide?${query}`)).status).toBe(400);
    }
  });
});
