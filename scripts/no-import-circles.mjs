// No import circles (npm test runs this beside lint): each tree below is checked with madge, type imports included,
// and every circle found is printed. A tree joins the check with one line here.
import path from 'node:path';
import madge from 'madge';
import { ROOT } from './lib.mjs';

const TREES = [
  { dir: 'apps/api/src', tsConfig: 'apps/api/tsconfig.json' },
  { dir: 'apps/web/app', tsConfig: 'apps/web/tsconfig.json' },
];

let circles = 0;
for (const { dir, tsConfig } of TREES) {
  const graph = await madge(path.join(ROOT, dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(ROOT, tsConfig),
    // Packages are not ours to untangle, and React Router's generated route types (`./+types/…`) import their route
    // back by design; only our own files can close a circle.
    excludeRegExp: [/node_modules/, /\.react-router/],
  });
  const found = graph.circular();
  circles += found.length;
  console.log(`${dir}: ${found.length === 0 ? 'no import circle' : `${found.length} import circle(s)`}`);
  for (const circle of found) console.log(`  ${[...circle, circle[0]].join(' → ')}`);
}
process.exit(circles > 0 ? 1 : 0);
