import { ErrorCode } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { karaokeArtists, karaokeItems } from '../../db/schema/index.js';
import { AGE } from '../../seed/catalog/demo/reference.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { mediaDirWithClip, registerByPhone, seedRatedItems } from '../profiles/test-support.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { visitor, database } = await createTestApp({ clock, env: { EFIR_MEDIA_DIR: mediaDirWithClip('aurora') } });
const SONGS = { sixPlus: 9501, adult: 9502 } as const;
beforeAll(async () => {
  await seedRatedItems(database.db, 'aurora');
  await database.db.insert(karaokeArtists).values({ id: 9500, slug: 'karaoke-test-artist', name: 'Artist' });
  const song = (id: number, age_limit_id: number) => ({
    id,
    slug: `karaoke-test-${id}`,
    name: `Song ${id}`,
    artist_id: 9500,
    duration: 200,
    age_limit_id,
    usage_model: 'SERVICE' as const,
    is_free: true,
    stream_id: 'aurora',
    logo: '',
  });
  await database.db.insert(karaokeItems).values([song(SONGS.sixPlus, AGE.six), song(SONGS.adult, AGE.adult)]);
});

const sing = (viewer: Visitor, id: number) => viewer.call('playback.asset', { params: { content_type: 'karaoke_item', content_id: id } });

describe('karaoke playback', () => {
  it('a karaoke item plays from its own stream, under a signed token', async () => {
    const asset = await sing(visitor(), SONGS.sixPlus);
    expect(asset).toMatchObject({ type: 'vod', contentType: 'karaoke_item', content: { id: SONGS.sixPlus }, media_type: 'vod' });
    expect(asset.assetUrl).toMatch(/\/vod\/aurora\/cenc$/);
    expect(asset.media_item).toBeUndefined();
  });

  it('a 6+ profile cannot sing an 18+ song, even with the id in hand', async () => {
    const parent = visitor();
    await registerByPhone(parent);
    expect((await sing(parent, SONGS.adult)).content.id).toBe(SONGS.adult);
    const kids = await parent.call('profiles.create', { body: { name: 'Дети' } });
    await parent.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.six, max_age_limit_id: AGE.six } });
    await parent.call('profiles.switch', { body: { id: kids.id } });
    expect((await sing(parent, SONGS.sixPlus)).content.id).toBe(SONGS.sixPlus);
    await expectProblem(sing(parent, SONGS.adult), 403, ErrorCode.AGE_LIMIT);
  });

  it('an unknown karaoke item is 404', async () => {
    await expectProblem(sing(visitor(), 999_999), 404, ErrorCode.NOT_FOUND);
  });
});
