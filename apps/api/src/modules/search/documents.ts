import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaItems, searchDocuments, searchTerms } from '../../db/schema/index.js';
import { wordsOf } from './typos.js';

/** Films and series are searched; seasons and episodes are found through them. */
const names = sql`concat_ws(' ', m.name->>'rus', m.name->>'eng', m.name->>'hye', m.original_name)`;

/**
 * Rebuilds every film's and series' search document (schema `search_documents`) from the catalogue: run by the
 * importer inside its transaction, so search never sees a half-imported catalogue.
 */
export async function refreshSearchDocuments(db: Db): Promise<void> {
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`delete from search_terms`);
  await db.execute(sql`delete from search_documents`);
  await db.execute(sql`
    insert into search_documents (media_item_id, names, people, names_russian, text_russian, names_simple)
    select m.id,
      ${names},
      coalesce((
        select string_agg(concat_ws(' ', p.name->>'rus', p.name->>'eng', p.native_name), ' ')
        from media_item_persons mp join persons p on p.id = mp.person_id
        where mp.media_item_id = m.id
      ), ''),
      to_tsvector('russian', ${names}),
      to_tsvector('russian', concat_ws(' ', m.short_description->>'rus', m.short_description->>'eng', m.short_description->>'hye')),
      to_tsvector('simple', ${names})
    from media_items m
    where m.type in ('film', 'series')`);
  await refreshSearchTerms(db);
  await db.execute(sql`insert into search_words (term) select distinct term from search_terms`);
  // Fresh statistics let the planner pick the indexes; the embedded PGlite has no autovacuum to gather them.
  await db.execute(sql`analyze search_documents, search_terms, search_words`);
}

const TERMS_PER_INSERT = 5000;

/** The words of every document's names and cast, split and normalised the way queries are (`typos.ts`). */
async function refreshSearchTerms(db: Db): Promise<void> {
  const documents = await db
    .select({ id: searchDocuments.media_item_id, names: searchDocuments.names, people: searchDocuments.people })
    .from(searchDocuments);
  // Written in the order of the words, so a word's titles share a few pages of the table, not a page each.
  const rows = documents
    .flatMap((document) => [
      ...[...new Set(wordsOf(document.names))].map((term) => ({ term, media_item_id: document.id, kind: 'name' as const })),
      ...[...new Set(wordsOf(document.people))].map((term) => ({ term, media_item_id: document.id, kind: 'person' as const })),
    ])
    .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.media_item_id - b.media_item_id));
  for (let start = 0; start < rows.length; start += TERMS_PER_INSERT) {
    await db.insert(searchTerms).values(rows.slice(start, start + TERMS_PER_INSERT));
  }
}

/** A catalogue imported before search documents (or their terms) existed gets them at start. */
export async function ensureSearchDocuments(db: Db): Promise<void> {
  const [searchable] = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(inArray(mediaItems.type, ['film', 'series']))
    .limit(1);
  const [term] = await db.select({ id: searchTerms.media_item_id }).from(searchTerms).limit(1);
  if (searchable && !term) await refreshSearchDocuments(db);
}
