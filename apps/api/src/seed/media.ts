import type { FastifyBaseLogger } from 'fastify';
import { packageDemoMedia } from '../media/index.js';

/** Packages the demo clips that are not packaged yet (first start only; later starts find them done). */
export async function seedDemoMedia(mediaDir: string, secret: string, log: FastifyBaseLogger): Promise<void> {
  const started = Date.now();
  await packageDemoMedia(mediaDir, secret, { log: (message) => log.info(message) });
  log.info(`demo media ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
