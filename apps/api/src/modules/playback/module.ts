import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AdPlace, AdsService } from '../ads/service.js';
import type { EntitlementsService } from '../entitlements/service.js';
import type { DomainModule } from '../module.js';
import type { P2pFor } from '../p2p/module.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { Buyer, PurchasesService } from '../purchases/service.js';
import { registerLiveFiles } from './live-files.js';
import { registerMediaFiles } from './media-files.js';
import { mediaTokens } from './media-token.js';
import { playbackRepo } from './repo.js';
import { type OfferFor, playbackRoutes } from './routes.js';
import { type PlaybackGate, type PlaybackService, playbackService } from './service.js';

export interface PlaybackDeps {
  db: Db;
  clock: Clock;
  /** EFIR_SECRET: media tokens are signed and clip keys derived with it. */
  secret: string;
  mediaDir: string;
  /** The active profile's parental controls and view time, from the profiles module. */
  gate: PlaybackGate;
  entitlements: EntitlementsService;
  /** A signed-in viewer's refusal names the purchase variants that would open the item. */
  purchases: PurchasesService;
  viewerOf: ViewerOf;
  ads: AdsService;
  /** The public origin and brand a request is answered for: the asset's ad URLs start with it. */
  placeOf: (request: FastifyRequest) => AdPlace;
  p2pFor: P2pFor;
}

/** Playback (spec 2 §3 Player asset): assets, the ClearKey licence, packaged media files and live streams, all under media tokens. */
export function playbackModule(deps: PlaybackDeps) {
  const { clock, secret, mediaDir } = deps;
  const repo = playbackRepo(deps.db);
  const tokens = mediaTokens(secret, clock);
  const service = playbackService(repo, {
    clock,
    secret,
    mediaDir,
    gate: deps.gate,
    entitlements: deps.entitlements,
    tokens,
    ads: deps.ads,
    p2pFor: deps.p2pFor,
  });
  const offerFor: OfferFor = async (request, item) => {
    const { language, limits } = await deps.viewerOf(request);
    const buyer = { session: request.session as Buyer['session'], language, limits };
    return (await deps.purchases.variants(buyer, item)).purchase_variants;
  };
  return {
    service,
    async routes(app: FastifyInstance) {
      playbackRoutes(app, service, offerFor, deps.placeOf);
      await registerMediaFiles(app, mediaDir, secret, tokens);
      registerLiveFiles(app, { repo, mediaDir, secret, clock, tokens });
    },
  } satisfies DomainModule<PlaybackService>;
}
