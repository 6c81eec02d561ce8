// npm run tv:import -- <file>: loads an XMLTV guide or an M3U channel list (gzip or not) into the configured database
// (DATABASE_URL, else PGlite in EFIR_DATA_DIR) in one transaction; a file with problems changes nothing (docs/tv-import.md).
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/client.js';
import { importGuideFile } from './import.js';
import { GuideFileError } from './problems.js';
import { describeReport } from './report.js';

const [fileArgument] = process.argv.slice(2);
if (!fileArgument) {
  console.error('Usage: npm run tv:import -- <guide.xml | guide.xml.gz | channels.m3u>   (docs/tv-import.md)');
  process.exit(2);
}
// npm runs scripts from the repository root; INIT_CWD is where the operator typed the command.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
const database = await openDatabase(loadConfig().database);
try {
  await database.migrate();
  const started = performance.now();
  const report = await importGuideFile(database.db, createReadStream(file));
  console.log(`Imported ${file} in ${Math.round(performance.now() - started)} ms:`);
  console.log(describeReport(report));
} catch (error) {
  if (!(error instanceof GuideFileError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
