import { ErrorCode } from '@efir/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { DEMO_SMALL } from '../../seed/catalog/demo/generate.js';
import { seedDemoCatalogue } from '../../seed/catalog/demo-seed.js';

const { visitor, database } = await createTestApp();
await seedDemoCatalogue(database.db, { now: new Date(), size: DEMO_SMALL });
const home = await visitor().call('mediaViews.getByAlias', { params: { alias: 'home' } });
const film = home.blocks.find((b) => b.type === 'top10')!.items[0]!;
if (film.item_type !== 'media_item') throw new Error('expected a film');
const poster = film.logo;
const channel = home.blocks.find((b) => b.type === 'channels')!.items[0]!;
if (channel.item_type !== 'channel') throw new Error('expected a channel');

const get = (url: string, accept = 'image/avif,image/webp,image/*,*/*;q=0.8', headers: Record<string, string> = {}) =>
  visitor().raw(url, { headers: { accept, ...headers } });

describe('the image endpoint', () => {
  it('resizes a poster to the filmposter profile (176x254) and the spec 2 §9 poster sizes', async () => {
    for (const [width, height] of [
      [176, 254],
      [230, 333],
      [460, 666],
    ]) {
      const response = await get(`${poster}?profile=filmposter&width=${width}&height=${height}`, 'image/jpeg');
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([width, height, 'jpeg']);
    }
  });

  it('serves the profile’s first size when none is given, and the original without a profile', async () => {
    const sized = await sharp(Buffer.from(await (await get(`${poster}?profile=genre`, 'image/jpeg')).arrayBuffer())).metadata();
    expect([sized.width, sized.height]).toEqual([250, 250]);
    const original = await sharp(Buffer.from(await (await get(poster, 'image/jpeg')).arrayBuffer())).metadata();
    expect([original.width, original.height]).toEqual([460, 666]);
  });

  it('negotiates AVIF, WebP or JPEG by Accept, and PNG for a transparent logo', async () => {
    const url = `${poster}?profile=filmposter&width=230&height=333`;
    const cases: [string, string, string][] = [
      ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ];
    for (const [accept, type, format] of cases) {
      const response = await get(url, accept);
      expect(response.headers.get('content-type')).toBe(type);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe(format);
    }
    const logo = await get(`${channel.logo}?profile=logo&width=128&height=128`, '*/*');
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).hasAlpha).toBe(true);
  });

  it('marks answers immutable for a year, varies by Accept and answers a matching ETag with 304', async () => {
    const url = `${poster}?profile=filmposter&width=176&height=254`;
    const first = await get(url, 'image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('vary')).toBe('Accept');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+webp"$/);
    const again = await get(url, 'image/webp', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const otherFormat = await get(url, 'image/jpeg', { 'if-none-match': etag });
    expect(otherFormat.status).toBe(200);
    expect(otherFormat.headers.get('etag')).not.toBe(etag);
  });

  it('draws distinct artwork for distinct items', async () => {
    const other = home.blocks.find((b) => b.type === 'top10')!.items[1]!;
    if (other.item_type !== 'media_item') throw new Error('expected a film');
    const bytes = async (url: string) =>
      Buffer.from(await (await get(`${url}?profile=filmposter&width=176&height=254`, 'image/png')).arrayBuffer());
    expect((await bytes(poster)).equals(await bytes(other.logo))).toBe(false);
  });

  it('refuses sizes a profile does not serve, and unknown profiles, with 400 and a code', async () => {
    for (const query of [
      'profile=filmposter&width=177&height=254',
      'profile=filmposter&width=176',
      'width=176&height=254',
      'profile=huge',
      'profile=genre&width=abc&height=1',
    ]) {
      const response = await get(`${poster}?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error_code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });

  it('answers 404 for an unknown image, a wrong kind or a malformed key', async () => {
    const key = poster.split('/').at(-1)!;
    for (const url of [
      '/api/v1/images/poster/0000000000000000',
      `/api/v1/images/background/${key}`,
      '/api/v1/images/poster/xyz',
      '/api/v1/images/nothing/0000000000000000',
    ]) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.status);
      expect(response.headers.get('cache-control')).toBeNull();
    }
    expect((await get('/api/v1/images/poster/0000000000000000')).status).toBe(404);
    expect((await get(`/api/v1/images/background/${key}`)).status).toBe(404);
  });
});
