import { endpoints } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { checkSize, type ImagesService, MIME, negotiateFormat, variantName } from './service.js';

const endpoint = endpoints['images.get'];
/** Image URLs change whenever the content does, so a copy may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /api/v1/images/:kind/:key?profile=&width=&height=. Registered by hand rather than through the contract's
 * JSON route helper: it answers bytes, needs no session, and negotiates its format by Accept.
 */
export function imagesRoutes(app: FastifyInstance, images: ImagesService): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: 'images.get',
      summary: endpoint.summary,
      tags: [endpoint.tag],
      params: endpoint.params,
      querystring: endpoint.query,
    },
    handler: async (request, reply) => {
      const { kind, key } = request.params as z.output<typeof endpoint.params>;
      const query = request.query as z.output<typeof endpoint.query>;
      const size = checkSize(query);
      const format = negotiateFormat(request.headers.accept, kind);
      const variant = { kind, key, profile: query.profile, ...size, format };
      const etag = `"${variantName(variant)}"`;
      // Only a found image is cacheable; a 404 must not stick for a year.
      const cacheable = () => reply.header('cache-control', IMMUTABLE).header('vary', 'Accept').header('etag', etag);
      if (request.headers['if-none-match'] === etag && (await images.exists(kind, key))) return cacheable().status(304).send();
      const { data, lasting } = await images.variant(variant);
      // Artwork standing in for an address not fetched yet must not be kept: the next request tries the address again.
      if (!lasting) return reply.header('cache-control', 'no-store').type(MIME[format]).send(data);
      return cacheable().type(MIME[format]).send(data);
    },
  });
}
