import { existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import type { EfirLoadContext } from '../../../web/app/server-context.js';
import { SESSION_COOKIE } from '../modules/sessions/plugin.js';

export interface SsrOptions {
  buildDir: string;
  mode: 'development' | 'production';
  version: string;
  forcedBrand: string | undefined;
  /** The origin a request is rendered for (see publicOrigin): never the raw Host header. */
  originOf(request: FastifyRequest): string;
  /** Where the API is reached from page loaders: in-process, or a remote API for a web-only instance. */
  apiFetchFor(request: FastifyRequest): { apiFetch: typeof fetch; apiBaseUrl: string };
}

/** Hashed file names under /assets never change, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const serverEntry = path.join(options.buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) throw new Error(`The web app is not built (${serverEntry} is missing): run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, options.mode);

  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, 'client'),
    wildcard: false,
    decorateReply: false,
    // The web build writes .br and .gz twins of its assets (vite.config.ts): they go out as they are.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  // Its own plugin so the body parsers can go: React Router reads the raw body of form posts itself.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    pages.all('/*', async (request, reply) => {
      const context = await loadContext(request, reply, options);
      // The web app augments AppLoadContext with EfirLoadContext's fields.
      const response = await handle(toRequest(request, reply, options.originOf(request)), context as unknown as AppLoadContext);
      return sendResponse(request, reply, response);
    });
  });
}

async function loadContext(request: FastifyRequest, reply: FastifyReply, options: SsrOptions): Promise<EfirLoadContext> {
  const { apiFetch, apiBaseUrl } = options.apiFetchFor(request);
  const context: EfirLoadContext = {
    apiFetch,
    apiBaseUrl,
    requestCookie: request.headers.cookie ?? '',
    appendSetCookie: (value) => {
      reply.header('set-cookie', [...toArray(reply.getHeader('set-cookie')), value]);
    },
    forcedBrand: options.forcedBrand,
    version: options.version,
    cspNonce: request.cspNonce || undefined,
  };
  // Crawler files are public and cached: they must not hand out a session cookie.
  if (!SESSIONLESS_PATHS.has(request.url.split('?')[0]!)) await ensureSession(context);
  return context;
}

/** Addresses answered without a visitor session: what search engines and monitors fetch. */
const SESSIONLESS_PATHS = new Set(['/robots.txt', '/sitemap.xml']);

/**
 * spec 1 §4: a visitor without a live session gets a demo session before anything renders, so all loaders
 * of this page share one session instead of racing to create several.
 */
async function ensureSession(context: EfirLoadContext): Promise<void> {
  const hasCookie = context.requestCookie.split(/;\s*/).some((part) => part.startsWith(`${SESSION_COOKIE}=`));
  const headers = { cookie: context.requestCookie, accept: 'application/json' };
  let response = hasCookie ? await context.apiFetch(`${context.apiBaseUrl}/api/v1/session`, { headers }) : undefined;
  if (!response || response.status === 401) {
    response = await context.apiFetch(`${context.apiBaseUrl}/api/v1/sessions/demo`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
  }
  for (const setCookie of response.headers.getSetCookie()) {
    context.appendSetCookie(setCookie);
    const pair = setCookie.split(';')[0]!;
    const name = pair.split('=')[0]!;
    const kept = context.requestCookie.split(/;\s*/).filter((part) => part && !part.startsWith(`${name}=`));
    context.requestCookie = [...kept, pair].join('; ');
  }
}

function toRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  // Abort on the response side only: the request stream closes as soon as a POST body is read.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of toArray(value)) headers.append(key, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(origin + request.url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable), duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendResponse(request: FastifyRequest, reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', [...toArray(reply.getHeader('set-cookie')), ...cookies]);
  if (!response.body) return reply.send();
  const compressible = COMPRESSIBLE.test(response.headers.get('content-type') ?? '') && !response.headers.has('content-encoding');
  const encoding = compressible ? encodingFor(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(response.body);
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding').removeHeader('content-length');
  // pipeline, not pipe: a render that fails mid-stream destroys the compressed stream too, which ends the answer.
  const compressed = compressor(encoding);
  pipeline(Readable.fromWeb(response.body as never), compressed, () => undefined);
  return reply.send(compressed);
}

/** Pages and data answers are text, several times smaller compressed: the home page's HTML is about 360 KB raw. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript))/;

/** br when the browser takes it, else gzip; a `;q=0` entry refuses that encoding. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((entry) => entry.trim().split(';'))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** Each chunk React streams is flushed at once, so compression does not hold back the first bytes of the page. */
function compressor(encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? createBrotliCompress({ flush: zlib.BROTLI_OPERATION_FLUSH, params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ flush: zlib.Z_SYNC_FLUSH, level: 6 });
}

function toArray(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}
