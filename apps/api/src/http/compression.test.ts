import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { DEMO_SMALL } from '../seed/catalog/demo/generate.js';
import { seedDemoCatalogue } from '../seed/catalog/demo-seed.js';

const { visitor, database } = await createTestApp();
await seedDemoCatalogue(database.db, { now: new Date(), size: DEMO_SMALL });

describe('the API’s JSON compressed for browsers', () => {
  it('br when the browser takes it, else gzip, the same answer once unpacked, with the weak twin of its ETag', async () => {
    const plain = await visitor().raw('/api/v1/shell');
    const body = await plain.text();
    expect(body.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const br = await visitor().raw('/api/v1/shell', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(body);

    const gz = await visitor().raw('/api/v1/shell', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(body);
  });

  it('a known answer is 304 whichever form the browser kept', async () => {
    const br = await visitor().raw('/api/v1/catalog?theme=movies', { headers: { 'accept-encoding': 'br' } });
    const weak = br.headers.get('etag')!;
    expect(weak).toMatch(/^W\/"/);
    for (const tag of [weak, weak.slice(2)]) {
      const again = await visitor().raw('/api/v1/catalog?theme=movies', { headers: { 'accept-encoding': 'br', 'if-none-match': tag } });
      expect(again.status).toBe(304);
    }
  });

  it('leaves small answers as they are', async () => {
    const info = await visitor().raw('/api/v1/app_info', { headers: { 'accept-encoding': 'br' } });
    expect(info.headers.get('content-encoding')).toBeNull();
  });
});
