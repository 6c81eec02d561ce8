import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import type { EfirLoadContext } from '../../../web/app/server-context.js';
import { type Encoding, encodingFor } from '../http/encoding.js';
import { encodedForm, type Lookup, type SharedAnswer, type SharedAnswers } from '../http/shared-answers.js';
import { isVisitorsAnswer } from '../http/shared-reads.js';
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
  /** Pages rendered for visitors, kept and shared among them (docs/decisions/0021); none kept without. */
  sharedPages: SharedAnswers<SharedAnswer> | undefined;
  isVisitor(request: FastifyRequest): boolean;
  /** The geoblock's answer for the request's address: a kept page goes only where the service is offered. */
  servesRegion(request: FastifyRequest): Promise<boolean>;
}

/** The web app's entry names what a visitor's page depends on (apps/web/app/entry.server.tsx). */
type PageVariant = (request: { url: string; cookie: string; userAgent: string }) => string;

/** Hashed file names under /assets never change, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const serverEntry = path.join(options.buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) throw new Error(`The web app is not built (${serverEntry} is missing): run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, options.mode);
  const { sharedPageVariant: variantOf } = build.entry.module as unknown as { sharedPageVariant: PageVariant };
  const clientDir = path.join(options.buildDir, 'client');
  const pageOptions = { ...options, stylesheet: builtStylesheets(clientDir), chunkUrls: builtChunks(clientDir) };

  await app.register(fastifyStatic, {
    root: clientDir,
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
      const origin = options.originOf(request);
      // Someone from an unserved region gets a render of their own: its loaders meet the 451 and go to /geoblock.
      const found =
        options.sharedPages && request.method === 'GET' && options.isVisitor(request) && (await options.servesRegion(request))
          ? options.sharedPages.lookup(sharedPageKey(request, origin, variantOf))
          : undefined;
      const context = await loadContext(request, reply, pageOptions, found !== undefined && found.kind !== 'make');
      if (found && found.kind !== 'make') return sendShared(request, reply, found.answer);
      const reads = found ? watchReads(context) : undefined;
      // The web app augments AppLoadContext with EfirLoadContext's fields.
      const response = await handle(toRequest(request, reply, origin), context as unknown as AppLoadContext);
      return sendResponse(request, reply, response, found, () => reads?.personal !== true);
    });
  });
}

/** The web build's stylesheets by their address (/assets/name.css), each read once. */
function builtStylesheets(clientDir: string): EfirLoadContext['stylesheet'] {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    const file = /^\/assets\/[\w.-]+\.css(?=[#?]|$)/.exec(href)?.[0];
    if (file === undefined) return undefined;
    if (!texts.has(file)) {
      const at = path.join(clientDir, file);
      texts.set(file, existsSync(at) ? readFileSync(at, 'utf8') : undefined);
    }
    return texts.get(file);
  };
}

/**
 * The addresses of a lazily imported chunk, by its name in the client build's manifest (the imported file's name: 'rus'
 * for app/i18n/rus.ts; a package's CommonJS build has no other name there), and of the chunks it imports, at any depth:
 * the chunk first. A name two chunks share names neither. None in development.
 */
function builtChunks(clientDir: string): EfirLoadContext['chunkUrls'] {
  const file = path.join(clientDir, '.vite/manifest.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
  const withImports = (key: string, seen: Set<string>): string[] => {
    if (seen.has(key) || !manifest[key]) return [];
    seen.add(key);
    return [`/${manifest[key].file}`, ...(manifest[key].imports ?? []).flatMap((imported) => withImports(imported, seen))];
  };
  const urls = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry === true) urls.set(chunk.name, urls.has(chunk.name) ? [] : withImports(key, new Set()));
  }
  return (name) => urls.get(name) ?? [];
}

type ManifestChunk = { file: string; name: string; isDynamicEntry?: boolean; imports?: string[] };

const sharedPageKey = (request: FastifyRequest, origin: string, variantOf: PageVariant) =>
  `page|${origin}|${variantOf({ url: request.url, cookie: request.headers.cookie ?? '', userAgent: request.headers['user-agent'] ?? '' })}|${request.url}`;

/** `kept`: the page comes from the shared ones, so only a visitor without any session needs one made. */
async function loadContext(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SsrOptions & Pick<EfirLoadContext, 'stylesheet' | 'chunkUrls'>,
  kept = false,
): Promise<EfirLoadContext> {
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
    stylesheet: options.stylesheet,
    chunkUrls: options.chunkUrls,
  };
  // Crawler files are public and cached: they must not hand out a session cookie.
  const sessionless = SESSIONLESS_PATHS.has(request.url.split('?')[0]!);
  if (!sessionless && !(kept && request.cookies[SESSION_COOKIE])) await ensureSession(context);
  return context;
}

/** The session check every page makes: the same `is_auth: false` for every visitor. */
const SESSION_CHECK = '/api/v1/session';

/**
 * Whether the render read anything of this visitor's own (a position, a support chat): such a page is not shared. Only
 * reads answered from the visitors' shared answers (X-Cache hit or miss) and the session check leave a page shareable,
 * so a loader added later that reads something personal makes its page unshared rather than shown to other visitors.
 */
function watchReads(context: EfirLoadContext): { personal: boolean } {
  const reads = { personal: false };
  const apiFetch = context.apiFetch;
  context.apiFetch = async (input, init) => {
    const response = await apiFetch(input, init);
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (!isVisitorsAnswer(response.headers.get('x-cache')) && path !== SESSION_CHECK) reads.personal = true;
    return response;
  };
  return reads;
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

async function sendResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  found: Lookup<SharedAnswer> | undefined,
  shareable: () => boolean,
): Promise<FastifyReply> {
  reply.status(response.status);
  const kept: Record<string, string> = {};
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
    kept[key] = value;
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', [...toArray(reply.getHeader('set-cookie')), ...cookies]);
  // A page that sets a cookie of its own (the TV view's switch) or is not a whole 200 is this request's alone.
  const maker = found?.kind === 'make' ? found : undefined;
  const keeping = maker && response.status === 200 && cookies.length === 0 && response.body && shareable() ? maker : undefined;
  if (maker && !keeping) maker.drop();
  if (keeping) reply.header('x-cache', 'miss');
  if (!response.body) return reply.send();
  let body = Readable.fromWeb(response.body as never);
  if (keeping) body = pipeline(body, keptOnTheWay(keeping, kept, request.cspNonce, shareable), () => undefined);
  const compressible = COMPRESSIBLE.test(response.headers.get('content-type') ?? '') && !response.headers.has('content-encoding');
  const encoding = compressible ? encodingFor(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body);
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding').removeHeader('content-length');
  // pipeline, not pipe: a render that fails mid-stream destroys the compressed stream too, which ends the answer.
  return reply.send(pipeline(body, compressor(encoding), () => undefined));
}

/**
 * Passes the page on as it streams and keeps the whole of it once it ends, unless something it rendered on the way read
 * the visitor's own data; a broken stream keeps nothing.
 */
function keptOnTheWay(
  maker: Extract<Lookup<SharedAnswer>, { kind: 'make' }>,
  headers: Record<string, string>,
  nonce: string,
  shareable: () => boolean,
) {
  const chunks: Buffer[] = [];
  let whole = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      whole = shareable();
      if (whole) maker.keep({ body: Buffer.concat(chunks).toString('utf8'), headers, nonce });
      done();
    },
    destroy(error, done) {
      if (!whole) maker.drop();
      done(error);
    },
  });
}

/**
 * A kept page goes out as it was rendered, with the CSP nonce its scripts carry: the nonce is as unguessable as ever
 * for anything injected, since the page's bytes were fixed before anyone saw it (docs/decisions/0021).
 */
async function sendShared(request: FastifyRequest, reply: FastifyReply, page: SharedAnswer): Promise<FastifyReply> {
  if (page.nonce) request.cspNonce = page.nonce;
  reply.headers(page.headers).header('x-cache', 'hit');
  const encoding = COMPRESSIBLE.test(page.headers['content-type'] ?? '') ? encodingFor(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(page.body);
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(await encodedForm(page, encoding));
}

/** Pages and data answers are text, several times smaller compressed: the home page's HTML is about 360 KB raw. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript))/;

/** Each chunk React streams is flushed at once, so compression does not hold back the first bytes of the page. */
function compressor(encoding: Encoding) {
  return encoding === 'br'
    ? createBrotliCompress({ flush: zlib.BROTLI_OPERATION_FLUSH, params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ flush: zlib.Z_SYNC_FLUSH, level: 6 });
}

function toArray(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}
