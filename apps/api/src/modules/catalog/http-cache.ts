import type { FastifyInstance, FastifyReply } from 'fastify';
import { etagOf, matchesEtag } from '../../http/etag.js';

/** An answer that depends on the viewer (profile limits, favourites, language): caches must not share it. */
export function privateAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-cache').header('vary', 'cookie');
}

/**
 * An answer the same for every profile, cacheable by browsers and a CDN for `maxAgeSeconds`; it still
 * follows the language cookie, hence Vary.
 */
export function publicAnswer(reply: FastifyReply, maxAgeSeconds: number): void {
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('vary', 'cookie');
}

/**
 * Public and private GET answers get an ETag from their body, and a matching If-None-Match gets 304 without it: a
 * private answer is asked again every time (a profile switch keeps the cookie, so a kept copy could show another
 * profile's limits) and comes back empty when nothing changed. Answers that set their own ETag (images) keep it.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    const cacheable = cacheControl.startsWith('public') || cacheControl.startsWith('private');
    if (request.method !== 'GET' || reply.statusCode !== 200 || !cacheable || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.status(304);
    return '';
  });
}
