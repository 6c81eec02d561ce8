import type { FastifyInstance } from 'fastify';
import { COMPRESS_FROM_BYTES, compress, encodingFor, varyOnEncoding } from './encoding.js';
import { weakEtag } from './etag.js';

/**
 * The API's JSON goes out compressed to a browser that takes it: a signed-in viewer's home media view is 313 KB as
 * it is and about 30 KB in br. Register last: every other onSend (the ETag, the shared answers) reads the plain body.
 * Answers kept for visitors come compressed already.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_FROM_BYTES || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).header('vary', varyOnEncoding(reply.getHeader('vary')));
    reply.removeHeader('content-length');
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string') reply.header('etag', weakEtag(etag));
    return compress(payload, encoding, 'each');
  });
}
