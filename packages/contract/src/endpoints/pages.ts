import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { RowIdParam } from '../schemas/ids.js';
import { ContentPage, ContentPageAlias, DocList, FaqItem, FaqList, PromoEvent, PromoEventList, SitemapEntries } from '../schemas/pages.js';

const IdOrSlug = z.strictObject({ id: z.string().min(1).max(200) });

export const pagesEndpoints = {
  'pages.getByAlias': defineEndpoint({
    method: 'GET',
    path: '/api/v1/pages/:alias',
    summary: 'A page the operator writes: /support, /contacts, /offer, and the introductions of /docs and /faq',
    tag: 'pages',
    access: 'public',
    params: z.strictObject({ alias: ContentPageAlias }),
    response: ContentPage,
  }),
  'faq.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/faq',
    summary: 'Questions and answers in the operator’s order (/faq)',
    tag: 'pages',
    access: 'public',
    response: FaqList,
  }),
  'faq.getById': defineEndpoint({
    method: 'GET',
    path: '/api/v1/faq/:id',
    summary: 'One question and its answer (/faq/{id})',
    tag: 'pages',
    access: 'public',
    params: z.strictObject({ id: RowIdParam }),
    response: FaqItem,
  }),
  'docs.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/docs',
    summary: 'The operator’s documents in order, with the text of those written out (/docs)',
    tag: 'pages',
    access: 'public',
    response: DocList,
  }),
  'promoEvents.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/promo_events',
    summary: 'Promotions running now, in the operator’s order (/promo_events)',
    tag: 'pages',
    access: 'public',
    response: PromoEventList,
  }),
  'promoEvents.getById': defineEndpoint({
    method: 'GET',
    path: '/api/v1/promo_events/:id',
    summary: 'A promotion by id or slug with the alias of its landing media view (/promo_events/{id}); one not running now is 404',
    tag: 'pages',
    access: 'public',
    params: IdOrSlug,
    response: PromoEvent,
  }),
  'sitemap.entries': defineEndpoint({
    method: 'GET',
    path: '/api/v1/sitemap',
    summary: 'Every public page address for /sitemap.xml: home, themes, catalogue, titles, collections, persons, karaoke, services, pages',
    tag: 'pages',
    access: 'public',
    response: SitemapEntries,
  }),
} as const;
