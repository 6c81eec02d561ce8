import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { DomainModule } from '../module.js';
import { registerClientIp } from './client-ip.js';
import { registerGeoblock } from './plugin.js';
import { geoRepo } from './repo.js';
import { geoDevRoutes } from './routes.js';
import { type GeoService, geoService } from './service.js';

export interface GeoDeps {
  db: Db;
  geo: Config['geo'];
  devTools: Config['devTools'];
}

/**
 * The client's address and geoblock (spec 1 §8 HTTP 451). Its request hooks come before every other that reads the
 * address; the operator's IP ranges (GEO_IP_RANGES_CSV) are loaded at start.
 */
export async function geoModule(deps: GeoDeps) {
  const service = geoService(geoRepo(deps.db), deps.geo);
  if (deps.geo.rangesCsv) await service.loadCsv(await readFile(deps.geo.rangesCsv, 'utf8'));
  return {
    service,
    routes(app: FastifyInstance) {
      registerClientIp(app, deps.devTools === 'on');
      registerGeoblock(app, service);
      if (deps.devTools !== 'off') geoDevRoutes(app, service);
    },
  } satisfies DomainModule<GeoService>;
}
