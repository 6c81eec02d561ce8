import type { ShakaModule } from './types';

/**
 * The chunk of shaka's build, named as the bundler names it (after the imported file): a player page's head preloads
 * it (apps/web routes/player.tsx).
 */
export const SHAKA_CHUNK = 'shaka-player.compiled-es2021';

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
