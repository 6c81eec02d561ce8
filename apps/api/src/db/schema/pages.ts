import { CONTENT_PAGE_ALIASES } from '@efir/contract';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { type I18nText, i18nText } from './i18n.js';

/** Pages the operator writes (/support, /contacts, /offer, introductions of /docs and /faq, /offer_recom.pdf); bodies are HTML. */
export const contentPages = pgTable('content_pages', {
  alias: text('alias', { enum: CONTENT_PAGE_ALIASES }).primaryKey(),
  title: i18nText('title').notNull(),
  body: i18nText('body').notNull(),
  contacts: jsonb('contacts')
    .$type<{ type: 'phone' | 'email' | 'address' | 'hours' | 'web'; title: I18nText; value: I18nText }[]>()
    .notNull(),
});

/** spec 2 §3 FAQ item; /faq/{id} opens one. A missing answer is shown as the spec's fallback text. */
export const faqItems = pgTable('faq_items', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
  title: i18nText('title').notNull(),
  answer: i18nText('answer'),
});

/** spec 2 §3 Docs item: a link to a page or file, or a document written out on /docs. */
export const docs = pgTable('docs', {
  id: integer('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  position: integer('position').notNull(),
  title: i18nText('title').notNull(),
  link: text('link'),
  body: i18nText('body'),
});

/** A promotion (/promo_events): a card and the media view that is its landing page. */
export const promoEvents = pgTable('promo_events', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull(),
  title: i18nText('title').notNull(),
  summary: i18nText('summary').notNull(),
  image: text('image').notNull(),
  media_view_alias: text('media_view_alias').notNull(),
  starts_at: timestamp('starts_at', { withTimezone: true }),
  ends_at: timestamp('ends_at', { withTimezone: true }),
});
