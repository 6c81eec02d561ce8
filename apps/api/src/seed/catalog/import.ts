import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { type GuideProgramme, guideWriter } from '../../modules/epg/import/writer.js';
import { refreshSearchDocuments } from '../../modules/search/documents.js';
import type { Catalogue } from './format.js';
import { PAGE_TABLES } from './pages.js';
import { CatalogueError } from './parse.js';
import { catalogueRows } from './rows.js';

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for the widest table. */
const INSERT_CHUNK_ROWS = 1000;

const CATALOGUE_LOCK_ID = 4_242_001;

/** Catalogue tables, parents first; the import empties them in reverse and loads them in this order. */
const TABLES_IN_ORDER = [
  ['ageLimits', schema.ageLimits],
  ['genres', schema.genres],
  ['productionCountries', schema.productionCountries],
  ['catalogFilters', schema.catalogFilters],
  ['persons', schema.persons],
  ['mediaItems', schema.mediaItems],
  ['mediaItemGenres', schema.mediaItemGenres],
  ['mediaItemCountries', schema.mediaItemCountries],
  ['mediaItemPersons', schema.mediaItemPersons],
  ['channels', schema.channels],
  ['epgPrograms', schema.epgPrograms],
  ['karaokeArtists', schema.karaokeArtists],
  ['karaokeItems', schema.karaokeItems],
  ['services', schema.services],
  ['serviceItems', schema.serviceItems],
  ['collections', schema.collections],
  ['collectionItems', schema.collectionItems],
  ['banners', schema.banners],
  ['mediaViews', schema.mediaViews],
  ['mediaBlocks', schema.mediaBlocks],
  ['mediaBlockItems', schema.mediaBlockItems],
  ...PAGE_TABLES,
] as const satisfies readonly (readonly [string, PgTable])[];

export type ImportStats = Record<(typeof TABLES_IN_ORDER)[number][0] | 'images', number>;

/**
 * Replaces the whole catalogue with this one in a single transaction: on any error nothing changes.
 * Ids are the operator's, so re-importing an edited catalogue keeps every id that viewers' data points at.
 * Images are content-addressed and only ever added.
 */
export async function importCatalogue(db: Db, catalogue: Catalogue, dir?: string): Promise<ImportStats> {
  const { images, tables } = await catalogueRows(catalogue, dir);
  if (images.problems.length > 0) throw new CatalogueError(images.problems);
  const imageRows = images.rows();
  await db.transaction(async (tx) => {
    // Two instances starting on one empty database would otherwise interleave their imports.
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_ID})`);
    for (const [, table] of [...TABLES_IN_ORDER].reverse()) await tx.delete(table);
    for (const [name, table] of TABLES_IN_ORDER) {
      if (name === 'epgPrograms') await writeGuide(tx as unknown as Db, tables.epgPrograms);
      else await insertChunked(tx as unknown as Db, table, tables[name]);
    }
    for (let i = 0; i < imageRows.length; i += INSERT_CHUNK_ROWS)
      await tx
        .insert(schema.images)
        .values(imageRows.slice(i, i + INSERT_CHUNK_ROWS))
        .onConflictDoNothing();
    await refreshSearchDocuments(tx as unknown as Db);
  });
  const stats = Object.fromEntries(TABLES_IN_ORDER.map(([name]) => [name, tables[name].length])) as ImportStats;
  stats.images = imageRows.length;
  return stats;
}

/** Programmes enter through the guide writer, as a guide file's and the rolling demo guide's do. */
async function writeGuide(db: Db, programmes: readonly GuideProgramme[]): Promise<void> {
  const writer = await guideWriter(db);
  for (let i = 0; i < programmes.length; i += INSERT_CHUNK_ROWS) await writer.add(programmes.slice(i, i + INSERT_CHUNK_ROWS));
  await writer.finish();
}

async function insertChunked(db: Db, table: PgTable, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK_ROWS) await db.insert(table).values(rows.slice(i, i + INSERT_CHUNK_ROWS) as never[]);
}

/** Whether any catalogue is loaded (the demo is imported only into an empty one). */
export async function hasCatalogue(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.ageLimits);
  return (row?.n ?? 0) > 0;
}
