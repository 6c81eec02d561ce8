import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageKind } from '@efir/contract';
import sharp from 'sharp';
import { detached } from '../../lib/detached.js';
import { type ArtworkSpec, artworkRef, fileRef, type ImageRef, remoteRef, splitRef } from '../../modules/images/image-ref.js';

export interface ImageRow {
  key: string;
  kind: ImageKind;
  spec: Record<string, unknown> | null;
  data: Buffer | null;
  mime: string | null;
  width: number | null;
  height: number | null;
}

const isAddress = (source: string) => /^https?:\/\//i.test(source);

/**
 * Gathers the images a catalogue uses: an operator's file (read, checked and stored with its bytes), an operator's
 * http(s) address (recorded with the artwork that stands in when it cannot be fetched; fetched on first request) or,
 * when none is given, generated artwork recorded by its description and drawn on first request.
 */
export function imageCollector(dir: string | undefined) {
  const rows = new Map<string, ImageRow>();
  const problems: string[] = [];

  // A guide names one show's artwork hundreds of times; its key is hashed once.
  const refs = new Map<string, ImageRef>();

  function generated(spec: ArtworkSpec): ImageRef {
    const known = `${spec.kind}\u0000${spec.seed}\u0000${spec.subtitle === undefined ? '\u0001' : spec.subtitle}\u0000${spec.title}`;
    const cached = refs.get(known);
    if (cached) return cached;
    const ref = artworkRef(spec);
    // Kept for the whole import: copies, not views into the file's text.
    refs.set(detached(known), ref);
    const { key } = splitRef(ref);
    const kept = {
      ...spec,
      title: detached(spec.title),
      seed: detached(spec.seed),
      ...(spec.subtitle === undefined ? {} : { subtitle: detached(spec.subtitle) }),
    };
    if (!rows.has(key)) rows.set(key, { key, kind: spec.kind, spec: kept, data: null, mime: null, width: null, height: null });
    return ref;
  }

  function remote(url: string, spec: ArtworkSpec): ImageRef {
    const ref = remoteRef(spec.kind, url);
    const { key } = splitRef(ref);
    const kept = { ...spec, title: detached(spec.title), seed: detached(spec.seed), url: detached(url) };
    if (!rows.has(key)) rows.set(key, { key, kind: spec.kind, spec: kept, data: null, mime: null, width: null, height: null });
    return ref;
  }

  function pickNow(kind: ImageKind, source: string | undefined, spec: Omit<ArtworkSpec, 'kind'>): ImageRef {
    return source ? remote(source, { kind, ...spec }) : generated({ kind, ...spec });
  }

  async function file(kind: ImageKind, relative: string, where: string): Promise<ImageRef | undefined> {
    if (!dir) {
      problems.push(`${where}: image ${relative} given without a catalogue directory`);
      return undefined;
    }
    const full = path.resolve(dir, relative);
    if (!full.startsWith(path.resolve(dir) + path.sep)) {
      problems.push(`${where}: image ${relative} lies outside the catalogue directory`);
      return undefined;
    }
    try {
      const data = await readFile(full);
      const meta = await sharp(data).metadata();
      const ref = fileRef(kind, data);
      const { key } = splitRef(ref);
      rows.set(key, {
        key,
        kind,
        spec: null,
        data,
        mime: `image/${meta.format === 'heif' ? 'avif' : meta.format}`,
        width: meta.width,
        height: meta.height,
      });
      return ref;
    } catch (error) {
      problems.push(`${where}: image ${relative} cannot be read (${(error as Error).message})`);
      return undefined;
    }
  }

  return {
    generated,
    /** The operator's image at an http(s) address, with the artwork of `spec` standing in when it cannot be fetched. */
    remote,
    /** The operator's file or address when given, else generated artwork. */
    async pick(kind: ImageKind, source: string | undefined, spec: Omit<ArtworkSpec, 'kind'>, where: string): Promise<ImageRef> {
      if (source && !isAddress(source)) return (await file(kind, source, where)) ?? generated({ kind, ...spec });
      return pickNow(kind, source, spec);
    },
    /** `pick` without waiting, for an address or nothing; undefined for a file, which must be read (`pick`). */
    pickNow(kind: ImageKind, source: string | undefined, spec: Omit<ArtworkSpec, 'kind'>): ImageRef | undefined {
      if (source && !isAddress(source)) return undefined;
      return pickNow(kind, source, spec);
    },
    /** Replaces every {"$image": …} in custom_data by {"$image": "<kind>/<key>"}. */
    async customData(data: Record<string, unknown> | undefined, where: string): Promise<Record<string, unknown> | null> {
      if (!data) return null;
      const walk = async (value: unknown): Promise<unknown> => {
        if (Array.isArray(value)) return Promise.all(value.map(walk));
        if (!value || typeof value !== 'object') return value;
        const record = value as Record<string, unknown>;
        if ('$image' in record) return { $image: await customImage(record.$image, where) };
        const entries = await Promise.all(Object.entries(record).map(async ([k, v]) => [k, await walk(v)] as const));
        return Object.fromEntries(entries);
      };
      return (await walk(data)) as Record<string, unknown>;
    },
    rows: () => [...rows.values()],
    problems,
  };

  async function customImage(value: unknown, where: string): Promise<string | null> {
    const spec = (value ?? {}) as { kind?: unknown; file?: unknown; title?: unknown; subtitle?: unknown; seed?: unknown };
    const kind = ImageKind.safeParse(spec.kind);
    if (!kind.success) {
      problems.push(`${where}: $image needs a kind (${ImageKind.options.join(', ')})`);
      return null;
    }
    if (typeof spec.file === 'string') return (await file(kind.data, spec.file, where)) ?? null;
    if (typeof spec.title !== 'string' || (spec.subtitle !== undefined && typeof spec.subtitle !== 'string')) {
      problems.push(`${where}: $image needs {kind, file} or {kind, title, subtitle?, seed?}`);
      return null;
    }
    return generated({
      kind: kind.data,
      title: spec.title,
      subtitle: spec.subtitle,
      seed: typeof spec.seed === 'string' ? spec.seed : spec.title,
    });
  }
}
