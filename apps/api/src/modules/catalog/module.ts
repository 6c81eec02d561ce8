import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainModule } from '../module.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { registerEtags } from './http-cache.js';
import type { ServiceOffersOf } from './items.js';
import { type Opens, randomPicker, randomRoutes } from './random.js';
import { catalogRepo } from './repo.js';
import { catalogRoutes } from './routes.js';
import { seriesService } from './series.js';
import { seriesRepo } from './series-repo.js';
import { seriesRoutes } from './series-routes.js';
import { type CatalogService, catalogService } from './service.js';
import { servicesService } from './services.js';
import { servicesRepo } from './services-repo.js';
import { servicesRoutes } from './services-routes.js';

/**
 * The catalogue (spec 2 §3): media items, views, lists and filters, people, collections, karaoke, channels, the
 * structure of series and the paid services' pages. `service.items` is how other modules shape catalogue entries.
 */
export function catalogModule(deps: { db: Db; clock: Clock; viewerOf: ViewerOf; offers: ServiceOffersOf; opens: Opens }) {
  const repo = catalogRepo(deps.db);
  const service = catalogService(repo, deps.clock, deps.offers);
  const random = randomPicker(repo, service, deps.opens);
  const series = seriesService(seriesRepo(deps.db), service);
  const services = servicesService(servicesRepo(deps.db), service);
  return {
    service,
    routes(app: FastifyInstance) {
      // Public and private answers (age limits, filters, the guide, operator pages) get ETags, whichever module gives them.
      registerEtags(app);
      catalogRoutes(app, service, deps.viewerOf);
      seriesRoutes(app, series, deps.viewerOf);
      servicesRoutes(app, services, deps.viewerOf);
      randomRoutes(app, random, deps.viewerOf);
    },
  } satisfies DomainModule<CatalogService>;
}
