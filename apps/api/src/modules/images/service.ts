import { ErrorCode, IMAGE_PROFILES, type ImageKind, type ImageProfile } from '@efir/contract';
import sharp from 'sharp';
import { notFound, Problem } from '../../http/problem.js';
import { renderArtwork, TRANSPARENT_KINDS } from './artwork.js';
import type { ArtworkSpec } from './image-ref.js';
import type { ImagesRepo } from './repo.js';
import { variantCache } from './variant-cache.js';

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** AVIF where the browser takes it, else WebP, else JPEG (PNG for images with transparency). */
export function negotiateFormat(accept: string | undefined, kind: ImageKind): ImageFormat {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .filter((part) => !/;\s*q=0(\.0+)?\s*$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return TRANSPARENT_KINDS.has(kind) ? 'png' : 'jpeg';
}

export interface VariantRequest {
  kind: ImageKind;
  key: string;
  profile?: ImageProfile;
  width?: number;
  height?: number;
  format: ImageFormat;
}

/** A variant's name: also its ETag and its file in the cache, since an image key never changes meaning. */
export function variantName(request: VariantRequest): string {
  const size = request.profile ? `${request.width}x${request.height}` : 'original';
  return `${request.key}-${request.kind}-${request.profile ?? 'original'}-${size}.${request.format}`;
}

/** Fills in the profile's first size when none is asked; refuses sizes the profile does not serve. */
export function checkSize(request: Omit<VariantRequest, 'format' | 'kind' | 'key'>): { width?: number; height?: number } {
  const { profile, width, height } = request;
  if (!profile) {
    if (width !== undefined || height !== undefined) throw badSize('width and height need a profile');
    return {};
  }
  const sizes: readonly string[] = IMAGE_PROFILES[profile].sizes;
  if (width === undefined && height === undefined) {
    const [w, h] = sizes[0]!.split('x').map(Number) as [number, number];
    return { width: w, height: h };
  }
  if (!sizes.includes(`${width}x${height}`))
    throw badSize(`profile ${profile} serves ${sizes.join(', ')}; not ${width ?? '?'}x${height ?? '?'}`);
  return { width, height };
}

const badSize = (what: string) => new Problem(400, ErrorCode.VALIDATION_FAILED, `Invalid image size: ${what}`);

/** A variant's bytes; `lasting` is false for artwork standing in for an address that could not be fetched yet. */
export interface Variant {
  data: Buffer;
  lasting: boolean;
}

/**
 * Originals from the database (generated artwork is drawn on first use, an operator's address fetched on first use),
 * variants resized by sharp and cached on disk.
 */
export function imagesService(repo: ImagesRepo, cacheDir: string, fetchImage: FetchImage = fetchRemoteImage) {
  const cache = variantCache(cacheDir);
  // Concurrent requests for one variant share one resize.
  const inFlight = new Map<string, Promise<Variant>>();
  // An address that failed is not asked again for a while, however many viewers look at it.
  const failedUntil = new Map<string, number>();

  async function original(kind: ImageKind, key: string): Promise<Variant> {
    const row = await repo.find(key);
    if (!row || row.kind !== kind) throw notFound('No such image');
    if (row.data) return { data: row.data, lasting: true };
    const spec = row.spec as unknown as ArtworkSpec & { url?: string };
    if (spec.url) {
      const fetched = (failedUntil.get(key) ?? 0) > Date.now() ? null : await fetchImage(spec.url);
      if (fetched) {
        await repo.saveDrawn(key, fetched);
        return { data: fetched.data, lasting: true };
      }
      failedUntil.set(key, Date.now() + REMOTE_RETRY_MS);
      return { data: (await renderArtwork(spec)).data, lasting: false };
    }
    const drawn = await renderArtwork(spec);
    await repo.saveDrawn(key, drawn);
    return { data: drawn.data, lasting: true };
  }

  async function produce(request: VariantRequest, name: string): Promise<Variant> {
    const cached = await cache.get(name);
    if (cached) return { data: cached, lasting: true };
    const source = await original(request.kind, request.key);
    let image = sharp(source.data);
    if (request.profile) {
      const { fit } = IMAGE_PROFILES[request.profile];
      image = image.resize(request.width, request.height, { fit, background: { r: 0, g: 0, b: 0, alpha: 0 } });
    }
    const encoded = await encode(image, request.format).toBuffer();
    if (source.lasting) await cache.put(name, encoded);
    return { data: encoded, lasting: source.lasting };
  }

  return {
    /** The variant's bytes; throws 404 for an unknown image. */
    async variant(request: VariantRequest): Promise<Variant> {
      const name = variantName(request);
      let pending = inFlight.get(name);
      if (!pending) {
        pending = produce(request, name).finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      return pending;
    },
    /** Whether the image exists, for answering 304 without touching its bytes. */
    async exists(kind: ImageKind, key: string): Promise<boolean> {
      return (await repo.kindOf(key)) === kind;
    },
  };
}

/** How long an address that could not be fetched shows its stand-in artwork before it is asked again. */
const REMOTE_RETRY_MS = 10 * 60_000;
const REMOTE_TIMEOUT_MS = 5000;
const REMOTE_MAX_BYTES = 5 * 1024 * 1024;

export type FetchImage = (url: string) => Promise<{ data: Buffer; mime: string; width: number; height: number } | null>;

/** An operator's image from its address: within 5 s and 5 MB, and something sharp reads as an image; else null. */
export const fetchRemoteImage: FetchImage = async (url) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok || !response.body) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > REMOTE_MAX_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(Buffer.from(read.value));
    }
    const data = Buffer.concat(chunks);
    const meta = await sharp(data).metadata();
    if (!meta.format || !meta.width || !meta.height) return null;
    const mime = meta.format === 'svg' ? 'image/svg+xml' : `image/${meta.format === 'heif' ? 'avif' : meta.format}`;
    return { data, mime, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
};

function encode(image: sharp.Sharp, format: ImageFormat): sharp.Sharp {
  switch (format) {
    case 'avif':
      // effort 2 keeps a first request under ~100 ms; variants are cached after that.
      return image.avif({ quality: 55, effort: 2 });
    case 'webp':
      return image.webp({ quality: 80 });
    case 'png':
      return image.png({ compressionLevel: 8 });
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true });
  }
}

export type ImagesService = ReturnType<typeof imagesService>;
