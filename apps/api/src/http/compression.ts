import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_FROM_BYTES, encodingFor, weakEtag } from './shared-answers.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Made for each answer: fast settings, a quarter of the time of the best ratio for a few percent more bytes. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/**
 * The API's JSON goes out compressed to a browser that takes it: a signed-in viewer's home media view is 313 KB as
 * it is and about 30 KB in br. Register last: every other onSend (the ETag, the shared answers) reads the plain body.
 * Compression runs in libuv's pool, off the event loop; answers kept for visitors come compressed already.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_FROM_BYTES || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const vary = reply.getHeader('vary');
    reply.header('content-encoding', encoding).header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    reply.removeHeader('content-length');
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string') reply.header('etag', weakEtag(etag));
    return encoding === 'br'
      ? brotli(payload, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipped(payload, { level: GZIP_LEVEL });
  });
}
