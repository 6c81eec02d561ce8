import { parseThumbnailsPlaylist, type ThumbnailsPlaylist } from '../core/thumbnails';

type NestedImage = { url?: unknown; thumb_size?: unknown; thumbs?: unknown };
type NestedThumb = { timestamp?: unknown; region?: { top?: unknown } };

/**
 * The media packager writes each sprite with its own thumbs (`images[i].thumbs[j].region.top`, spec 2 §3
 * "region top"); the core reads one flat `thumbs` list pointing at images by index. This flattens the first
 * into the second and makes sprite URLs absolute against the playlist's own URL.
 */
export function thumbnailsFromJson(json: unknown, playlistUrl: string): ThumbnailsPlaylist | null {
  if (typeof json !== 'object' || json === null) return null;
  const { images } = json as { images?: unknown };
  if (!Array.isArray(images)) return null;
  const absolute = (url: unknown) => (typeof url === 'string' ? new URL(url, playlistUrl).href : url);
  const flat = 'thumbs' in json ? (json as { thumbs: unknown }).thumbs : undefined;
  if (flat !== undefined) {
    return parseThumbnailsPlaylist({ images: images.map((image: NestedImage) => ({ ...image, url: absolute(image?.url) })), thumbs: flat });
  }
  const thumbs = images.flatMap((image: NestedImage, index) =>
    Array.isArray(image?.thumbs)
      ? image.thumbs.map((thumb: NestedThumb) => ({ timestamp: thumb?.timestamp, image: index, top: thumb?.region?.top }))
      : [],
  );
  return parseThumbnailsPlaylist({
    images: images.map((image: NestedImage) => ({ url: absolute(image?.url), thumb_size: image?.thumb_size })),
    thumbs,
  });
}

/** Loads the playlist; any failure means no thumbnails (spec 2 §8), never an error on screen. */
export async function loadThumbnails(url: string, fetcher: typeof fetch = fetch): Promise<ThumbnailsPlaylist | null> {
  try {
    const response = await fetcher(url);
    if (!response.ok) return null;
    return thumbnailsFromJson(await response.json(), new URL(url, globalThis.location?.href).href);
  } catch {
    return null;
  }
}
