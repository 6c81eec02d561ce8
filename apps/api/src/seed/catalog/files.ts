import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_FILE_NAMES } from './format.js';
import { CatalogueError } from './parse.js';

/** Reads `<name>.json` for every catalogue file of the directory; an absent file stands for an empty list. */
export async function readCatalogueDir(dir: string): Promise<Record<string, unknown>> {
  const raw: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of CATALOGUE_FILE_NAMES) {
    let text: string;
    try {
      text = await readFile(path.join(dir, `${name}.json`), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    try {
      raw[name] = JSON.parse(text);
    } catch (error) {
      problems.push(`${name}.json: not valid JSON (${(error as Error).message})`);
    }
  }
  if (problems.length > 0) throw new CatalogueError(problems);
  return raw;
}

/** Writes a catalogue as one pretty-printed JSON file per entity kind, plus any image files it names. */
export async function writeCatalogueDir(dir: string, catalogue: object, images: Map<string, Buffer> = new Map()): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, records] of Object.entries(catalogue))
    await writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(records, null, 2)}\n`);
  for (const [file, data] of images) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), data);
  }
}
