import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { Buyer, PurchasesService } from './service.js';
import type { Subscriptions } from './subscriptions.js';

export function purchasesRoutes(app: FastifyInstance, purchases: PurchasesService, subscriptions: Subscriptions, viewerOf: ViewerOf): void {
  // access: 'account', so the session is a signed-in one here.
  const buyerOf = async (request: FastifyRequest): Promise<Buyer> => {
    const { language, limits } = await viewerOf(request);
    return { session: request.session as Buyer['session'], language, limits };
  };
  route(app, 'purchases.variants', async ({ query, request }) => purchases.variants(await buyerOf(request), query));
  route(app, 'paymentMethodsByTypes.get', async ({ query, request }) => {
    const { session, language } = await buyerOf(request);
    return purchases.paymentMethods(session.account_id, query.types, language);
  });
  route(app, 'buy.content', async ({ body, request }) => purchases.buy(await buyerOf(request), body));
  route(app, 'account.refill', async ({ body, request }) => purchases.refill(await buyerOf(request), body));
  route(app, 'payments.history', async ({ request }) => {
    const { session, language } = await buyerOf(request);
    return purchases.history(session.account_id, language);
  });
  route(app, 'payments.receipt', async ({ params, request }) => {
    const { session, language } = await buyerOf(request);
    return purchases.receipt(session.account_id, params.order_id, language);
  });
  route(app, 'operator.refund', async ({ params }) => purchases.refund(params.order_id));
  route(app, 'operator.externalSubscriptionPut', async ({ params, body }) => subscriptions.reportExternal(params, body));
  route(app, 'operator.externalSubscriptionEnd', async ({ params }) => subscriptions.reportExternal(params, null));
  route(app, 'subscriptions.list', async ({ request }) => {
    const { session, language } = await buyerOf(request);
    return { subscriptions: await subscriptions.list(session.account_id, language) };
  });
  route(app, 'subscriptions.unsubscribe', async ({ params, request }) => {
    const { session, language } = await buyerOf(request);
    return subscriptions.unsubscribe(session.account_id, params.service_id, language);
  });
  route(app, 'subscriptions.cancelUnsubscribe', async ({ params, request }) => {
    const { session, language } = await buyerOf(request);
    return subscriptions.cancelUnsubscribe(session.account_id, params.service_id, language);
  });
}
