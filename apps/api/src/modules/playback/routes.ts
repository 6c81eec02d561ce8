import { ErrorCode, type PurchasableType, type PurchaseOption } from '@efir/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { Problem } from '../../http/problem.js';
import type { AdPlace } from '../ads/service.js';
import type { PlaybackService } from './service.js';

/** The purchase variants that would open an item for this signed-in viewer (the purchases module answers them). */
export type OfferFor = (request: FastifyRequest, item: { item_type: PurchasableType; item_id: number }) => Promise<PurchaseOption[]>;

export function playbackRoutes(
  app: FastifyInstance,
  playback: PlaybackService,
  offerFor: OfferFor,
  placeOf: (request: FastifyRequest) => AdPlace,
): void {
  /** A signed-in viewer's refusal carries the variants too, so the player page offers them in one press. */
  async function withOffer<T>(request: FastifyRequest, play: () => Promise<T>): Promise<T> {
    try {
      return await play();
    } catch (error) {
      if (!(error instanceof Problem) || error.errorCode !== ErrorCode.CONTENT_NOT_PURCHASED || !request.session?.account_id) throw error;
      const purchase = error.extra.purchase as { item_type?: PurchasableType; item_id?: number };
      if (purchase.item_type === undefined || purchase.item_id === undefined) throw error;
      const purchase_variants = await offerFor(request, { item_type: purchase.item_type, item_id: purchase.item_id });
      throw new Problem(error.status, error.errorCode, error.message, { purchase: { ...purchase, purchase_variants } });
    }
  }

  route(app, 'playback.asset', async ({ params, request, reply }) => {
    // Each answer carries a fresh token for this session: never cache it.
    reply.header('cache-control', 'private, no-store');
    return withOffer(request, () => playback.asset(params.content_type, params.content_id, request.session!, placeOf(request)));
  });
  route(app, 'playback.programAsset', async ({ params, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return withOffer(request, () => playback.programAsset(params.channel_id, params.original_id, request.session!, placeOf(request)));
  });
  route(app, 'playback.clearKeyLicence', async ({ query, body, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return playback.licence(query.token, body, request.session!);
  });
}
