// npm run content:demo -- <dir>: writes the demo catalogue as files, an example of the format to edit and import.
import path from 'node:path';
import { generateDemoCatalogue } from './demo/generate.js';
import { writeCatalogueDir } from './files.js';

const [dirArgument] = process.argv.slice(2);
if (!dirArgument) {
  console.error('Usage: npm run content:demo -- <directory to write>');
  process.exit(2);
}
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), dirArgument);
await writeCatalogueDir(dir, generateDemoCatalogue({ now: new Date() }));
console.log(`Wrote the demo catalogue to ${dir}`);
