import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.js';
import { images, mediaItems } from '../../db/schema/index.js';
import { generateDemoCatalogue } from './demo/generate.js';
import { exportCatalogue } from './export.js';
import { readCatalogueDir, writeCatalogueDir } from './files.js';
import { importCatalogue } from './import.js';
import { CatalogueError, parseCatalogue } from './parse.js';

const database = await openTestDatabase();
afterAll(() => database.close());
const { db } = database;
const now = new Date('2026-11-22T12:00:00Z');
/** Smaller than the small demo: these tests import it several times. */
const demo = generateDemoCatalogue({ now, size: { films: 30, series: 3, channels: 3, karaoke_items: 6, persons: 20 } });
/** Imports take a few seconds on a busy machine; the projects' default is 5 s. */
const IMPORT_TIMEOUT_MS = 30_000;
const scratch = await mkdtemp(path.join(os.tmpdir(), 'efir-catalogue-'));

const mediaCount = async () => (await db.select({ n: count() }).from(mediaItems))[0]!.n;

/** A copy of the demo files with one file's content replaced. */
async function demoDirWith(name: string, records: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(scratch, 'bad-'));
  await writeCatalogueDir(dir, { ...demo, [name]: records });
  return dir;
}

describe('content import', () => {
  it(
    'round-trips the demo shape: files → import → export gives the same catalogue',
    async () => {
      const dir = path.join(scratch, 'demo');
      await writeCatalogueDir(dir, demo);
      const parsed = parseCatalogue(await readCatalogueDir(dir));
      const stats = await importCatalogue(db, parsed, dir);
      expect(stats.mediaItems).toBe(
        demo.films.length + demo.series.length + demo.series.flatMap((s) => s.seasons).flatMap((s) => [s, ...s.episodes]).length,
      );
      const exported = await exportCatalogue(db);
      expect(exported.images.size).toBe(0);
      expect(parseCatalogue(JSON.parse(JSON.stringify(exported.catalogue)))).toEqual(parsed);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'refuses a bad file with errors naming the file and the record, and writes nothing',
    async () => {
      const before = await mediaCount();
      const films = structuredClone(demo.films) as Record<string, unknown>[];
      delete films[2]!.name;
      films[5]!.duration = -3;
      const dir = await demoDirWith('films', films);
      const error = await (async () => importCatalogue(db, parseCatalogue(await readCatalogueDir(dir)), dir))().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CatalogueError);
      expect((error as CatalogueError).problems).toEqual([
        expect.stringMatching(new RegExp(`^films\\.json: record 2 \\(${demo.films[2]!.id}\\) name: `)),
        expect.stringMatching(new RegExp(`^films\\.json: record 5 \\(${demo.films[5]!.id}\\) duration: .*>0`)),
      ]);
      expect(await mediaCount()).toBe(before);
    },
    IMPORT_TIMEOUT_MS,
  );

  it('refuses references to missing records and overlapping programmes', async () => {
    const films = structuredClone(demo.films);
    films[0]!.genre_ids = [999];
    const epg = structuredClone(demo.epg);
    epg[1]!.start_time = epg[0]!.start_time;
    const raw = JSON.parse(JSON.stringify({ ...demo, films, epg }));
    expect(() => parseCatalogue(raw)).toThrow(CatalogueError);
    try {
      parseCatalogue(raw);
    } catch (error) {
      expect((error as CatalogueError).problems).toEqual(
        expect.arrayContaining([
          `films.json: record (${films[0]!.id}) genre 999 is not in genres.json`,
          expect.stringMatching(/^epg\.json: record \(\d+\) overlaps programme \d+ on channel 1$/),
        ]),
      );
    }
  });

  it('refuses a banner whose ad pixel is on an advertiser’s origin not in EFIR_AD_ORIGINS, and takes it once allowed', () => {
    const banners = structuredClone(demo.banners);
    const banner = banners.find((b) => b.ad_pixel)!;
    banner.ad_pixel = { links: { show_url: 'https://pixel.brand.example/s?b=1', click_url: banner.ad_pixel!.links.click_url } };
    const raw = () => JSON.parse(JSON.stringify({ ...demo, banners }));
    expect(() => parseCatalogue(raw())).toThrow(
      `banners.json: record (${banner.id}) ad_pixel.links.show_url: https://pixel.brand.example is not among the advertisers' origins (EFIR_AD_ORIGINS)`,
    );
    expect(() => parseCatalogue(raw(), { adOrigins: ['https://other.example'] })).toThrow(CatalogueError);
    const parsed = parseCatalogue(raw(), { adOrigins: ['https://pixel.brand.example'] });
    expect(parsed.banners.find((b) => b.id === banner.id)?.ad_pixel?.links.show_url).toBe('https://pixel.brand.example/s?b=1');
  });

  it('refuses a file that is not JSON', async () => {
    const dir = await mkdtemp(path.join(scratch, 'json-'));
    await writeFile(path.join(dir, 'genres.json'), '[{"id": 1,');
    await expect(readCatalogueDir(dir)).rejects.toThrow(/genres\.json: not valid JSON/);
  });

  it(
    'stores an operator’s image file once, with its bytes, and exports it back as a file',
    async () => {
      const dir = await mkdtemp(path.join(scratch, 'images-'));
      const poster = await sharp({ create: { width: 230, height: 333, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const films = structuredClone(demo.films);
      films[0]!.images = { logo: 'art/poster.png' };
      await writeCatalogueDir(dir, { ...demo, films }, new Map([['art/poster.png', poster]]));
      await importCatalogue(db, parseCatalogue(await readCatalogueDir(dir)), dir);
      const [film] = await db.select().from(mediaItems).where(eq(mediaItems.id, films[0]!.id));
      const [stored] = await db
        .select()
        .from(images)
        .where(eq(images.key, film!.logo.split('/')[1]!));
      expect(stored).toMatchObject({ kind: 'poster', spec: null, mime: 'image/png', width: 230, height: 333 });
      expect(stored!.data!.equals(poster)).toBe(true);
      const exported = await exportCatalogue(db);
      const path_ = exported.catalogue.films[0]!.images!.logo!;
      expect(exported.images.get(path_)!.equals(poster)).toBe(true);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'refuses an image path that leaves the catalogue directory',
    async () => {
      const films = structuredClone(demo.films);
      films[0]!.images = { logo: '../secret.png' };
      const dir = await demoDirWith('films', films);
      await expect(importCatalogue(db, parseCatalogue(await readCatalogueDir(dir)), dir)).rejects.toThrow(
        /outside the catalogue directory/,
      );
    },
    IMPORT_TIMEOUT_MS,
  );
});
