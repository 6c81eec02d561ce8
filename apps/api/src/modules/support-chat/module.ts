import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BRANDS, brandFor } from '../../../../web/app/brand/brands.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { DomainModule } from '../module.js';
import type { NotificationsService } from '../notifications/service.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { supportChatRepo } from './repo.js';
import { supportChatRoutes } from './routes.js';
import { seedDemoSupportChat } from './seed.js';
import { type SupportChatService, supportChatService } from './service.js';

/** The support chat of a brand that has one (spec 1 §1, §7): viewers write, the operator's tools answer. */
export function supportChatModule(deps: {
  db: Db;
  clock: Clock;
  rateLimits: RateLimitStore;
  events: Pick<NotificationsService, 'addEvent'>;
  viewerOf: ViewerOf;
  forcedBrand: string | undefined;
}) {
  const repo = supportChatRepo(deps.db);
  const service = supportChatService(repo, {
    clock: deps.clock,
    rateLimits: deps.rateLimits,
    events: deps.events,
    brands: (id) => {
      const brand = BRANDS.find((candidate) => candidate.id === id);
      return { known: brand !== undefined, chat: brand?.flags.chat === true };
    },
  });
  // The brand a viewer's call comes from, as the page's own host says (brands are picked by host).
  const brandOf = (request: FastifyRequest) => brandFor(request.hostname, deps.forcedBrand).id;
  return {
    service,
    routes: (app: FastifyInstance) => supportChatRoutes(app, service, { viewerOf: deps.viewerOf, brandOf }),
    seedDemo: () => seedDemoSupportChat(repo),
  } satisfies DomainModule<SupportChatService>;
}
