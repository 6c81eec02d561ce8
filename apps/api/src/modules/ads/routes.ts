import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '@efir/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { Problem } from '../../http/problem.js';
import { AD_SPOT_URL_PREFIX, adSpotFile } from '../../media/index.js';
import { privateAnswer } from '../catalog/http-cache.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { AdRequester, AdsService } from './service.js';

/** A transparent 1×1 GIF: what a tracking pixel answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SPOT_NAME = /^([a-z0-9][a-z0-9-]*)\.mp4$/;
/** A spot never changes under its name. */
const SPOT_MAX_AGE_S = 86_400;

export function adsRoutes(
  app: FastifyInstance,
  ads: AdsService,
  requesterOf: (request: FastifyRequest) => Promise<AdRequester>,
  viewerOf: ViewerOf,
): void {
  route(app, 'ads.vast', async ({ query, request, reply }) => {
    const xml = await ads.vast(query, await requesterOf(request));
    // Every answer serves new ads under new ids: never cached.
    reply.type('application/xml; charset=utf-8').header('cache-control', 'private, no-store').send(xml);
    return reply as never;
  });
  route(app, 'ads.testTitle', async ({ request, reply }) => {
    privateAnswer(reply);
    return { media_item_id: await ads.testTitle((await viewerOf(request)).limits) };
  });
  route(app, 'ads.event', async ({ params, reply }) => {
    await ads.record(params.impression_id, params.event);
    reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
    return reply as never;
  });
  route(app, 'ads.pixel', async ({ params, request, reply }) => {
    await ads.recordPixel(params.banner_id, params.event, (await requesterOf(request)).owner);
    reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
    return reply as never;
  });
  route(app, 'operator.adPixelStats', async () => ads.pixelStats());
  route(app, 'operator.adStats', async () => ads.stats());
  route(app, 'operator.adSettings', async ({ params, body }) => {
    await ads.setSettings(params.brand, body);
    return { success: true as const };
  });
  route(app, 'operator.adBreaks', async ({ params, query }) => ads.breaks({ type: query.content_type, id: params.content_id }));
  route(app, 'operator.adBreaksSet', async ({ params, query, body }) =>
    ads.setBreaks({ type: query.content_type, id: params.content_id }, body),
  );
  route(app, 'operator.adBreaksReset', async ({ params, query }) => ads.resetBreaks({ type: query.content_type, id: params.content_id }));
}

/** The demo spots, public like clip previews: a VAST MediaFile is fetched by the browser's own <video>. */
export async function registerAdSpotFiles(app: FastifyInstance, mediaDir: string): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: mediaDir, serve: false, acceptRanges: true });
    scope.get(`${AD_SPOT_URL_PREFIX}/:file`, { schema: { hide: true } }, async (request, reply) => {
      const id = SPOT_NAME.exec((request.params as { file: string }).file)?.[1];
      const file = id && adSpotFile(mediaDir, id);
      if (
        !file ||
        !(await stat(file).then(
          (found) => found.isFile(),
          () => false,
        ))
      ) {
        throw new Problem(404, ErrorCode.NOT_FOUND, 'No such ad spot');
      }
      reply.header('content-type', 'video/mp4').header('cache-control', `public, max-age=${SPOT_MAX_AGE_S}`);
      return reply.sendFile(path.relative(mediaDir, file), mediaDir, { contentType: false, cacheControl: false });
    });
  });
}
