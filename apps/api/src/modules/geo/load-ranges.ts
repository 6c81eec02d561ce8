/**
 * Operator command: load an IP-range-to-country CSV into the database the config names.
 *   node --import tsx apps/api/src/modules/geo/load-ranges.ts ranges.csv
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { geoRepo } from './repo.js';
import { geoService } from './service.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: load-ranges.ts <start_ip,end_ip,country_code CSV>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
try {
  const count = await geoService(geoRepo(database.db), config.geo).loadCsv(await readFile(file, 'utf8'));
  console.log(`loaded ${count} IP ranges`);
} finally {
  await database.close();
}
