import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { Clock } from '../../lib/clock.js';
import type { Acquirer } from '../../providers/acquirer/index.js';
import { CALLBACK_PATH } from '../../providers/acquirer/index.js';
import { SIGNATURE_HEADER } from '../../providers/acquirer/protocol.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { PaymentsService } from './service.js';

export interface PaymentsRouteDeps {
  payments: PaymentsService;
  idempotency: IdempotencyService;
  viewerOf: ViewerOf;
  acquirer: Acquirer | undefined;
  clock: Clock;
}

export function paymentsRoutes(app: FastifyInstance, { payments, idempotency, viewerOf, acquirer, clock }: PaymentsRouteDeps): void {
  // access: 'account', so the session is a signed-in one here.
  const accountOf = (request: FastifyRequest) => request.session?.account_id as string;

  route(app, 'bankCards.list', async ({ request }) => ({ bank_cards: await payments.cards(accountOf(request)) }));

  route(app, 'bankCards.add', async ({ body, request }) => {
    const { language, profileId } = await viewerOf(request);
    const accountId = accountOf(request);
    return idempotency.once({ accountId, key: body.idempotency_key, operation: 'bankCards.add', body: {} }, () =>
      payments.addCard({ accountId, profileId, key: body.idempotency_key, language }),
    );
  });

  route(app, 'bankCards.delete', async ({ params, request }) => {
    const { language } = await viewerOf(request);
    return { bank_cards: await payments.unlinkCard(accountOf(request), params.id, language) };
  });

  route(app, 'tickets.confirm', async ({ body, request }) => {
    const { language } = await viewerOf(request);
    const accountId = accountOf(request);
    const { idempotency_key: key, ...rest } = body;
    return idempotency.once({ accountId, key, operation: 'tickets.confirm', body: rest }, () =>
      payments.confirm(accountId, body.ticket_id, language),
    );
  });

  if (!acquirer) return;
  // The acquirer's signed callbacks: the signature covers the raw body, so this route reads it unparsed.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers[SIGNATURE_HEADER];
      const read = acquirer.readCallback(String(request.body ?? ''), typeof signature === 'string' ? signature : undefined, clock.now());
      if (read.check !== 'valid') return reply.status(400).send({ error: read.check });
      await payments.onAcquirerEvent(read.event);
      return { received: true };
    });
  });
}
