import { ErrorCode, PROFILE_HIDDEN_CHANNELS_MAX } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { mediaDirWithLoopClip } from '../../media/live/test-loop-clip.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { CH, seedChannels } from '../epg/test-support.js';
import { registerByPhone } from './test-support.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { app, database } = await createTestApp({ clock, env: { EFIR_MEDIA_DIR: mediaDirWithLoopClip('loop') } });
const programs = await seedChannels(database.db, clock.now());
const now = clock.now().getTime() / 1000;
const ALL = [CH.archive, CH.adult, CH.plain, CH.sold];

let ip = 0;
const visitor = () => browser(app, `10.8.0.${++ip}`);

/** A signed-in family: the master browser on the main profile and an additional profile (no age limit) it made. */
async function family() {
  const parent = visitor();
  await registerByPhone(parent);
  const guest = await parent.call('profiles.create', { body: { name: 'Гость' } });
  const master = (await parent.call('profiles.list')).items[0]!;
  return { parent, guest, master };
}

const hide = (viewer: Visitor, id: string, ids: number[]) =>
  viewer.call('profiles.setChannels', { params: { id }, body: { hidden_channel_ids: ids } });
const shown = async (viewer: Visitor, id: string) =>
  (await viewer.call('profiles.channels', { params: { id } })).items.filter((c) => c.is_visible).map((c) => c.id);
const guideIds = async (viewer: Visitor) =>
  (await viewer.call('epg.guide', { query: { from: now - 3600, to: now + 3600 } })).channels.map((c) => c.id);
const listIds = async (viewer: Visitor) => (await viewer.call('channels.list')).items.map((c) => c.id);

describe('a profile’s channel list (/my/profiles/{id}/channels)', () => {
  it('holds every channel in number order, all visible until the main profile hides some', async () => {
    const { parent, guest } = await family();
    const answer = await parent.call('profiles.channels', { params: { id: guest.id } });
    expect(answer.profile_id).toBe(guest.id);
    expect(answer.items.map((c) => [c.id, c.number, c.name, c.is_visible])).toEqual([
      [CH.archive, 1, 'archive-tv', true],
      [CH.adult, 2, 'adult-tv', true],
      [CH.plain, 3, 'plain-tv', true],
      [CH.sold, 4, 'sold-tv', true],
    ]);
    const saved = await hide(parent, guest.id, [CH.archive, CH.plain]);
    expect(saved.items.filter((c) => !c.is_visible).map((c) => c.id)).toEqual([CH.archive, CH.plain]);
    expect(await shown(parent, guest.id)).toEqual([CH.adult, CH.sold]);
    // The whole choice is replaced: none hidden is every channel again.
    await hide(parent, guest.id, []);
    expect(await shown(parent, guest.id)).toEqual(ALL);
  });

  it('a hidden channel is absent from the profile’s guide, lists and pages and refused by playback; another profile keeps it', async () => {
    const { parent, guest } = await family();
    await hide(parent, guest.id, [CH.archive]);
    // The main profile still has it.
    expect(await guideIds(parent)).toEqual(ALL);
    expect(await listIds(parent)).toEqual(ALL);
    expect((await parent.call('playback.asset', { params: { content_type: 'channel', content_id: CH.archive } })).type).toBe('live');

    await parent.call('profiles.switch', { body: { id: guest.id } });
    const window = await parent.call('epg.guide', { query: { from: now - 3600, to: now + 3600 } });
    expect(window.channels.map((c) => c.id)).toEqual([CH.adult, CH.plain, CH.sold]);
    expect(window.total).toBe(3);
    expect(await listIds(parent)).toEqual([CH.adult, CH.plain, CH.sold]);
    const { items } = await parent.call('epg.nowNext', { query: { channel_ids: `${CH.archive},${CH.plain}` } });
    expect(items.map((i) => i.channel_id)).toEqual([CH.plain]);
    await expectProblem(parent.call('channels.getByNcId', { params: { id: 'archive-tv' } }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(
      parent.call('epg.channelPrograms', { params: { id: String(CH.archive) }, query: { from: now - 3600, to: now + 3600 } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    await expectProblem(
      parent.call('epg.program', { params: { id: 'archive-tv', original_id: programs.onAir.original_id } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    await expectProblem(
      parent.call('playback.asset', { params: { content_type: 'channel', content_id: CH.archive } }),
      403,
      ErrorCode.CHANNEL_HIDDEN,
    );
    await expectProblem(
      parent.call('playback.programAsset', { params: { channel_id: CH.archive, original_id: programs.finished.original_id } }),
      403,
      ErrorCode.CHANNEL_HIDDEN,
    );
    // Its other channels still play.
    expect((await parent.call('playback.asset', { params: { content_type: 'channel', content_id: CH.plain } })).type).toBe('live');
  });

  it('the main profile may hide channels from itself too', async () => {
    const { parent, master } = await family();
    await hide(parent, master.id, [CH.sold]);
    expect(await guideIds(parent)).toEqual([CH.archive, CH.adult, CH.plain]);
    expect(await listIds(parent)).toEqual([CH.archive, CH.adult, CH.plain]);
  });

  it('only the main profile changes it; a profile reads its own list; other accounts see no profile', async () => {
    const { parent, guest, master } = await family();
    await hide(parent, guest.id, [CH.sold]);
    await parent.call('profiles.switch', { body: { id: guest.id } });
    expect(await shown(parent, guest.id)).toEqual([CH.archive, CH.adult, CH.plain]);
    await expectProblem(hide(parent, guest.id, []), 403, ErrorCode.MASTER_PROFILE_ONLY);
    await expectProblem(hide(parent, master.id, [CH.plain]), 403, ErrorCode.MASTER_PROFILE_ONLY);
    await expectProblem(parent.call('profiles.channels', { params: { id: master.id } }), 403, ErrorCode.MASTER_PROFILE_ONLY);

    const stranger = visitor();
    await registerByPhone(stranger);
    await expectProblem(stranger.call('profiles.channels', { params: { id: guest.id } }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(hide(stranger, guest.id, []), 404, ErrorCode.NOT_FOUND);
    const guestVisitor = visitor();
    await guestVisitor.call('sessions.createDemo', { body: {} });
    await expectProblem(hide(guestVisitor, guest.id, []), 403, ErrorCode.AUTH_REQUIRED);

    // Nothing of it was written.
    await parent.call('profiles.switch', { body: { id: master.id, pin_code: '0000' } });
    expect(await shown(parent, guest.id)).toEqual([CH.archive, CH.adult, CH.plain]);
    expect(await shown(parent, master.id)).toEqual(ALL);
  });

  it('bad input answers a code and writes nothing', async () => {
    const { parent, guest } = await family();
    await hide(parent, guest.id, [CH.plain]);
    const refused = [
      [CH.archive, 999_999], // no such channel
      [CH.archive, CH.archive], // twice
      [0],
      [-1],
      [1.5],
      Array.from({ length: PROFILE_HIDDEN_CHANNELS_MAX + 1 }, (_, i) => i + 1),
    ];
    for (const ids of refused) await expectProblem(hide(parent, guest.id, ids), 400, ErrorCode.VALIDATION_FAILED);
    const raw = (path: string, body: unknown) =>
      parent.raw(path, { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect((await raw(`/api/v1/profiles/${guest.id}/channels`, { hidden_channel_ids: ['1'] })).status).toBe(400);
    expect((await raw(`/api/v1/profiles/${guest.id}/channels`, { hidden_channel_ids: [], extra: 1 })).status).toBe(400);
    expect((await raw('/api/v1/profiles/not-a-uuid/channels', { hidden_channel_ids: [] })).status).toBe(400);
    expect(await shown(parent, guest.id)).toEqual([CH.archive, CH.adult, CH.sold]);
  });
});
