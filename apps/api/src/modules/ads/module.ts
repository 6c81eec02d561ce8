import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandFor } from '../../../../web/app/brand/brands.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainModule } from '../module.js';
import { positionsOwner, type ViewerOf } from '../profiles/viewer.js';
import { adsRepo } from './repo.js';
import { adsRoutes, registerAdSpotFiles } from './routes.js';
import { type AdPlace, type AdRequester, type AdsService, adsService } from './service.js';

export interface AdsDeps {
  db: Db;
  clock: Clock;
  mediaDir: string;
  viewerOf: ViewerOf;
  /**
   * The site's public origin for a request (EFIR_PUBLIC_URL, or a brand's host): ad URLs are absolute (spec 2 §5)
   * and must be on the page's own origin, which is all its CSP lets it reach. Server rendering asks the API under an
   * internal host, so the request's own Host cannot say it.
   */
  originOf: (request: FastifyRequest) => string;
  /** EFIR_BRAND: one brand for every host. */
  forcedBrand: string | undefined;
  /** EFIR_AD_ORIGINS: where an external VAST server may be. */
  adOrigins: readonly string[];
}

/** Issue #19: the built-in VAST ad server, its tracking, the demo spots, and the operator's ad breaks, settings and counts. */
export function adsModule(deps: AdsDeps) {
  const service = adsService(adsRepo(deps.db), { clock: deps.clock, adOrigins: deps.adOrigins });
  const placeOf = (request: FastifyRequest) => ({ origin: deps.originOf(request), brand: brandFor(request.hostname, deps.forcedBrand).id });
  const requesterOf = async (request: FastifyRequest): Promise<AdRequester> => {
    // ads.vast asks for a session, so a visitor is one too.
    const owner = positionsOwner(await deps.viewerOf(request)) ?? `session:${request.session!.id}`;
    return { owner, ...placeOf(request) };
  };
  return {
    service,
    placeOf,
    seedDemo: () => service.seedDemo(),
    async routes(app: FastifyInstance) {
      adsRoutes(app, service, requesterOf, deps.viewerOf);
      await registerAdSpotFiles(app, deps.mediaDir);
    },
  } satisfies DomainModule<AdsService> & { placeOf: (request: FastifyRequest) => AdPlace };
}
