import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainModule } from '../module.js';
import { devicesRepo } from './repo.js';
import { devicesRoutes } from './routes.js';
import { type DevicesDeps, type DevicesService, devicesService } from './service.js';

/** Devices (spec 1 §9): the account's live sessions, their limit, and removing one. */
export function devicesModule(deps: DevicesDeps & { db: Db }) {
  const service = devicesService(devicesRepo(deps.db), deps);
  return { service, routes: (app: FastifyInstance) => devicesRoutes(app, service) } satisfies DomainModule<DevicesService>;
}
