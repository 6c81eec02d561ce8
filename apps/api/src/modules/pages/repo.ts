import { CATALOG_THEMES, type ContentPageAlias } from '@efir/contract';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { channelsWithinLimits, withinLimits } from '../catalog/repo.js';
import type { ContentLimits } from '../profiles/content-limits.js';

/** The media view behind /short_stories. */
export const SHORT_STORIES_VIEW = 'short-stories';

/** SQL of the operator's pages, promotions, and the addresses the sitemap lists. */
export function pagesRepo(db: Db) {
  const p = t.promoEvents;
  /** Started and not ended. */
  const running = (now: Date) => and(or(isNull(p.starts_at), lte(p.starts_at, now)), or(isNull(p.ends_at), gt(p.ends_at, now)));
  return {
    async page(alias: ContentPageAlias) {
      const [row] = await db.select().from(t.contentPages).where(eq(t.contentPages.alias, alias));
      return row;
    },
    faq: () => db.select().from(t.faqItems).orderBy(asc(t.faqItems.position)),
    async faqItem(id: number) {
      const [row] = await db.select().from(t.faqItems).where(eq(t.faqItems.id, id));
      return row;
    },
    docs: () => db.select().from(t.docs).orderBy(asc(t.docs.position)),
    promoEvents: (now: Date) => db.select().from(p).where(running(now)).orderBy(asc(p.position)),
    async promoEvent(idOrSlug: string, now: Date) {
      const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : -1;
      const [row] = await db
        .select()
        .from(p)
        .where(and(or(eq(p.id, id), eq(p.slug, idOrSlug)), running(now)))
        .limit(1);
      return row;
    },

    /** Slugs and ids of everything a visitor with these limits may open, for the sitemap. */
    async sitemap(limits: ContentLimits, now: Date) {
      const m = t.mediaItems;
      const [titles, themes, collections, persons, karaoke, channels, services, pages, faq, events] = await Promise.all([
        db
          .select({ type: m.type, slug: m.slug })
          .from(m)
          .where(and(inArray(m.type, ['film', 'series']), ...withinLimits(m.age_limit_id, limits, m.is_erotic)))
          .orderBy(asc(m.id)),
        db
          .select({ alias: t.mediaViews.alias })
          .from(t.mediaViews)
          .where(inArray(t.mediaViews.alias, [...CATALOG_THEMES, SHORT_STORIES_VIEW])),
        db.select({ slug: t.collections.slug }).from(t.collections).orderBy(asc(t.collections.position)),
        db.select({ slug: t.persons.slug }).from(t.persons).orderBy(asc(t.persons.id)),
        db
          .select({ slug: t.karaokeItems.slug })
          .from(t.karaokeItems)
          .where(and(...withinLimits(t.karaokeItems.age_limit_id, limits)))
          .orderBy(asc(t.karaokeItems.id)),
        db
          .select({ slug: t.channels.slug })
          .from(t.channels)
          .where(and(...channelsWithinLimits(limits)))
          .orderBy(asc(t.channels.id)),
        db.select({ alias: t.services.alias }).from(t.services).where(eq(t.services.active, true)).orderBy(asc(t.services.position)),
        db.select({ alias: t.contentPages.alias }).from(t.contentPages),
        db.select({ id: t.faqItems.id }).from(t.faqItems).orderBy(asc(t.faqItems.position)),
        db.select({ slug: p.slug }).from(p).where(running(now)).orderBy(asc(p.position)),
      ]);
      return { titles, themes, collections, persons, karaoke, channels, services, pages, faq, events };
    },
  };
}

export type PagesRepo = ReturnType<typeof pagesRepo>;
