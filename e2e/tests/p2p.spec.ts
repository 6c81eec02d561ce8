import type { Browser, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { expect, test } from '../fixtures';
import { advancing } from '../playback';

/** «Эфир 1» plays free to everyone (docs/demo-accounts.md): two visitors of it are peers of one swarm. */
const CHANNEL_PLAYER = '/tv/efir-1/player';

type QosReport = { p2p_state?: string; p2p_bytes?: number; http_bytes?: number; buffering_events?: string };

/** A second viewer in a browser of its own, as on another computer; its QoS reports are read as they leave. */
async function viewer(browser: Browser, baseURL: string, { trackerDown = false } = {}) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL }]);
  const page = await context.newPage();
  const qos: QosReport[] = [];
  await page.route('**/api/v1/analytics/events', async (route) => {
    const { events = [] } = JSON.parse(route.request().postData() ?? '{}') as { events?: { name: string; params: QosReport }[] };
    for (const event of events) if (event.name === 'player_qos') qos.push(event.params);
    await route.continue();
  });
  // The tracker unreachable: its WebSocket is refused as a stopped tracker's would be.
  if (trackerDown) await page.routeWebSocket(/\/tracker$/, (socket) => socket.close());
  // A peer's copy of a segment is checked against the digest a HEAD of the segment's address answers.
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'HEAD' && request.url().endsWith('.m4s')) checks.push(request.url());
  });
  await page.goto(CHANNEL_PLAYER);
  return { page, qos, checks, close: () => context.close() };
}

/** Pausing ends the playing interval: its QoS report (spec 2 §7) leaves with the bytes it took from peers and over HTTP. */
async function bytesOf(page: Page, qos: QosReport[]) {
  const before = qos.length;
  await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
  await expect.poll(() => qos.length, { timeout: 15_000, message: 'the QoS report of the interval leaves' }).toBeGreaterThan(before);
  return {
    p2p: qos.reduce((sum, report) => sum + (report.p2p_bytes ?? 0), 0),
    http: qos.reduce((sum, report) => sum + (report.http_bytes ?? 0), 0),
    states: new Set(qos.map((report) => report.p2p_state)),
  };
}

test.describe('peer-to-peer delivery (issue #19)', () => {
  test.setTimeout(300_000);
  let other: Browser;
  test.beforeAll(async () => {
    other = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  test.afterAll(async () => other.close());

  test('two viewers of one channel share its segments: the second takes some from the first', async ({ page, baseURL }) => {
    const first = await viewer(page.context().browser()!, baseURL!);
    await advancing(first.page, 2);
    const second = await viewer(other, baseURL!);
    await advancing(second.page, 2);
    // The second viewer plays on while the peers meet and trade segments ahead of the playhead.
    await second.page.waitForTimeout(25_000);
    const delivered = await bytesOf(second.page, second.qos);
    expect(delivered.states).toEqual(new Set(['on']));
    expect(delivered.p2p, 'bytes the second viewer took from the first').toBeGreaterThan(0);
    expect(second.checks.length, 'the copies it took, checked against the server’s digests').toBeGreaterThan(0);
    expect(delivered.http).toBeGreaterThan(0);
    await Promise.all([first.close(), second.close()]);
    await page.goto('/');
  });

  test('with the tracker unreachable both viewers still play, everything over HTTP', async ({ page, baseURL }) => {
    const first = await viewer(page.context().browser()!, baseURL!, { trackerDown: true });
    const second = await viewer(other, baseURL!, { trackerDown: true });
    await advancing(first.page, 2);
    await advancing(second.page, 2);
    const delivered = await bytesOf(second.page, second.qos);
    expect(delivered.p2p).toBe(0);
    expect(delivered.http).toBeGreaterThan(0);
    await Promise.all([first.close(), second.close()]);
    await page.goto('/');
  });
});
