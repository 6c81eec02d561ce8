import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PubSub } from '../../providers/pubsub.js';
import type { DomainModule } from '../module.js';
import type { ProfilesService } from '../profiles/service.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { SessionsService } from '../sessions/service.js';
import { liveHub } from './live.js';
import { notificationsRepo } from './repo.js';
import { notificationsRoutes } from './routes.js';
import { seedDemoMessages } from './seed.js';
import { type NotificationsService, notificationsService } from './service.js';

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  pubsub: PubSub;
  viewerOf: ViewerOf;
  /** What an open stream asks when it has something to send: is its session alive, which profile is active. */
  sessions: Pick<SessionsService, 'resolve'>;
  activeProfileId: ProfilesService['activeProfileId'];
  /** The origins the page's frame-src allows: an iframe message may name only these. */
  messageFrameOrigins: string[];
  warn: (fields: Record<string, unknown>, message: string) => void;
  /** Told, on every instance, of the accounts whose events just committed (a payment captured, a renewal …). */
  accountsChanged?: (accountIds: string[]) => void;
}

/**
 * Notifications (spec 1 §3, §4, §7): the operator's messages and the account events, stored per account in commit
 * order and pushed live over Server-Sent Events, fanned out to every instance through the pub/sub provider.
 */
export function notificationsModule(deps: NotificationsDeps) {
  const repo = notificationsRepo(deps.db);
  const live = liveHub({ repo, pubsub: deps.pubsub, warn: deps.warn, accountsChanged: deps.accountsChanged });
  const service = notificationsService(repo, { clock: deps.clock, live, messageFrameOrigins: deps.messageFrameOrigins });
  return {
    service,
    routes: (app: FastifyInstance) =>
      notificationsRoutes(app, {
        notifications: service,
        live,
        viewerOf: deps.viewerOf,
        sessions: deps.sessions,
        activeProfileId: deps.activeProfileId,
      }),
    seedDemo: () => seedDemoMessages(deps.db, service),
  } satisfies DomainModule<NotificationsService>;
}
