import { endpoints } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { route, SHARED_WITH_VISITORS } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import type { SystemService } from './service.js';

export function systemRoutes(app: FastifyInstance, system: SystemService): void {
  route(app, 'system.appInfo', async () => ({ version: system.version }));
  route(app, 'system.shell', SHARED_WITH_VISITORS, async ({ request, reply, query }) => {
    reply.header('vary', 'cookie');
    return system.shell(requestLanguage(request), query.brand);
  });
  route(app, 'system.featureToggles', SHARED_WITH_VISITORS, async () => system.featureToggles());
  route(app, 'operator.shellBanners', async ({ body }) => system.setBanners(body));
  // By hand, not through the JSON route helper: it answers HTML.
  const reference = endpoints['operator.referencePage'];
  app.get(
    reference.path,
    {
      config: { access: reference.access },
      schema: { operationId: 'operator.referencePage', summary: reference.summary, tags: [reference.tag] },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(REFERENCE_PAGE),
  );
}

/**
 * What any page needs and nothing more — a document, a viewport, a heading and a paragraph — so Lighthouse's score
 * for it is what this machine allows at that moment, and a real page is judged by how far below it falls.
 */
const REFERENCE_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Эфир — опорная страница</title><meta name="description" content="Опорная страница для замеров скорости">
<style>body{margin:0;padding:24px;font:16px/1.5 system-ui,sans-serif;background:#0b0b10;color:#f2f2f5}</style></head>
<body><main><h1>Опорная страница</h1><p>Без скриптов, картинок и шрифтов: потолок оценки на этой машине в эту минуту.</p></main></body></html>`;
