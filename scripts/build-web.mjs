// Builds the web app when its sources (or the contract it uses) changed since the last build.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint, ROOT, run } from './lib.mjs';

const stampFile = path.join(ROOT, 'apps/web/build/.source-fingerprint');
const sources = fingerprint(['apps/web', 'packages/contract/src', 'packages/player/src']);
const upToDate = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sources;

if (upToDate && !process.argv.includes('--force')) {
  console.log('web build is up to date');
} else {
  console.log('building the web app …');
  const code = await run('npm', ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) process.exit(code);
  writeFileSync(stampFile, sources);
}
