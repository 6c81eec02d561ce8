import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PubSub } from '../providers/pubsub.js';
import { COMPRESS_FROM_BYTES, encodingFor, varyOnEncoding } from './encoding.js';
import { etagOf, matchesEtag, weakEtag } from './etag.js';
import { requestLanguage } from './language.js';
import { encodedForm, type Lookup, type SharedAnswer, type SharedAnswers } from './shared-answers.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every visitor gets the same answer (for a brand, a language and an address): kept and shared among them. */
    sharedWithVisitors?: boolean;
  }
}

/** The headers a kept answer goes out with; the rest (CSP, version …) each answer gets anew. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary'];

/**
 * Reads a crowd of visitors makes (catalogue, guide, search) answered from memory: the first visitor's answer is kept
 * and the next ones get its bytes before their session is resolved or a query runs. Registered after the geoblock, which
 * still refuses an unserved region first. Signed-in viewers always get their own answer (favourites, purchased flags).
 */
export function registerSharedReads(
  app: FastifyInstance,
  answers: SharedAnswers<SharedAnswer>,
  isVisitor: (request: FastifyRequest) => boolean,
): void {
  const makers = new WeakMap<FastifyRequest, Extract<Lookup<SharedAnswer>, { kind: 'make' }>>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.sharedWithVisitors || !isVisitor(request)) return;
    const found = answers.lookup(`api|${request.hostname}|${requestLanguage(request)}|${request.url}`);
    if (found.kind === 'make') {
      makers.set(request, found);
      reply.header('x-cache', 'miss');
      return;
    }
    const { body, headers } = found.answer;
    reply.headers(headers).header('x-cache', 'hit');
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
    // An answer that sets a cookie is someone's own; only a whole 200 is worth keeping.
    if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie')) {
      maker.drop();
      return payload;
    }
    const headers: Record<string, string> = { etag: etagOf(payload) };
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    maker.keep({ body: payload, headers });
    return payload;
  });

  // A request that ended before its answer was sent (a closed connection) lets the next one make it.
  app.addHook('onResponse', async (request) => {
    makers.get(request)?.drop();
    makers.delete(request);
  });
}

/** Told to every instance when the operator (or a developer's tool) changed something: each drops what it kept. */
const SHARED_ANSWERS_CHANGED = 'shared-answers.changed';
const CHANGES = /^\/api\/(operator|dev)\//;

/**
 * A write through the operator API (an import, banners, a block) or the developer tools (the clock, due jobs) may change
 * what every visitor sees: the kept answers go on every instance. A CLI import shows within SHARED_ANSWER_FRESH_MS.
 */
export function clearSharedAnswersOnChanges(app: FastifyInstance, answers: SharedAnswers<SharedAnswer>, pubsub: PubSub): void {
  pubsub.subscribe(SHARED_ANSWERS_CHANGED, () => answers.clear());
  // Before the answer goes out, so the operator's next read already sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400 || !CHANGES.test(request.url)) return payload;
    // This instance at once, whether or not Redis carries the message back.
    answers.clear();
    await pubsub.publish(SHARED_ANSWERS_CHANGED, '');
    return payload;
  });
}
