import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Resized variants on local disk: a disposable cache in front of the originals (a CDN sits in front of it in production). */
export const VARIANT_CACHE_MAX_BYTES = 512 * 1024 * 1024;

export function variantCache(dir: string, maxBytes = VARIANT_CACHE_MAX_BYTES) {
  let total: Promise<number> | undefined;
  const fileOf = (name: string) => path.join(dir, name.slice(0, 2), name);

  /** Sums the cache once per process; afterwards writes keep the count. */
  const size = () => {
    total ??= filesIn(dir).then((files) => files.reduce((sum, file) => sum + file.size, 0));
    return total;
  };

  /** Drops the least recently written files down to 80% of the limit. */
  async function prune(): Promise<void> {
    const files = (await filesIn(dir)).sort((a, b) => a.mtimeMs - b.mtimeMs);
    let bytes = files.reduce((sum, file) => sum + file.size, 0);
    for (const file of files) {
      if (bytes <= maxBytes * 0.8) break;
      await unlink(file.path).catch(() => {});
      bytes -= file.size;
    }
    total = Promise.resolve(bytes);
  }

  return {
    async get(name: string): Promise<Buffer | undefined> {
      return readFile(fileOf(name)).catch(() => undefined);
    },
    async put(name: string, data: Buffer): Promise<void> {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
      const bytes = (await size()) + data.length;
      total = Promise.resolve(bytes);
      if (bytes > maxBytes) await prune();
    },
  };
}

async function filesIn(dir: string): Promise<{ path: string; size: number; mtimeMs: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const stats = await Promise.all(
    files.map(async (file) => ({ path: file, ...(await stat(file).catch(() => ({ size: 0, mtimeMs: 0 }))) })),
  );
  return stats.map(({ path: file, size, mtimeMs }) => ({ path: file, size, mtimeMs }));
}
