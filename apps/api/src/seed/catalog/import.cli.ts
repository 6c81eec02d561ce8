// npm run content:import -- <dir>: validates a catalogue directory and loads it into the configured database
// (DATABASE_URL, else PGlite in EFIR_DATA_DIR), replacing the catalogue in one transaction.
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { readCatalogueDir } from './files.js';
import { importCatalogue } from './import.js';
import { CatalogueError, parseCatalogue } from './parse.js';

const [dirArgument] = process.argv.slice(2);
if (!dirArgument) {
  console.error('Usage: npm run content:import -- <catalogue directory>   (the format: docs/content-format.md)');
  process.exit(2);
}
// npm runs scripts from the repository root; INIT_CWD is where the operator typed the command.
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), dirArgument);
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const started = performance.now();
  const stats = await importCatalogue(database.db, parseCatalogue(await readCatalogueDir(dir), { adOrigins: config.adOrigins }), dir);
  console.log(`Imported ${dir} in ${Math.round(performance.now() - started)} ms:`);
  for (const [table, rows] of Object.entries(stats)) console.log(`  ${table}: ${rows}`);
} catch (error) {
  if (!(error instanceof CatalogueError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
