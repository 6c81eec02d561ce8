import type { ShakaModule } from './types';

let loading: Promise<ShakaModule> | null = null;

/**
 * shaka-player, fetched on first use: it is most of the player's weight and only player pages need it. The
 * ES2021 build carries DASH and HLS; every browser we support runs ES2021.
 */
export function loadShaka(): Promise<ShakaModule> {
  loading ??= import('shaka-player/dist/shaka-player.compiled-es2021.js').then(
    (module) => ((module as { default?: unknown }).default ?? module) as unknown as ShakaModule,
  );
  return loading;
}
