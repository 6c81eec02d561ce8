// Peer-to-peer delivery (issue #19): two Chromium viewers of one live channel, the second joining a little later.
// Prints the share of the second viewer's segment bytes that came from the first (goal ≥ 30 %) and the stalls of
// both, next to the same two viewers with the tracker unreachable (everything over HTTP).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const CHANNEL_PLAYER = '/tv/efir-1/player';
const WATCH_MS = Number(process.env.BENCH_P2P_WATCH_MS ?? 90_000);
const SECOND_JOINS_AFTER_MS = 5000;

async function viewer(base, { trackerDown }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: base }]);
  const page = await context.newPage();
  const qos = [];
  await page.route('**/api/v1/analytics/events', async (route) => {
    for (const event of JSON.parse(route.request().postData() ?? '{}').events ?? [])
      if (event.name === 'player_qos') qos.push(event.params);
    await route.continue();
  });
  if (trackerDown) await page.routeWebSocket(/\/tracker$/, (socket) => socket.close());
  await page.goto(`${base}${CHANNEL_PLAYER}`);
  return { browser, page, qos };
}

/** Pausing sends the QoS report of the playing interval; then the totals of every report. */
async function totals({ page, qos }) {
  const before = qos.length;
  await page.locator('video').evaluate((video) => video.pause());
  const deadline = Date.now() + 20_000;
  while (qos.length === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  const sum = (key) => qos.reduce((total, report) => total + (Number(report[key]) || 0), 0);
  const stalls = qos.flatMap((report) => JSON.parse(report.buffering_events ?? '[]'));
  return { p2p: sum('p2p_bytes'), http: sum('http_bytes'), stalls: stalls.length, stallMs: stalls.reduce((t, s) => t + s.ms, 0) };
}

async function run(base, trackerDown) {
  const first = await viewer(base, { trackerDown });
  await new Promise((resolve) => setTimeout(resolve, SECOND_JOINS_AFTER_MS));
  const second = await viewer(base, { trackerDown });
  await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
  const [one, two] = [await totals(first), await totals(second)];
  await Promise.all([first.browser.close(), second.browser.close()]);
  return { one, two };
}

const mb = (bytes) => (bytes / 1e6).toFixed(1);
const share = ({ p2p, http }) => (p2p + http > 0 ? `${((100 * p2p) / (p2p + http)).toFixed(0)} %` : 'n/a');

export async function benchP2p(base) {
  console.log(`\nPeer-to-peer: two viewers of ${CHANNEL_PLAYER}, the second ${SECOND_JOINS_AFTER_MS / 1000} s later, ${WATCH_MS / 1000} s`);
  for (const [label, trackerDown] of [
    ['peer-to-peer', false],
    ['HTTP only (tracker unreachable)', true],
  ]) {
    const { one, two } = await run(base, trackerDown);
    console.log(`  ${label}`);
    for (const [name, viewer] of [
      ['first ', one],
      ['second', two],
    ])
      console.log(
        `    ${name}: ${mb(viewer.p2p)} MB from peers, ${mb(viewer.http)} MB over HTTP, p2p share ${share(viewer)}, stalls ${viewer.stalls} (${viewer.stallMs} ms)`,
      );
  }
}
