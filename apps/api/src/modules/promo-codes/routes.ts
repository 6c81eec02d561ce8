import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { PromoCodesService } from './service.js';

export function promoCodesRoutes(app: FastifyInstance, promoCodes: PromoCodesService, viewerOf: ViewerOf): void {
  // access: 'account', so the session is a signed-in one here.
  route(app, 'promocodes.send', async ({ body, request }) =>
    promoCodes.send({
      session: request.session as Parameters<PromoCodesService['send']>[0]['session'],
      ip: request.clientIp,
      language: requestLanguage(request),
      code: body.code,
      pinCode: body.pin_code,
      viewer: await viewerOf(request),
    }),
  );
  route(app, 'operator.promoBatchCreate', async ({ body }) => promoCodes.createBatch(body));
  route(app, 'operator.promoBatchCsv', async ({ params, reply }) => {
    const csv = await promoCodes.batchCsv(params.batch_id);
    // A string sent with its own type goes out as it is, not as JSON.
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="promo-codes-${params.batch_id}.csv"`)
      .send(csv);
    return reply as never;
  });
}
