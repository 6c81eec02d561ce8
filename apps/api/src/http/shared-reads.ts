import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.js';
import type { PubSub } from '../providers/pubsub.js';
import { COMPRESS_FROM_BYTES, encodingFor, varyOnEncoding } from './encoding.js';
import { etagOf, matchesEtag } from './etag.js';
import { requestLanguage } from './language.js';
import { encodedForm, type Lookup, type Scope, type SharedAnswer, type SharedAnswers, sharedAnswers } from './shared-answers.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every visitor gets the same answer (for a brand, a language and an address): kept and shared among them. */
    sharedWithVisitors?: boolean;
  }
}

/** The headers a kept answer goes out with; the rest (CSP, version …) each answer gets anew. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary'];

/** What is kept: what every visitor gets alike, and each signed-in viewer's own answers for their next reads. */
export interface KeptReads {
  visitors: SharedAnswers<SharedAnswer>;
  viewers: SharedAnswers<SharedAnswer>;
}

/** Signed-in viewers' own answers: one each for what they read lately, all of them together within this many characters. */
const VIEWER_ANSWERS_MAX_ENTRIES = 20_000;
const VIEWER_ANSWERS_MAX_CHARS = 64 * 1024 * 1024;

export function keptReads(clock: Clock, freshMs: number): KeptReads {
  return {
    visitors: sharedAnswers<SharedAnswer>(clock, { freshMs }),
    viewers: sharedAnswers<SharedAnswer>(clock, {
      freshMs,
      maxEntries: VIEWER_ANSWERS_MAX_ENTRIES,
      maxWeight: VIEWER_ANSWERS_MAX_CHARS,
      weigh: (answer) => answer.body.length,
    }),
  };
}

/** Who asks, as far as the kept answers care, told by the sessions module. */
export interface Askers {
  /** Someone who sees what every visitor sees. */
  isVisitor(request: FastifyRequest): boolean;
  /** A signed-in viewer's cookie token, which keys their own answers. */
  viewerToken(request: FastifyRequest): string | undefined;
  /** Once the session is resolved: its account, and until when its answers may go out without resolving it again. */
  viewerScope(request: FastifyRequest): Required<Scope> | undefined;
}

/** X-Cache: where an answer came from. */
const CACHE_MARKS = { visitors: { hit: 'hit', miss: 'miss' }, viewers: { hit: 'private-hit', miss: 'private-miss' } };

/** Whether an answer, by its X-Cache, is the one every visitor gets: only such reads leave a page shareable (web/ssr.ts). */
export const isVisitorsAnswer = (mark: string | null): boolean => mark === CACHE_MARKS.visitors.hit || mark === CACHE_MARKS.visitors.miss;

/**
 * Reads a crowd makes (catalogue, guide, search) answered from memory, before the session is resolved or a query runs.
 * A visitor gets the answer the first visitor made; a signed-in viewer gets their own answer again (favourites, ratings,
 * purchased flags), until their account changes (`dropViewerAnswersOnChanges`) or their session ends. Registered after
 * the geoblock, which still refuses an unserved region first.
 */
export function registerSharedReads(app: FastifyInstance, kept: KeptReads, askers: Askers): void {
  const makers = new WeakMap<FastifyRequest, { lookup: Extract<Lookup<SharedAnswer>, { kind: 'make' }>; own: boolean }>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.sharedWithVisitors) return;
    const own = !askers.isVisitor(request);
    const token = own ? askers.viewerToken(request) : undefined;
    if (own && token === undefined) return;
    const place = `${request.hostname}|${requestLanguage(request)}|${request.url}`;
    const marks = own ? CACHE_MARKS.viewers : CACHE_MARKS.visitors;
    const found = own ? kept.viewers.lookup(`${token}|${place}`) : kept.visitors.lookup(`api|${place}`);
    if (found.kind === 'make') {
      makers.set(request, { lookup: found, own });
      reply.header('x-cache', marks.miss);
      return;
    }
    const { body, headers } = found.answer;
    reply.headers(headers).header('x-cache', marks.hit);
    if (headers.etag && matchesEtag(request.headers['if-none-match'], headers.etag)) return reply.status(304).send('');
    // Kept answers are worth compressing once: the home media view is 300 KB of JSON, a tenth of that in br.
    const encoding = body.length >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(body);
    return reply
      .header('content-encoding', encoding)
      .header('vary', varyOnEncoding(headers.vary))
      .send(await encodedForm(found.answer, encoding));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const maker = makers.get(request);
    if (!maker) return payload;
    makers.delete(request);
    const scope = maker.own ? askers.viewerScope(request) : {};
    // An answer that sets a cookie is someone's own; only a whole 200 is worth keeping.
    if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie') || !scope) {
      maker.lookup.drop();
      return payload;
    }
    const headers: Record<string, string> = { etag: etagOf(payload) };
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    maker.lookup.keep({ body: payload, headers }, scope);
    return payload;
  });

  // A request that ended before its answer was sent (a closed connection) lets the next one make it.
  app.addHook('onResponse', async (request) => {
    makers.get(request)?.lookup.drop();
    makers.delete(request);
  });
}

/** Told to every instance when the operator (or a developer's tool) changed something: each drops what it kept. */
const SHARED_ANSWERS_CHANGED = 'shared-answers.changed';
/** Told to every instance when a viewer changed something of their account: each drops that account's answers. */
const VIEWER_ANSWERS_CHANGED = 'viewer-answers.changed';
const CHANGES = /^\/api\/(operator|dev)\//;

/**
 * A write through the operator API (an import, banners, a block) or the developer tools (the clock, due jobs) may change
 * what everyone sees: every kept answer goes, on every instance. A CLI import shows within SHARED_ANSWER_FRESH_MS.
 * A signed-in viewer's write (a favourite, a rating, a profile, a purchase, a sign-out) drops their account's answers on
 * every instance; what changes an account with no request of theirs (a payment captured, a renewal) goes by
 * `kept.viewers.drop` where its account event is announced.
 */
export function clearKeptReadsOnChanges(
  app: FastifyInstance,
  kept: KeptReads,
  pubsub: PubSub,
  accountOf: (request: FastifyRequest) => string | null | undefined,
): void {
  pubsub.subscribe(SHARED_ANSWERS_CHANGED, () => {
    kept.visitors.clear();
    kept.viewers.clear();
  });
  pubsub.subscribe(VIEWER_ANSWERS_CHANGED, (accountId) => kept.viewers.drop(accountId));
  // Before the answer goes out, so the next read already sees the change; on this instance at once, whether or not
  // Redis carries the message back.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    if (CHANGES.test(request.url)) {
      if (reply.statusCode >= 400) return payload;
      kept.visitors.clear();
      kept.viewers.clear();
      await pubsub.publish(SHARED_ANSWERS_CHANGED, '');
      return payload;
    }
    const accountId = accountOf(request);
    if (!accountId) return payload;
    kept.viewers.drop(accountId);
    await pubsub.publish(VIEWER_ANSWERS_CHANGED, accountId);
    return payload;
  });
}
