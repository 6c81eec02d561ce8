// Player start-up: navigation → first frame and load() → first frame on the player page, median of 10 cold
// runs, next to a bare shaka-player page on the same encrypted stream (the floor); when the player's controls are on
// screen; and the player's JavaScript.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const RUNS = Number(process.env.BENCH_PLAYER_RUNS ?? 10);
/** The first demo film (apps/api/src/seed/catalog/demo). */
const FILM = 10001;
const PLAYER_PATH = `/movies/${FILM}/player`;
const BARE_PATH = '/bench/bare-shaka';
const SHAKA_FILE = createRequire(import.meta.url).resolve('shaka-player/dist/shaka-player.compiled-es2021.js', {
  paths: [path.resolve(import.meta.dirname, '../packages/player')],
});
const CLIENT_ASSETS = path.resolve(import.meta.dirname, '../apps/web/build/client/assets');

// Both pages report the first presented frame with requestVideoFrameCallback, in ms since navigation start; the player
// page also when its controls (the first button of the player's region) are on screen.
const FIRST_FRAME_PROBE = `
  new MutationObserver((_, observer) => {
    const video = document.querySelector('video');
    if (video && window.__video === undefined) {
      window.__video = video;
      video.requestVideoFrameCallback((now) => { window.__firstFrame = now; });
    }
    if (document.querySelector('section[aria-label] button')) {
      window.__controls = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

// The floor: nothing but shaka, the asset call and the licence server, as the player page uses them.
const BARE_PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#000">
<video style="width:100vw;height:100vh" muted playsinline></video>
<script src="/bench/shaka.js"></script>
<script type="module">
  const asset = await (await fetch('/api/v1/playback/media_item/${FILM}')).json();
  shaka.polyfill.installAll();
  const player = new shaka.Player();
  await player.attach(document.querySelector('video'));
  player.configure({ drm: { servers: { 'org.w3.clearkey': asset.drmConfig.clearkey } } });
  player.getNetworkingEngine().registerRequestFilter((type, request) => {
    if (type === shaka.net.NetworkingEngine.RequestType.LICENSE) request.headers['Content-Type'] = 'application/json';
  });
  performance.mark('efir:player-load');
  await player.load(asset.assetUrl + '/manifest.mpd?profile=web');
  await document.querySelector('video').play();
</script>`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function startUp(browser, base, pagePath) {
  // A context of its own each time: a cold cache, a new session, as a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(FIRST_FRAME_PROBE);
  await context.route(`${base}${BARE_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: BARE_PAGE }));
  await context.route(`${base}/bench/shaka.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: readFileSync(SHAKA_FILE) }),
  );
  const page = await context.newPage();
  await page.goto(`${base}${pagePath}`);
  const hasControls = pagePath !== BARE_PATH;
  await page.waitForFunction(
    (controls) => window.__firstFrame !== undefined && (!controls || window.__controls !== undefined),
    hasControls,
    {
      timeout: 30_000,
    },
  );
  const result = await page.evaluate(() => {
    const load = performance.getEntriesByName('efir:player-load')[0]?.startTime ?? Number.NaN;
    return { navigation: window.__firstFrame, load: window.__firstFrame - load, controls: window.__controls ?? Number.NaN };
  });
  await context.close();
  return result;
}

async function series(browser, base, pagePath) {
  const runs = [];
  // One warm-up: the server's first answers (code paths, the database) are not what a viewer waits for.
  await startUp(browser, base, pagePath);
  for (let run = 0; run < RUNS; run++) runs.push(await startUp(browser, base, pagePath));
  const of = (key) => median(runs.map((run) => run[key]));
  return { navigation: of('navigation'), load: of('load'), controls: of('controls') };
}

async function scriptUrls(base, pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  // The page's preloads go out inert, to start after its first paint (apps/web/app/paint-first.ts).
  return new Set(
    [...html.matchAll(/<(?:link rel="(?:efir-)?modulepreload"[^>]*?|script[^>]*) (?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]),
  );
}

const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function playerJavaScript(base) {
  const [player, home] = await Promise.all([scriptUrls(base, PLAYER_PATH), scriptUrls(base, '/')]);
  const own = [...player].filter((url) => !home.has(url));
  let ownBytes = 0;
  for (const url of own) ownBytes += gzipped(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer()));
  const shakaFile = readdirSync(CLIENT_ASSETS).find((name) => name.startsWith('shaka-player'));
  const shakaBytes = shakaFile ? gzipped(readFileSync(path.join(CLIENT_ASSETS, shakaFile))) : Number.NaN;
  const homeHasShaka = [...home].some((url) => url.includes('shaka'));
  return { ownFiles: own.length, ownBytes, shakaBytes, homeHasShaka };
}

export async function benchPlayer(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const player = await series(browser, base, PLAYER_PATH);
    const bare = await series(browser, base, BARE_PATH);
    const ms = (value) => `${Math.round(value)} ms`.padStart(7);
    console.log(`player start-up, median of ${RUNS} cold runs          navigation → frame   load() → frame   controls`);
    console.log(
      `  player page ${PLAYER_PATH.padEnd(30)} ${ms(player.navigation)}            ${ms(player.load)}      ${ms(player.controls)}`,
    );
    console.log(`  bare shaka page (floor)                      ${ms(bare.navigation)}            ${ms(bare.load)}`);
    console.log(`  the player page takes ${(player.navigation / bare.navigation).toFixed(2)}× the bare page's time to its first frame`);
  } finally {
    await browser.close();
  }
  const js = await playerJavaScript(base);
  console.log(
    `player JavaScript (gzipped): route chunks ${kb(js.ownBytes)} in ${js.ownFiles} files, shaka-player ${kb(js.shakaBytes)} (loaded first, by the page's early-start script); home page loads shaka: ${js.homeHasShaka ? 'YES' : 'no'}`,
  );
}

// Run alone: node bench/player.mjs [base URL of a running app]
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startApp } = await import('./server.mjs');
  const base = process.argv[2];
  const app = base ? { base, stop: async () => undefined } : await startApp();
  try {
    await benchPlayer(app.base);
  } finally {
    await app.stop();
  }
}
