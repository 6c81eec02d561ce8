import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { Clock } from '../../../lib/clock.js';
import { CardBind, CardCreate, CreateBinding, CreatePayment, type DeclineReason, REQ_STATUS, type SavedCard } from '../protocol.js';
import { callbackQueue } from './callbacks.js';
import { challengeForm, challengeResult } from './challenge-page.js';
import { type Binding, type Payment, type StoredCard, sandboxState } from './state.js';
import { CHALLENGE_CODE, type CheckedCard, checkCard, isExpired } from './test-cards.js';

export interface SandboxOptions {
  host: string;
  /** 0: any free port. */
  port: number;
  /** What browsers reach it at; http://<host>:<port> unless given. */
  publicUrl?: string;
  merchantKey: string;
  callbackSecret: string;
  /** The merchant's callback endpoint. */
  callbackUrl: string;
  /** The merchant's pages: the only origins that may post card data and frame the 3-D Secure page. */
  merchantOrigins: string[];
  clock: Clock;
  /** Keeps saved cards, bindings and payments across restarts. */
  stateFile?: string;
  delivery: 'timers' | 'manual';
  /** How callbacks reach the merchant (tests deliver them in process). */
  fetch?: typeof fetch;
  warn?: (message: string) => void;
}

/** Card tokens from the form and 3-D Secure challenges expire: a viewer has this long to go on. */
const SHORT_LIVED_MS = 15 * 60_000;

interface Challenge {
  id: string;
  kind: 'binding' | 'payment';
  ref: string;
  card: StoredCard;
  amount_minor: number;
  currency: string;
  expires_at: number;
  answered: boolean;
}

const refusal = (reqStatus: number, message: string) => ({ reqStatus, message });

/**
 * The built-in sandbox acquirer (docs/decisions/0012): its own HTTP server on its own origin, so the card form's
 * requests are really cross-origin. Merchant API under /v1 (Bearer key); the browser's card create and bind under
 * /checkout/card (CORS for the merchant's origins only); the 3-D Secure page under /checkout/challenge (framable by
 * them only). It keeps no card number and no CVC, and logs no request.
 */
export async function startSandboxAcquirer(options: SandboxOptions) {
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  const state = sandboxState(options.stateFile);
  const formTokens = new Map<string, { card: CheckedCard; expires_at: number }>();
  const challenges = new Map<string, Challenge>();
  const warn = options.warn ?? (() => {});
  const callbacks = callbackQueue({
    url: options.callbackUrl,
    secret: options.callbackSecret,
    clock: options.clock,
    delivery: options.delivery,
    fetch: options.fetch ?? fetch,
    warn,
  });
  let publicUrl = options.publicUrl ?? '';
  const now = () => options.clock.now();
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  const publicBinding = (binding: Binding) => ({
    req_id: binding.req_id,
    order_ref: binding.order_ref,
    status: binding.status,
    challenge_url: binding.challenge_url,
    card: binding.card,
    decline: binding.decline,
  });
  const publicPayment = ({ token: _token, ...payment }: Payment) => payment;

  function updateBinding(binding: Binding, change: Partial<Binding>): void {
    Object.assign(binding, change);
    state.save();
    callbacks.push({ type: 'binding.updated', data: publicBinding(binding) });
  }
  function updatePayment(payment: Payment, change: Partial<Payment>): void {
    Object.assign(payment, change);
    state.save();
    callbacks.push({ type: 'payment.updated', data: publicPayment(payment) });
  }

  function openChallenge(kind: Challenge['kind'], ref: string, card: StoredCard, amount_minor: number, currency: string): string {
    const challenge = {
      id: id('ch'),
      kind,
      ref,
      card,
      amount_minor,
      currency,
      expires_at: now().getTime() + SHORT_LIVED_MS,
      answered: false,
    };
    challenges.set(challenge.id, challenge);
    return `${publicUrl}/checkout/challenge/${challenge.id}`;
  }

  function saveCard(card: CheckedCard): SavedCard {
    const token = id('tok');
    state.cards[token] = card;
    return { token, brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year };
  }

  /** A bound card's outcome for a payment: declined, a challenge for the viewer, or captured. */
  function paymentOutcome(card: StoredCard | undefined, initiator: 'customer' | 'merchant'): DeclineReason | 'challenge' | 'captured' {
    if (!card) return 'invalid_card';
    if (isExpired(card, now())) return 'expired_card';
    const behaviour = card.behaviour;
    if (behaviour.kind === 'decline') return behaviour.reason;
    if (behaviour.kind === 'bind_then_insufficient') return 'insufficient_funds';
    if (behaviour.kind === 'challenge_always' && initiator === 'customer') return 'challenge';
    return 'captured';
  }

  // --- the merchant API -------------------------------------------------------------------------------------------
  const merchantOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== `Bearer ${options.merchantKey}`) return reply.status(401).send({ message: 'bad merchant key' });
  };

  app.register(async (merchant) => {
    merchant.addHook('onRequest', merchantOnly);

    merchant.post('/v1/bindings', async (request, reply) => {
      const body = CreateBinding.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'bad binding' });
      const existing = state.bindingByOrder(body.data.order_ref);
      if (existing) return publicBinding(existing);
      const binding: Binding = {
        req_id: id('req'),
        order_ref: body.data.order_ref,
        status: 'created',
        challenge_url: null,
        card: null,
        decline: null,
        amount_minor: body.data.amount_minor,
        currency: body.data.currency,
      };
      state.bindings[binding.req_id] = binding;
      state.save();
      return publicBinding(binding);
    });

    merchant.get<{ Params: { req_id: string } }>('/v1/bindings/:req_id', async (request, reply) => {
      const binding = state.bindings[request.params.req_id];
      return binding ? publicBinding(binding) : reply.status(404).send({ message: 'no such binding' });
    });

    merchant.post('/v1/payments', async (request, reply) => {
      const body = CreatePayment.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'bad payment' });
      const existing = state.paymentByOrder(body.data.order_ref);
      if (existing) {
        const same = existing.token === body.data.token && existing.amount_minor === body.data.amount_minor;
        return same ? publicPayment(existing) : reply.status(409).send({ message: 'order_ref already paid differently' });
      }
      const card = state.cards[body.data.token];
      const outcome = paymentOutcome(card, body.data.initiator);
      const payment: Payment = {
        payment_id: id('pay'),
        order_ref: body.data.order_ref,
        token: body.data.token,
        status: outcome === 'captured' ? 'captured' : outcome === 'challenge' ? 'challenge' : 'declined',
        amount_minor: body.data.amount_minor,
        currency: body.data.currency,
        challenge_url: null,
        decline: outcome === 'captured' || outcome === 'challenge' ? null : outcome,
      };
      if (outcome === 'challenge' && card)
        payment.challenge_url = openChallenge('payment', payment.payment_id, card, payment.amount_minor, payment.currency);
      state.payments[payment.payment_id] = payment;
      state.save();
      callbacks.push({ type: 'payment.updated', data: publicPayment(payment) });
      return publicPayment(payment);
    });

    merchant.get<{ Querystring: { order_ref?: string } }>('/v1/payments', async (request, reply) => {
      const payment = state.paymentByOrder(String(request.query.order_ref ?? ''));
      return payment ? publicPayment(payment) : reply.status(404).send({ message: 'no such payment' });
    });

    merchant.post<{ Params: { payment_id: string } }>('/v1/payments/:payment_id/refund', async (request, reply) => {
      const payment = state.payments[request.params.payment_id];
      if (!payment) return reply.status(404).send({ message: 'no such payment' });
      if (payment.status === 'captured') updatePayment(payment, { status: 'refunded' });
      else if (payment.status !== 'refunded') return reply.status(409).send({ message: 'only a captured payment is refunded' });
      return publicPayment(payment);
    });
  });

  // --- the browser's card form ------------------------------------------------------------------------------------
  app.register(async (browser) => {
    const allowed = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      return origin !== undefined && options.merchantOrigins.includes(origin) ? origin : undefined;
    };
    browser.addHook('onRequest', async (request, reply) => {
      const origin = allowed(request);
      if (!origin) return reply.status(403).send(refusal(REQ_STATUS.format_error, 'origin not allowed'));
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
      if (request.method === 'OPTIONS') {
        return reply
          .status(204)
          .header('access-control-allow-methods', 'POST')
          .header('access-control-allow-headers', 'content-type')
          .header('access-control-max-age', '600')
          .send();
      }
    });
    browser.options('/checkout/card/create', async () => undefined);
    browser.options('/checkout/card/bind', async () => undefined);

    browser.post('/checkout/card/create', async (request) => {
      const fields = CardCreate.safeParse(request.body);
      if (!fields.success) return refusal(REQ_STATUS.format_error, 'card fields are missing or malformed');
      const checked = checkCard(fields.data, now());
      if (!checked.card) return refusal(checked.reqStatus, 'the card was not accepted');
      const card_token = id('ct');
      formTokens.set(card_token, { card: checked.card, expires_at: now().getTime() + SHORT_LIVED_MS });
      return { reqStatus: REQ_STATUS.approved, card_token, brand: checked.card.brand, last4: checked.card.last4 };
    });

    browser.post('/checkout/card/bind', async (request) => {
      const fields = CardBind.safeParse(request.body);
      if (!fields.success) return refusal(REQ_STATUS.format_error, 'req_id and card_token are required');
      const binding = state.bindings[fields.data.req_id];
      const form = formTokens.get(fields.data.card_token);
      formTokens.delete(fields.data.card_token);
      if (binding?.status !== 'created') return refusal(REQ_STATUS.format_error, 'no open binding with this req_id');
      if (!form || form.expires_at < now().getTime()) return refusal(REQ_STATUS.format_error, 'the card token is unknown or expired');
      const { behaviour } = form.card;
      const decline: DeclineReason | undefined = isExpired(form.card, now())
        ? 'expired_card'
        : behaviour.kind === 'decline'
          ? behaviour.reason
          : undefined;
      if (decline) {
        updateBinding(binding, { status: 'failed', decline });
        return refusal(REQ_STATUS[decline], 'the card was declined');
      }
      if (behaviour.kind === 'challenge_on_bind' || behaviour.kind === 'challenge_always') {
        const challenge_url = openChallenge('binding', binding.req_id, form.card, binding.amount_minor, binding.currency);
        updateBinding(binding, { status: 'challenge', challenge_url });
        return { reqStatus: REQ_STATUS.approved, status: 'challenge', challenge_url };
      }
      updateBinding(binding, { status: 'bound', card: saveCard(form.card) });
      return { reqStatus: REQ_STATUS.approved, status: 'bound' };
    });
  });

  // --- the 3-D Secure page ----------------------------------------------------------------------------------------
  app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const send = (reply: FastifyReply, nonce: string, html: string) =>
      reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors ${options.merchantOrigins.join(' ') || "'none'"}`,
        )
        .header('cache-control', 'no-store')
        .send(html);
    const live = (challenge: Challenge | undefined) => challenge && !challenge.answered && challenge.expires_at >= now().getTime();
    const amountOf = (challenge: Challenge) => `${(challenge.amount_minor / 100).toFixed(2).replace(/\.00$/, '')} ${challenge.currency}`;

    pages.get<{ Params: { id: string } }>('/checkout/challenge/:id', async (request, reply) => {
      const challenge = challenges.get(request.params.id);
      const nonce = randomBytes(16).toString('base64');
      if (!challenge) return reply.status(404).type('text/plain').send('no such challenge');
      return send(
        reply,
        nonce,
        challengeForm(nonce, { id: challenge.id, amount: amountOf(challenge), last4: challenge.card.last4, expired: !live(challenge) }),
      );
    });

    pages.post<{ Params: { id: string }; Body: { code?: string; action?: string } }>('/checkout/challenge/:id', async (request, reply) => {
      const challenge = challenges.get(request.params.id);
      if (!challenge || !live(challenge)) return reply.status(410).type('text/plain').send('the challenge is over');
      challenge.answered = true;
      const passed = request.body?.action === 'confirm' && request.body.code === CHALLENGE_CODE;
      if (challenge.kind === 'binding') {
        const binding = state.bindings[challenge.ref]!;
        if (passed) updateBinding(binding, { status: 'bound', card: saveCard(challenge.card) });
        else updateBinding(binding, { status: 'failed', decline: 'authentication_failed' });
      } else {
        const payment = state.payments[challenge.ref]!;
        if (passed) updatePayment(payment, { status: 'captured' });
        else updatePayment(payment, { status: 'declined', decline: 'authentication_failed' });
      }
      const nonce = randomBytes(16).toString('base64');
      const message = {
        source: 'efir-sandbox-acquirer',
        type: '3ds-result',
        challenge_id: challenge.id,
        status: passed ? 'passed' : 'failed',
      } as const;
      return send(reply, nonce, challengeResult(nonce, message, options.merchantOrigins));
    });
  });

  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const wildcard = options.host === '0.0.0.0' || options.host === '::';
  publicUrl ||= `http://${wildcard ? 'localhost' : options.host}:${port}`;
  return {
    /** Where browsers reach it (payment_url is `<publicUrl>/checkout`). */
    publicUrl,
    /** Where the merchant API is called from this machine. */
    apiUrl: `http://${wildcard ? '127.0.0.1' : options.host}:${port}`,
    callbacks,
    /** The payments it has taken, as its books hold them (tests count charges). */
    payments: () => Object.values(state.payments),
    async close() {
      callbacks.close();
      await app.close();
    },
  };
}

export type SandboxAcquirer = Awaited<ReturnType<typeof startSandboxAcquirer>>;
