import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import type { PromoCodesService } from './service.js';

export function promoCodesRoutes(app: FastifyInstance, promoCodes: PromoCodesService): void {
  // access: 'account', so the session is a signed-in one here.
  route(app, 'promocodes.send', async ({ body, request }) =>
    promoCodes.send({ accountId: request.session!.account_id!, ip: request.clientIp, language: requestLanguage(request), code: body.code }),
  );
}
