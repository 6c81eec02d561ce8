// npm run bench: builds the web app if needed, starts the app, prints every benchmark's figures.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { benchApp } from './app.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchP2p } from './p2p.mjs';
import { benchPlayer } from './player.mjs';
import { startApp } from './server.mjs';
import { benchSse } from './sse.mjs';

execFileSync('node', [path.resolve(import.meta.dirname, '../scripts/build-web.mjs')], { stdio: 'inherit' });
const app = await startApp();
try {
  await benchApp(app.base);
  await benchLighthouse(app.base);
  await benchPlayer(app.base);
  await benchP2p(app.base);
} finally {
  await app.stop();
}
// Search latency on the demo catalogue and on 100 000 titles, in a database of its own.
execFileSync('node', ['--import', 'tsx', path.resolve(import.meta.dirname, 'search.ts')], { stdio: 'inherit' });
// Programme-guide windows at 30 and 1,000 channels, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
execFileSync('node', ['--import', 'tsx', path.resolve(import.meta.dirname, 'guide.ts')], { stdio: 'inherit' });
// The guide page's first view in Lighthouse at 30 and at 1,000 channels.
execFileSync('node', ['--import', 'tsx', path.resolve(import.meta.dirname, 'guide-view.ts')], { stdio: 'inherit' });
// An XMLTV guide of 1,000 channels × 7 days (~44 MB) imported: seconds and peak RSS, in databases of its own.
execFileSync('node', ['--import', 'tsx', path.resolve(import.meta.dirname, 'tv-import.ts')], { stdio: 'inherit' });
// Live push: 2,000 event streams on two API instances with PostgreSQL and Redis (skipped when either is unreachable).
await benchSse();
