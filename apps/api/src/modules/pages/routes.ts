import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import { publicAnswer } from '../catalog/http-cache.js';
import type { PagesService } from './service.js';

/** Operator pages change only with an import; the same for every profile, so browsers and a CDN may keep them. */
const PAGES_CACHE_S = 300;
/** Search engines fetch the sitemap rarely; an hour old is fresh enough. */
const SITEMAP_CACHE_S = 3600;

export function pagesRoutes(app: FastifyInstance, pages: PagesService): void {
  route(app, 'pages.getByAlias', async ({ params, request, reply }) => {
    publicAnswer(reply, PAGES_CACHE_S);
    return pages.page(params.alias, requestLanguage(request));
  });
  // spec 1 §2 /offer_recom.pdf: a file, not a page of the web app, so it is answered here before the SSR.
  app.get('/offer_recom.pdf', async (request, reply) => {
    const file = await pages.recommendationsPdf(requestLanguage(request));
    publicAnswer(reply, PAGES_CACHE_S);
    return reply.type('application/pdf').header('content-disposition', 'inline; filename="offer_recom.pdf"').send(file);
  });
  route(app, 'faq.list', async ({ request, reply }) => {
    publicAnswer(reply, PAGES_CACHE_S);
    return { items: await pages.faq(requestLanguage(request)) };
  });
  route(app, 'faq.getById', async ({ params, request, reply }) => {
    publicAnswer(reply, PAGES_CACHE_S);
    return pages.faqItem(params.id, requestLanguage(request));
  });
  route(app, 'docs.list', async ({ request, reply }) => {
    publicAnswer(reply, PAGES_CACHE_S);
    return { items: await pages.docs(requestLanguage(request)) };
  });
  route(app, 'promoEvents.list', async ({ request, reply }) => {
    publicAnswer(reply, PAGES_CACHE_S);
    return { items: await pages.promoEvents(requestLanguage(request)) };
  });
  route(app, 'promoEvents.getById', async ({ params, request, reply }) => {
    publicAnswer(reply, PAGES_CACHE_S);
    return pages.promoEvent(params.id, requestLanguage(request));
  });
  route(app, 'sitemap.entries', async ({ reply }) => {
    publicAnswer(reply, SITEMAP_CACHE_S);
    return { paths: await pages.sitemap() };
  });
}
