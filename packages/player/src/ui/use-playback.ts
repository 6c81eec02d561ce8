import { useEffect, useState } from 'react';
import type { PlayerController } from '../core/controller';
import type { DeliveryStats } from '../p2p/delivery';
import { createShakaAdapter, type ShakaAdapter } from '../shaka/adapter';
import { takeEarlyPlayback } from '../shaka/early-playback';
import type { PlaybackSource } from '../shaka/source';
import type { ShakaModule } from '../shaka/types';
import type { PlayerMedia } from './player-view';

/**
 * shaka on the mounted elements: fetched lazily, attached once per mount (or taken over from the page's early
 * playback in the same element), and given each new source (the next episode loads into the same element, so
 * fullscreen and the viewer's settings stay).
 */
export function usePlayback(
  controller: PlayerController,
  media: PlayerMedia | null,
  source: PlaybackSource | null,
  delivery: DeliveryStats | null,
  loadShaka: () => Promise<ShakaModule>,
): void {
  const [adapter, setAdapter] = useState<ShakaAdapter | null>(null);

  useEffect(() => {
    if (!media) return;
    let created: ShakaAdapter | null = null;
    let cancelled = false;
    void loadShaka().then((shaka) => {
      if (cancelled) return;
      const { video, container, captions } = media;
      created = createShakaAdapter({ shaka, video, container, captions, controller, early: takeEarlyPlayback(video) });
      setAdapter(created);
    });
    return () => {
      cancelled = true;
      setAdapter(null);
      void created?.destroy();
    };
  }, [controller, media, loadShaka]);

  useEffect(() => {
    if (adapter && source && delivery) void adapter.load(source, delivery);
  }, [adapter, source, delivery]);
}
