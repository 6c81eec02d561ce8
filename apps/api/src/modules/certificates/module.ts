import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainModule } from '../module.js';
import { certificatesRepo } from './repo.js';
import { certificatesRoutes } from './routes.js';
import { seedDemoCertificateOffers } from './seed.js';
import { type CertificatesService, type CertificatesServiceDeps, certificatesService } from './service.js';

/** Gift certificates (issue 18): offers, the purchase by card, the gift e-mail and the activation of a code. */
export function certificatesModule(deps: CertificatesServiceDeps & { db: Db }) {
  const service = certificatesService(certificatesRepo(deps.db), deps);
  return {
    service,
    routes: (app: FastifyInstance) => certificatesRoutes(app, service),
    seedDemo: () => seedDemoCertificateOffers(deps.db),
  } satisfies DomainModule<CertificatesService>;
}
