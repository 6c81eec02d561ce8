import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/problem.js';
import type { GeoService } from './service.js';

const DevGeoBody = z.strictObject({
  csv: z.string().max(1_000_000).optional(),
  allowed_countries: z
    .array(z.string().regex(/^[A-Za-z]{2}$/))
    .max(300)
    .optional(),
});

/** Development only: load IP ranges and served countries without a restart (e2e uses it for the 451 journey). */
export function geoDevRoutes(app: FastifyInstance, geo: GeoService): void {
  app.post('/api/dev/geo', { schema: { hide: true, body: DevGeoBody } }, async (request) => {
    const body = request.body as z.infer<typeof DevGeoBody>;
    let ranges: number | undefined;
    if (body.csv !== undefined) ranges = await geo.loadCsv(body.csv).catch((error: Error) => Promise.reject(badRequest(error.message)));
    if (body.allowed_countries) await geo.setAllowedCountries(body.allowed_countries);
    return { ranges };
  });
}
