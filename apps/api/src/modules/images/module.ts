import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainModule } from '../module.js';
import { imagesRepo } from './repo.js';
import { imagesRoutes } from './routes.js';
import { type ImagesService, imagesService } from './service.js';

/** Images: originals from the database, variants resized on request and kept in `cacheDir`. */
export function imagesModule(deps: { db: Db; cacheDir: string }) {
  const service = imagesService(imagesRepo(deps.db), deps.cacheDir);
  return { service, routes: (app: FastifyInstance) => imagesRoutes(app, service) } satisfies DomainModule<ImagesService>;
}
