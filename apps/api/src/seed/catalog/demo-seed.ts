import type { Db } from '../../db/client.js';
import { type DemoSize, generateDemoCatalogue } from './demo/generate.js';
import { hasCatalogue, importCatalogue } from './import.js';
import { parseCatalogue } from './parse.js';

/**
 * First start with the demo seed: generates the demo catalogue and loads it through the same validation
 * and importer an operator's files go through. A database that has a catalogue is left alone.
 */
export async function seedDemoCatalogue(db: Db, options: { now: Date; size?: DemoSize; log?: (message: string) => void }): Promise<void> {
  if (await hasCatalogue(db)) return;
  const started = performance.now();
  const catalogue = parseCatalogue(generateDemoCatalogue({ now: options.now, size: options.size }));
  const stats = await importCatalogue(db, catalogue);
  const ms = Math.round(performance.now() - started);
  options.log?.(
    `demo catalogue imported in ${ms} ms: ${stats.mediaItems} media items, ${stats.channels} channels, ${stats.epgPrograms} programmes, ${stats.images} images`,
  );
}
