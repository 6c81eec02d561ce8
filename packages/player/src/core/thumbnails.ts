import { THUMBNAILS_START_S } from './constants';

type ThumbSize = { width: number; height: number };

/**
 * The thumbnails JSON playlist (spec 2 §3): sprite images, and thumbs saying from which second which image
 * is shown and where its frame starts in it (frames are stacked vertically, so `top` locates one).
 */
export type ThumbnailsPlaylist = {
  images: readonly { url: string; thumb_size: ThumbSize }[];
  thumbs: readonly { timestamp: number; image: number; top: number }[];
};

/** What the timeline preview draws for a second (spec 2 §3 "thumbnails"). */
export type Thumbnail = { url: string; thumb_size: ThumbSize; top: number };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A playlist that does not have this shape means no thumbnails (spec 2 §8), never a broken preview. */
export function parseThumbnailsPlaylist(json: unknown): ThumbnailsPlaylist | null {
  if (typeof json !== 'object' || json === null) return null;
  const { images, thumbs } = json as Record<string, unknown>;
  if (!Array.isArray(images) || !Array.isArray(thumbs)) return null;
  const validImages = images.every(
    (image) => typeof image?.url === 'string' && isNumber(image?.thumb_size?.width) && isNumber(image?.thumb_size?.height),
  );
  const validThumbs = thumbs.every(
    (thumb) => isNumber(thumb?.timestamp) && isNumber(thumb?.top) && Number.isInteger(thumb?.image) && images[thumb.image] !== undefined,
  );
  if (!validImages || !validThumbs || thumbs.length === 0) return null;
  return { images, thumbs: [...thumbs].sort((a, b) => a.timestamp - b.timestamp) };
}

/** The frame for a second: the last thumb at or before it; the first frame stands in before THUMBNAILS_START_S. */
export function thumbnailAt(playlist: ThumbnailsPlaylist, second: number): Thumbnail | null {
  const at = Math.max(THUMBNAILS_START_S, Math.floor(second));
  let low = 0;
  let high = playlist.thumbs.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((playlist.thumbs[middle]?.timestamp ?? Number.POSITIVE_INFINITY) <= at) low = middle;
    else high = middle - 1;
  }
  const thumb = playlist.thumbs[low];
  const image = thumb && playlist.images[thumb.image];
  return thumb && image ? { url: image.url, thumb_size: image.thumb_size, top: thumb.top } : null;
}
