import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce: server-rendered scripts carry it, nothing else may run inline. */
    cspNonce: string;
  }
}

/** Pages partners may frame (the embedded player and its purchase and promo-code pages); nothing else is frameable. */
const EMBED_PATH = /^\/embed(\/|$|\?)/;
const HSTS_MAX_AGE_S = 180 * 24 * 3600;

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'autoplay=(self)',
  'fullscreen=(self)',
  'encrypted-media=(self)',
  'picture-in-picture=(self)',
].join(', ');

/**
 * The policy of a page: scripts only from here or with the nonce; shaka plays from blob: URLs through MediaSource;
 * brand tokens come as inline style attributes; the card form posts to the acquirer and frames its 3-D Secure page;
 * the operator's iframe messages frame pages of the origins configured for them; error reports go to the operator's Sentry;
 * players announce to the operator's peer-to-peer trackers; the player fetches VAST from the advertisers' origins, plays
 * their ad video and requests their pixels (images, and a banner click's keepalive fetch).
 */
function contentSecurityPolicy(
  nonce: string,
  frameAncestors: string,
  acquirerOrigin: string | undefined,
  reportingOrigin: string | null,
  messageFrameOrigins: string[],
  trackerOrigins: string[],
  adOrigins: string[],
): string {
  const ads = adOrigins.map((origin) => ` ${origin}`).join('');
  const trackers = trackerOrigins.map((origin) => ` ${origin}`).join('');
  const acquirer = acquirerOrigin ? ` ${acquirerOrigin}` : '';
  const messageFrames = messageFrameOrigins.map((origin) => ` ${origin}`).join('');
  const reporting = reportingOrigin ? ` ${reportingOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${ads}`,
    `media-src 'self' blob:${ads}`,
    "font-src 'self' data:",
    `connect-src 'self'${acquirer}${ads}${reporting}${trackers}`,
    `frame-src 'self'${acquirer}${messageFrames}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const NONCE_BYTES = 16;
/** Nonces are cut from random bytes drawn this many at a time: drawn for each answer, they were an eighth of a kept read's cost. */
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolAt = 0;

function newNonce(): string {
  if (poolAt === randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    poolAt = 0;
  }
  poolAt += NONCE_BYTES;
  return randomPool.toString('base64', poolAt - NONCE_BYTES, poolAt);
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Cookies set on an answer that went out over HTTPS (directly or from a trusted proxy) are Secure, whatever the mode. */
function secureCookies(reply: FastifyReply): void {
  const cookies = reply.getHeader('set-cookie');
  if (cookies === undefined) return;
  const secured = (Array.isArray(cookies) ? cookies : [String(cookies)]).map((cookie) =>
    /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`,
  );
  // Fastify appends Set-Cookie values: drop the plain ones first.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', secured);
}

/**
 * Headers every answer carries: CSP (with a nonce per request), framing refused except for /embed/* by the operator's
 * partner origins (EFIR_EMBED_ORIGINS), frames of the iframe messages' origins (EFIR_MESSAGE_FRAME_ORIGINS), the
 * advertisers' origins (EFIR_AD_ORIGINS), no MIME sniffing, a strict referrer policy, a permissions policy, and HSTS when
 * the request came over HTTPS.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  embedOrigins: string[],
  acquirerOrigin: () => string | undefined = () => undefined,
  reportingOrigin: string | null = null,
  messageFrameOrigins: string[] = [],
  trackerOrigins: string[] = [],
  adOrigins: string[] = [],
): void {
  const embedAncestors = ["'self'", ...embedOrigins].join(' ');
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = newNonce();
  });
  app.addHook('onSend', async (request, reply) => {
    const embed = EMBED_PATH.test(request.url);
    reply.header(
      'content-security-policy',
      contentSecurityPolicy(
        request.cspNonce,
        embed ? embedAncestors : "'none'",
        acquirerOrigin(),
        reportingOrigin,
        messageFrameOrigins,
        trackerOrigins,
        adOrigins,
      ),
    );
    if (!embed) reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isHttps(request)) {
      reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_S}`);
      secureCookies(reply);
    }
  });
}
