import { ErrorCode } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { Problem } from '../../http/problem.js';
import type { GeoService } from './service.js';

/**
 * Calls a viewer from an unserved region may still make: what the shell needs to render /geoblock itself
 * (system data, the demo session) and telemetry. Everything else answers 451.
 */
const OPEN_TO_ALL = [/^system\./, /^health\./, /^dev\./, /^sessions\.(current|createDemo)$/, /^analytics\./];

export function registerGeoblock(app: FastifyInstance, geo: GeoService): void {
  app.addHook('onRequest', async (request) => {
    const name = request.routeOptions.config?.endpointName;
    if (!name || OPEN_TO_ALL.some((pattern) => pattern.test(name))) return;
    if (!(await geo.isAllowed(request.clientIp)))
      throw new Problem(451, ErrorCode.GEO_BLOCKED, 'The service is not available in your region');
  });
}
