// Lighthouse (mobile profile: a mid-range phone on slow 4G, simulated) on Debian's Chromium for the home page, a theme
// catalogue and a film page: performance score, LCP, CLS and TBT, the median run of several, each beside a bare
// reference page the same process serves in the same run (this machine's ceiling at that moment: a busy machine lowers
// both); and every script the home page loads, gzipped, against the 200 KB budget.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { BENCH_OPERATOR_TOKEN } from './server.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The first demo film (apps/api/src/seed/catalog/demo). */
const FILM = 10001;
export const LIGHTHOUSE_PAGES = [
  { title: 'home', path: '/' },
  { title: 'movies catalogue', path: '/movies/catalog' },
  { title: 'film page', path: `/movies/${FILM}` },
];
export const HOME_JS_BUDGET_BYTES = 200 * 1024;
/** The goal: each page scores at least this … */
const SCORE_GOAL = 95;
/** … and at most this far below the reference page of the same run. */
const REFERENCE_MARGIN = 3;
export const REFERENCE = { title: 'reference page', path: '/api/operator/reference_page' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    extraHeaders: { authorization: `Bearer ${BENCH_OPERATOR_TOKEN}` },
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    scripts: requests.filter((request) => request.resourceType === 'Script').map((request) => request.url),
    // What Lighthouse would fix first, for a page below its goal.
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 100)
      .map((a) => `${a.id} (${Math.round(a.numericValue)} ms)`),
  };
}

/** Every script a page loaded, each gzipped at level 9 as the budget counts it. */
export async function gzippedScripts(urls) {
  let raw = 0;
  let gzipped = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { files: new Set(urls).size, raw, gzipped };
}

/** Each page's median run (by score), the reference page first unless `pages` says otherwise. */
export async function lighthousePages(base, pages = [REFERENCE, ...LIGHTHOUSE_PAGES]) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  const results = [];
  try {
    for (const page of pages) {
      const url = `${base}${page.path}`;
      // One warm-up: the server's first render of a page (code paths, the database) is not what a visitor waits for.
      await fetch(url, { headers: { authorization: `Bearer ${BENCH_OPERATOR_TOKEN}` } });
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, url));
      const middle = runs.find((run) => run.score === median(runs.map((r) => r.score)));
      results.push({ ...page, ...middle });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

export async function benchLighthouse(base) {
  const results = await lighthousePages(base);
  const [reference] = results;
  console.log(
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile profile, Debian's Chromium — goal: score ≥ ${SCORE_GOAL} and within ${REFERENCE_MARGIN} of the reference page, CLS < 0.05`,
  );
  console.log('  page                                 score  vs ref     LCP       TBT      CLS     FCP');
  for (const r of results) {
    const behind = reference.score - r.score;
    const ok = r === reference || (r.score >= SCORE_GOAL && behind <= REFERENCE_MARGIN && r.cls < 0.05) ? '' : '   BELOW GOAL';
    console.log(
      `  ${(r === reference ? r.title : `${r.title} ${r.path}`).padEnd(35)} ${String(r.score).padStart(5)} ${(r === reference ? '' : String(-behind)).padStart(7)} ${`${Math.round(r.lcp)} ms`.padStart(9)} ${`${Math.round(r.tbt)} ms`.padStart(9)} ${r.cls.toFixed(3).padStart(8)} ${`${Math.round(r.fcp)} ms`.padStart(8)}${ok}`,
    );
    if (ok && r.opportunities.length) console.log(`    opportunities: ${r.opportunities.join(', ')}`);
  }
  const home = results.find((r) => r.path === '/');
  const js = await gzippedScripts(home.scripts);
  console.log(
    `home page JavaScript (every script it loaded): ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzipped / 1024).toFixed(1)} KB gzipped (budget ${HOME_JS_BUDGET_BYTES / 1024} KB${js.gzipped > HOME_JS_BUDGET_BYTES ? ', OVER' : ''})`,
  );
}

// Run alone: node bench/lighthouse.mjs [base URL of a running app]
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startApp } = await import('./server.mjs');
  const base = process.argv[2];
  const app = base ? { base, stop: async () => undefined } : await startApp();
  try {
    await benchLighthouse(app.base);
  } finally {
    await app.stop();
  }
}
