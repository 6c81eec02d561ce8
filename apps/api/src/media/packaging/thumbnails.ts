import { THUMB_HEIGHT, THUMB_WIDTH, THUMBNAILS_START_SECOND, THUMBS_PER_SPRITE, thumbnailCount } from './clip.js';

/**
 * The thumbnails playlist of spec 2 §3 ("images and thumbs with timestamp"; per second:
 * image url, thumb_size, region top). Each image is a one-column sprite, so a thumb's
 * region is its `top` in pixels; thumbs run once a second from second 1 (spec 2 §9).
 *
 * {
 *   "start_second": 1, "interval_seconds": 1,
 *   "images": [{
 *     "url": "thumbnails-1.jpg",
 *     "thumb_size": { "width": 160, "height": 90 },
 *     "thumbs": [{ "timestamp": 1, "region": { "top": 0 } }, { "timestamp": 2, "region": { "top": 90 } }, …]
 *   }, …]
 * }
 * `url` is relative to the playlist's own URL.
 */
export interface ThumbnailsPlaylist {
  start_second: number;
  interval_seconds: number;
  images: ThumbnailImage[];
}

export interface ThumbnailImage {
  url: string;
  thumb_size: { width: number; height: number };
  thumbs: { timestamp: number; region: { top: number } }[];
}

export function thumbnailsPlaylist(durationSeconds: number, spriteUrl: (index: number) => string): ThumbnailsPlaylist {
  const images: ThumbnailImage[] = [];
  for (let i = 0; i < thumbnailCount(durationSeconds); i++) {
    const sprite = Math.floor(i / THUMBS_PER_SPRITE);
    if (!images[sprite]) images[sprite] = { url: spriteUrl(sprite), thumb_size: { width: THUMB_WIDTH, height: THUMB_HEIGHT }, thumbs: [] };
    images[sprite].thumbs.push({ timestamp: THUMBNAILS_START_SECOND + i, region: { top: (i % THUMBS_PER_SPRITE) * THUMB_HEIGHT } });
  }
  return { start_second: THUMBNAILS_START_SECOND, interval_seconds: 1, images };
}
