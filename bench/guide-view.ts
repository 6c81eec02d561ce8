// The programme guide's first view (/tv) in Lighthouse's mobile profile, with the demo's 30 channels and after 1,000
// more are imported through the operator API (two days of their guide around now): score, the first guide view (the
// page's largest paint: the grid's first window comes in the server's HTML), its HTML and how many guide cells it
// draws, beside the reference page of the same run. Run by run.mjs; alone: node --import tsx bench/guide-view.ts

import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { userAgents } from 'lighthouse/core/config/constants.js';
import { GUIDE_CHANNELS, writeGuide } from './guide-file.ts';
import { lighthousePages, REFERENCE } from './lighthouse.mjs';
import { BENCH_OPERATOR_TOKEN, startApp } from './server.mjs';

/** Issue 16: the first guide view within 1.0 s on Lighthouse mobile with 1,000 channels loaded. */
const FIRST_VIEW_GOAL_MS = 1000;
const DAY_MS = 86_400_000;
const GUIDE = '/tv';

/** The page a browser gets: Lighthouse's phone gets the list alone (tv-guide/guide-page.tsx), a wide browser the grid too. */
async function guideHtml(base: string, userAgent: string): Promise<{ bytes: number; cells: number; rows: number }> {
  const html = await (await fetch(`${base}${GUIDE}`, { headers: { 'user-agent': userAgent } })).text();
  const rows = new Set(html.match(/data-row="\d+"/g) ?? []).size;
  return { bytes: Buffer.byteLength(html), cells: (html.match(/data-row="/g) ?? []).length, rows };
}

async function loadChannels(base: string): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'efir-bench-guide-view-'));
  try {
    const file = path.join(dir, 'guide.xml');
    await writeGuide(file, { from: Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS / 2, days: 2 });
    const started = performance.now();
    const response = await fetch(`${base}/api/operator/tv/import`, {
      method: 'POST',
      body: createReadStream(file) as unknown as BodyInit,
      duplex: 'half',
      headers: { authorization: `Bearer ${BENCH_OPERATOR_TOKEN}`, 'content-type': 'application/xml' },
    } as RequestInit);
    if (!response.ok) throw new Error(`the import answered ${response.status}: ${await response.text()}`);
    console.log(
      `  (${GUIDE_CHANNELS} channels × 2 days, ${(statSync(file).size / 1e6).toFixed(1)} MB, imported through the operator API in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(base: string, title: string): Promise<void> {
  const [reference, guide] = await lighthousePages(base, [REFERENCE, { title, path: GUIDE }]);
  const [phone, wide] = [await guideHtml(base, userAgents.mobile), await guideHtml(base, userAgents.desktop)];
  for (const r of [reference, guide]) {
    const goal = r === guide && r.lcp > FIRST_VIEW_GOAL_MS ? '   BELOW GOAL' : '';
    console.log(
      `  ${r.title.padEnd(28)} score ${String(r.score).padStart(3)}   first view (LCP) ${`${Math.round(r.lcp)} ms`.padStart(8)}   FCP ${`${Math.round(r.fcp)} ms`.padStart(8)}   TBT ${`${Math.round(r.tbt)} ms`.padStart(7)}   CLS ${r.cls.toFixed(3)}${goal}`,
    );
  }
  console.log(
    `    its HTML: ${(phone.bytes / 1024).toFixed(0)} KB on a phone; ${(wide.bytes / 1024).toFixed(0)} KB on a wide screen, ${wide.rows} channel rows and ${wide.cells} programme cells drawn`,
  );
}

const app = await startApp({ port: 3412 });
try {
  console.log(`Programme guide first view (Lighthouse mobile profile, median run) — goal: ≤ ${FIRST_VIEW_GOAL_MS} ms with 1,000 channels`);
  await measure(app.base, 'guide, 30 channels');
  await loadChannels(app.base);
  await measure(app.base, `guide, ${30 + GUIDE_CHANNELS} channels`);
} finally {
  await app.stop();
}
