import { createHash } from 'node:crypto';
import type { ImageKind } from '@efir/contract';

/**
 * Bumped when the artwork designs change, so every generated image gets a new key and browsers
 * holding the old one (cached as immutable) fetch the new design.
 */
export const ARTWORK_VERSION = 1;

/** What a generated image shows; its hash is the image key. */
export interface ArtworkSpec {
  kind: ImageKind;
  title: string;
  subtitle?: string;
  /** Picks palette and shapes, so two items with one title still look different. */
  seed: string;
}

/** An image as entities store it: "<kind>/<key>", the tail of its URL. */
export type ImageRef = `${ImageKind}/${string}`;

const KEY_LENGTH = 16;

export function artworkRef(spec: ArtworkSpec): ImageRef {
  const { kind, title, subtitle, seed } = spec;
  const key = hashKey(JSON.stringify([ARTWORK_VERSION, kind, title, subtitle ?? null, seed]));
  return `${kind}/${key}`;
}

/** An image at an operator's http(s) address (a guide's icon): fetched when first shown. */
export function remoteRef(kind: ImageKind, url: string): ImageRef {
  return `${kind}/${hashKey(JSON.stringify(['remote', kind, url]))}`;
}

export function fileRef(kind: ImageKind, bytes: Uint8Array): ImageRef {
  return `${kind}/${hashKey(bytes)}`;
}

function hashKey(input: string | Uint8Array): string {
  return createHash('sha256').update(input).digest('hex').slice(0, KEY_LENGTH);
}

export function splitRef(ref: string): { kind: ImageKind; key: string } {
  const [kind, key] = ref.split('/') as [ImageKind, string];
  return { kind, key };
}

/** The URL an API answer carries; clients append ?profile=…&width=…&height=… */
export const imageUrl = (ref: string) => `/api/v1/images/${ref}`;
