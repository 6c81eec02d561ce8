import { createHash } from 'node:crypto';
import {
  CATALOG_THEMES,
  type ContentPage,
  type ContentPageAlias,
  type DocItem,
  type FaqItem,
  type LanguageCode,
  type PromoEvent,
} from '@efir/contract';
import { type I18nText, translate } from '../../db/schema/i18n.js';
import type * as t from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { safeOperatorText } from '../catalog/html.js';
import { imageUrl } from '../images/image-ref.js';
import { VISITOR_LIMITS } from '../profiles/content-limits.js';
import { recommendationsPdf } from './recommendations-pdf.js';
import { type PagesRepo, SHORT_STORIES_VIEW } from './repo.js';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** The operator's pages in the viewer's language, their HTML made safe; promotions; the sitemap's addresses. */
export function pagesService(repo: PagesRepo, clock: Clock) {
  const html = (text: I18nText, language: LanguageCode) => safeOperatorText(translate(text, language));
  const found = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw notFound(what);
    return value;
  };
  const faqItem = (row: typeof t.faqItems.$inferSelect, language: LanguageCode): FaqItem => ({
    id: row.id,
    title: safeOperatorText(translate(row.title, language)),
    answer: row.answer ? html(row.answer, language) : null,
  });
  const promoEvent = (row: typeof t.promoEvents.$inferSelect, language: LanguageCode): PromoEvent => ({
    id: row.id,
    slug: row.slug,
    title: translate(row.title, language),
    summary: translate(row.summary, language),
    image: imageUrl(row.image),
    starts_at: seconds(row.starts_at),
    ends_at: seconds(row.ends_at),
    media_view_alias: row.media_view_alias,
  });

  async function page(alias: ContentPageAlias, language: LanguageCode): Promise<ContentPage> {
    const row = found(await repo.page(alias), 'No such page');
    return {
      alias: row.alias,
      title: translate(row.title, language),
      body: html(row.body, language),
      contacts: row.contacts.map((contact) => ({
        type: contact.type,
        title: translate(contact.title, language),
        value: translate(contact.value, language),
      })),
    };
  }

  const pdfCache = new Map<LanguageCode, { key: string; file: Buffer }>();

  return {
    page,

    /**
     * /offer_recom.pdf in the viewer's language. Drawing a PDF costs far more than reading the page, so the file is
     * kept per language and drawn again only when the operator's text changed.
     */
    async recommendationsPdf(language: LanguageCode): Promise<Buffer> {
      const text = await page('offer_recom', language);
      const key = createHash('sha256').update(`${language}\n${text.title}\n${text.body}`).digest('base64url');
      const kept = pdfCache.get(language);
      if (kept?.key === key) return kept.file;
      const file = await recommendationsPdf(text, language);
      pdfCache.set(language, { key, file });
      return file;
    },

    async faq(language: LanguageCode): Promise<FaqItem[]> {
      return (await repo.faq()).map((row) => faqItem(row, language));
    },

    async faqItem(id: number, language: LanguageCode): Promise<FaqItem> {
      return faqItem(found(await repo.faqItem(id), 'No such question'), language);
    },

    /** A written-out document is linked to its own section of /docs. */
    async docs(language: LanguageCode): Promise<DocItem[]> {
      return (await repo.docs()).map((row) => ({
        id: row.id,
        alias: row.alias,
        title: translate(row.title, language),
        link: row.link ?? `/docs#${row.alias}`,
        body: row.body ? html(row.body, language) : null,
      }));
    },

    async promoEvents(language: LanguageCode): Promise<PromoEvent[]> {
      return (await repo.promoEvents(clock.now())).map((row) => promoEvent(row, language));
    },

    async promoEvent(idOrSlug: string, language: LanguageCode): Promise<PromoEvent> {
      return promoEvent(found(await repo.promoEvent(idOrSlug, clock.now()), 'No such promotion'), language);
    },

    /**
     * Every page a search engine may index, as a visitor sees them (no erotic titles); media item addresses are
     * the canonical ones their pages declare.
     */
    async sitemap(): Promise<string[]> {
      const found = await repo.sitemap(VISITOR_LIMITS, clock.now());
      const views = found.themes.map((view) => view.alias);
      const themes = views.filter((alias) => alias !== SHORT_STORIES_VIEW);
      return [
        '/',
        ...themes.map((theme) => `/${theme}`),
        '/catalog',
        ...CATALOG_THEMES.map((theme) => `/${theme}/catalog`),
        ...found.titles.map((title) => (title.type === 'film' ? `/movies/${title.slug}` : `/series/${title.slug}`)),
        '/tv',
        ...found.channels.map((channel) => `/tv/${channel.slug}`),
        '/collections',
        ...found.collections.map((collection) => `/collections/${collection.slug}`),
        ...found.persons.map((person) => `/persons/${person.slug}`),
        '/karaoke/catalog',
        ...found.karaoke.map((song) => `/karaoke/${song.slug}`),
        ...(views.includes(SHORT_STORIES_VIEW) ? ['/short_stories'] : []),
        '/services',
        ...found.services.map((service) => `/services/${service.alias}`),
        ...(found.events.length > 0 ? ['/promo_events', ...found.events.map((event) => `/promo_events/${event.slug}`)] : []),
        ...found.pages.map((page) => `/${page.alias}`),
        ...found.faq.map((item) => `/faq/${item.id}`),
      ];
    },
  };
}

export type PagesService = ReturnType<typeof pagesService>;
