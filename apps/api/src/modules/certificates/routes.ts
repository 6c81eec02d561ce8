import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import type { CertificateBuyer, CertificatesService } from './service.js';

export function certificatesRoutes(app: FastifyInstance, certificates: CertificatesService): void {
  // access: 'account', so the session is a signed-in one on those.
  const buyerOf = (request: FastifyRequest): CertificateBuyer => ({
    session: request.session as CertificateBuyer['session'],
    language: requestLanguage(request),
  });
  route(app, 'certificates.offers', async ({ request }) => certificates.offers(requestLanguage(request)));
  route(app, 'certificates.buy', async ({ body, request }) => certificates.buy(buyerOf(request), body));
  route(app, 'certificates.mine', async ({ request }) => {
    const { session, language } = buyerOf(request);
    return certificates.mine(session.account_id, language);
  });
  route(app, 'certificates.activate', async ({ body, request }) =>
    certificates.activate({ ...buyerOf(request), ip: request.clientIp, code: body.code }),
  );
  route(app, 'operator.certificateOfferCreate', async ({ body }) => certificates.addOffer(body));
  route(app, 'operator.certificateOfferWithdraw', async ({ params }) => certificates.withdrawOffer(params.offer_id));
}
