import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageKind } from '@efir/contract';
import sharp from 'sharp';
import { type ArtworkSpec, artworkRef, fileRef, type ImageRef, splitRef } from '../../modules/images/image-ref.js';

export interface ImageRow {
  key: string;
  kind: ImageKind;
  spec: Record<string, unknown> | null;
  data: Buffer | null;
  mime: string | null;
  width: number | null;
  height: number | null;
}

/**
 * Gathers the images a catalogue uses: an operator's file (read, checked and stored with its bytes) or,
 * when none is given, generated artwork recorded by its description and drawn on first request.
 */
export function imageCollector(dir: string | undefined) {
  const rows = new Map<string, ImageRow>();
  const problems: string[] = [];

  function generated(spec: ArtworkSpec): ImageRef {
    const ref = artworkRef(spec);
    const { key } = splitRef(ref);
    if (!rows.has(key)) rows.set(key, { key, kind: spec.kind, spec: { ...spec }, data: null, mime: null, width: null, height: null });
    return ref;
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
    /** The operator's file when given, else generated artwork. */
    async pick(kind: ImageKind, relative: string | undefined, spec: Omit<ArtworkSpec, 'kind'>, where: string): Promise<ImageRef> {
      if (relative) return (await file(kind, relative, where)) ?? generated({ kind, ...spec });
      return generated({ kind, ...spec });
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
