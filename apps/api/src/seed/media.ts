import type { FastifyBaseLogger } from 'fastify';
import { packageAdSpots, packageDemoMedia } from '../media/index.js';

export type MediaState = 'packaging' | 'ready' | 'failed';

/** Whether the demo clips can be played yet; the service answers pages while ffmpeg works. */
export interface MediaStatus {
  readonly state: MediaState;
}

export const MEDIA_READY: MediaStatus = { state: 'ready' };

/**
 * Packages the demo clips that are not packaged yet, in the background: the first start serves the site at once
 * and reports ready (GET /api/health/ready) when the clips and the demo ad spots are. Later starts find them done in milliseconds.
 */
export function seedDemoMedia(mediaDir: string, secret: string, log: FastifyBaseLogger): MediaStatus {
  const status: { state: MediaState } = { state: 'packaging' };
  const started = Date.now();
  packageDemoMedia(mediaDir, secret, { log: (message) => log.info(message) })
    .then(() => packageAdSpots(mediaDir))
    .then(
      () => {
        status.state = 'ready';
        log.info(`demo media ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
      (error: unknown) => {
        status.state = 'failed';
        log.error({ err: error }, 'packaging the demo media failed');
      },
    );
  return status;
}
