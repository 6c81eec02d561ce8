import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '@efir/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Problem } from '../../http/problem.js';
import { clipKey, DEFAULT_HLS_KEY_URI, MEDIA_MIME_TYPES, PREVIEW_FILE, PREVIEW_URL_PREFIX } from '../../media/index.js';
import { MEDIA_PREFIX, type MediaTokens } from './media-token.js';
import { fileDigests, isMediaSegment, REPR_DIGEST_HEADER } from './segment-digest.js';

const PREVIEW_NAME = /^([a-z0-9][a-z0-9-]*)\.mp4$/;
/** Previews never change for a packaged clip (a new package is a new layout version, and a restart). */
const PREVIEW_MAX_AGE_S = 86_400;

/** Packaged media, served with range requests to holders of a valid, unexpired token whose scope covers the path. */
export async function registerMediaFiles(app: FastifyInstance, mediaDir: string, secret: string, tokens: MediaTokens): Promise<void> {
  const digestOf = fileDigests();
  await app.register(async (media) => {
    await media.register(fastifyStatic, { root: mediaDir, serve: false, acceptRanges: true });
    media.get(`${MEDIA_PREFIX}/:token/*`, async (request, reply) => {
      const { token, '*': file } = request.params as { token: string; '*': string };
      const relative = path.posix.normalize(`/${file}`);
      tokens.open(token, { path: relative });
      const type = MEDIA_MIME_TYPES[path.extname(relative)];
      if (!type) throw new Problem(404, ErrorCode.NOT_FOUND, 'No such media file');
      // Token-gated, so no shared cache may keep it; the browser may, for the token's lifetime.
      return sendMediaFile(reply, mediaDir, relative.slice(1), type, 'private, max-age=3600', isMediaSegment(relative) ? digestOf : null);
    });

    // A few silent seconds at 360p, like a poster: public, so a CDN may keep them and a landing page needs no token.
    media.get(`${PREVIEW_URL_PREFIX}/:file`, async (request, reply) => {
      const clip = PREVIEW_NAME.exec((request.params as { file: string }).file)?.[1];
      if (!clip) throw new Problem(404, ErrorCode.NOT_FOUND, 'No such preview');
      return sendMediaFile(reply, mediaDir, `vod/${clip}/${PREVIEW_FILE}`, 'video/mp4', `public, max-age=${PREVIEW_MAX_AGE_S}`);
    });

    // HLS SAMPLE-AES-CTR with ClearKey fetches the raw key from beside the playlist: only the token's own session gets it.
    media.get(`${MEDIA_PREFIX}/:token/vod/:clip/cenc/${DEFAULT_HLS_KEY_URI}`, { config: { access: 'session' } }, async (request, reply) => {
      const { token, clip } = request.params as { token: string; clip: string };
      tokens.open(token, { path: `/vod/${clip}/cenc/${DEFAULT_HLS_KEY_URI}`, sessionId: request.session!.id });
      reply.header('content-type', 'application/octet-stream').header('cache-control', 'private, no-store');
      return reply.send(clipKey(secret, clip).key);
    });
  });
}

/**
 * A file under the media dir with our type and cache policy (fastify-static's own would say public), and its digest
 * when `digestOf` is given; 404 when absent.
 */
async function sendMediaFile(
  reply: FastifyReply,
  mediaDir: string,
  relative: string,
  type: string,
  cacheControl: string,
  digestOf: ((file: string) => Promise<string>) | null = null,
) {
  const full = path.join(mediaDir, relative);
  const found = await stat(full).then(
    (file) => file.isFile(),
    () => false,
  );
  if (!found) throw new Problem(404, ErrorCode.NOT_FOUND, 'No such media file');
  reply.header('content-type', type).header('cache-control', cacheControl);
  if (digestOf) reply.header(REPR_DIGEST_HEADER, await digestOf(full));
  return reply.sendFile(relative, mediaDir, { contentType: false, cacheControl: false });
}
