import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Catalogue } from './format.js';
import type { imageCollector } from './images.js';

/**
 * The operator's pages in the catalogue directory: content_pages.json, faq.json, docs.json and promo_events.json.
 * Rows for the importer, the inverse for the exporter, and the cross-file checks.
 */

export const PAGE_TABLES = [
  ['contentPages', t.contentPages],
  ['faqItems', t.faqItems],
  ['docs', t.docs],
  ['promoEvents', t.promoEvents],
] as const;

export async function pageRows(c: Catalogue, images: ReturnType<typeof imageCollector>) {
  return {
    contentPages: c.content_pages.map((page) => ({ alias: page.alias, title: page.title, body: page.body, contacts: page.contacts ?? [] })),
    faqItems: c.faq.map((item, position) => ({ id: item.id, position, title: item.title, answer: item.answer ?? null })),
    docs: c.docs.map((doc, position) => ({
      id: doc.id,
      alias: doc.alias,
      position,
      title: doc.title,
      link: doc.link ?? null,
      body: doc.body ?? null,
    })),
    promoEvents: await Promise.all(
      c.promo_events.map(async (event, position) => ({
        id: event.id,
        slug: event.slug,
        position,
        title: event.title,
        summary: event.summary,
        media_view_alias: event.media_view,
        starts_at: event.starts_at ? new Date(event.starts_at) : null,
        ends_at: event.ends_at ? new Date(event.ends_at) : null,
        image: await images.pick(
          'banner',
          event.image,
          { title: event.title.rus, subtitle: event.summary.rus, seed: `promo-event-${event.id}` },
          `promo_events.json: record (${event.id})`,
        ),
      })),
    ),
  };
}

type PageFiles = Pick<Catalogue, 'content_pages' | 'faq' | 'docs' | 'promo_events'>;

/** The pages as the operator wrote them; `file` turns an operator's image back into its file (generated artwork into nothing). */
export async function exportPages(db: Db, file: (ref: string | null) => string | undefined): Promise<PageFiles> {
  const [pages, faq, docs, events] = await Promise.all([
    db.select().from(t.contentPages).orderBy(asc(t.contentPages.alias)),
    db.select().from(t.faqItems).orderBy(asc(t.faqItems.position)),
    db.select().from(t.docs).orderBy(asc(t.docs.position)),
    db.select().from(t.promoEvents).orderBy(asc(t.promoEvents.position)),
  ]);
  const defined = <T extends object>(record: T) =>
    Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as T;
  return {
    content_pages: pages.map((page) => defined({ ...page, contacts: page.contacts.length > 0 ? page.contacts : undefined })),
    faq: faq.map(({ id, title, answer }) => defined({ id, title, answer: answer ?? undefined })),
    docs: docs.map(({ id, alias, title, link, body }) => defined({ id, alias, title, link: link ?? undefined, body: body ?? undefined })),
    promo_events: events.map((event) =>
      defined({
        id: event.id,
        slug: event.slug,
        title: event.title,
        summary: event.summary,
        media_view: event.media_view_alias,
        starts_at: event.starts_at?.toISOString(),
        ends_at: event.ends_at?.toISOString(),
        image: file(event.image),
      }),
    ),
  };
}

/** Ids and aliases unique; a promotion's media view exists. */
export function pageReferenceProblems(c: Catalogue): string[] {
  const problems: string[] = [];
  const twice = <T>(file: string, records: readonly T[], key: (record: T) => string | number) => {
    const seen = new Set<string | number>();
    for (const record of records) {
      if (seen.has(key(record))) problems.push(`${file}.json: record (${key(record)}) "${key(record)}" appears twice`);
      seen.add(key(record));
    }
  };
  twice('content_pages', c.content_pages, (page) => page.alias);
  twice('faq', c.faq, (item) => item.id);
  twice('docs', c.docs, (doc) => doc.id);
  twice('docs', c.docs, (doc) => doc.alias);
  twice('promo_events', c.promo_events, (event) => event.id);
  twice('promo_events', c.promo_events, (event) => event.slug);
  const views = new Set(c.media_views.map((view) => view.alias));
  for (const event of c.promo_events)
    if (!views.has(event.media_view))
      problems.push(`promo_events.json: record (${event.id}) media view "${event.media_view}" is not in media_views.json`);
  return problems;
}
