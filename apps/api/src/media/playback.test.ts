import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH as CHROMIUM, CHROMIUM_ARGS } from '../../../../scripts/chromium.mjs';
import { clearKeyLicence, parseLicenceRequest } from './clearkey.js';
import { mediaMimeType } from './mime.js';
import { type PackagedTestClip, packageTestClip, TEST_CLIP, TEST_MEDIA_SECRET } from './test-clip.js';

const SHAKA = createRequire(import.meta.url).resolve('shaka-player/dist/shaka-player.compiled.js');

const PAGE = `<!doctype html><meta charset="utf-8"><video id="video" muted width="640" height="360"></video>
<script src="/shaka.js"></script>
<script>
  window.errors = [];
  window.licenceRequests = 0;
  window.start = async (manifestUrl, drm) => {
    shaka.polyfill.installAll();
    const video = document.getElementById('video');
    video.addEventListener('error', () => window.errors.push('video ' + (video.error && video.error.message)));
    const player = new shaka.Player();
    await player.attach(video);
    window.player = player;
    player.addEventListener('error', (e) => window.errors.push('shaka ' + e.detail.code));
    player.getNetworkingEngine().registerRequestFilter((type) => {
      if (type === shaka.net.NetworkingEngine.RequestType.LICENSE) window.licenceRequests++;
    });
    // Start high so the later switch to 360p is a real change.
    player.configure({ drm, abr: { defaultBandwidthEstimate: 50e6 } });
    await player.load(manifestUrl);
    await video.play();
  };
  window.tracks = () => ({
    audio: window.player.getAudioTracks().map((t) => t.language),
    text: window.player.getTextTracks().map((t) => t.language),
  });
  window.selectHeight = (height) => {
    window.player.configure({ abr: { enabled: false } });
    const track = window.player.getVariantTracks().find((t) => t.height === height);
    window.player.selectVariantTrack(track, true);
  };
</script>`;

/** What PAGE's script puts on window. */
type TestWindow = {
  errors: string[];
  licenceRequests: number;
  start: (manifestUrl: string, drm: object) => Promise<void>;
  selectHeight: (height: number) => void;
  tracks: () => { audio: string[]; text: string[] };
};

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`skipping playback tests: ${CHROMIUM} is missing (apt-get install chromium)`);

describe.skipIf(!hasChromium)('encrypted playback in Chromium', () => {
  let clip: PackagedTestClip;
  let server: Server;
  let origin: string;
  let browser: Browser;

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/licence' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const request = parseLicenceRequest(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(clearKeyLicence(request, TEST_MEDIA_SECRET, [TEST_CLIP.id])));
      return;
    }
    if (path === '/media/cenc/clearkey.key') {
      res.end(clip.key.key);
      return;
    }
    const file = path === '/' ? null : path === '/shaka.js' ? SHAKA : join(clip.paths.dir, normalize(path.replace(/^\/media\//, '')));
    if (file && !file.startsWith(clip.paths.dir) && file !== SHAKA) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = file ? await readFile(file) : PAGE;
      res.setHeader('content-type', file === SHAKA ? 'text/javascript' : file ? mediaMimeType(file) : 'text/html; charset=utf-8');
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  }

  beforeAll(async () => {
    clip = await packageTestClip();
    server = createServer((req, res) => {
      serve(req, res).catch(() => res.writeHead(500).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    await clip?.remove();
  });

  async function play(manifest: string, drm: object): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page
      .evaluate(([url, config]) => (window as unknown as TestWindow).start(url, config), [`${origin}/media/${manifest}`, drm] as const)
      // A browser stack names the page URL, which vitest then fails to source-map: keep the message only.
      .catch((error: Error) => {
        throw new Error(`player failed: ${error.message.split('\n')[0]}`);
      });
    return page;
  }

  const currentTime = (page: Page) => page.evaluate(() => document.querySelector('video')!.currentTime);
  const videoHeight = (page: Page) => page.evaluate(() => document.querySelector('video')!.videoHeight);
  // Page functions run in the browser: they can name the TestWindow type but no variable of this file.
  const playedPast3sOrFailed = (page: Page) =>
    page.waitForFunction(
      () => document.querySelector('video')!.currentTime > 3 || (window as unknown as TestWindow).errors.length > 0,
      null,
      {
        timeout: 30_000,
      },
    );
  const errors = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).errors);

  it('plays the encrypted DASH clip past 3 s with keys from the ClearKey licence server, then switches to 360p', async () => {
    const page = await play('cenc/manifest.mpd', { servers: { 'org.w3.clearkey': `${origin}/licence` } });
    await playedPast3sOrFailed(page);
    expect(await errors(page)).toEqual([]);
    expect(await currentTime(page)).toBeGreaterThan(3);
    expect(await page.evaluate(() => (window as unknown as TestWindow).licenceRequests)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as TestWindow).tracks())).toEqual({ audio: ['ru', 'en'], text: ['ru', 'en'] });
    // Back to the start (the clip is 8 s), then pin 1080p, so the switch to 360p is a change whatever ABR picked.
    await page.evaluate(() => {
      document.querySelector('video')!.currentTime = 0.5;
    });
    for (const height of [1080, 360]) {
      await page.evaluate((h) => (window as unknown as TestWindow).selectHeight(h), height);
      await page.waitForFunction((h) => document.querySelector('video')!.videoHeight === h, height, { timeout: 20_000 });
    }
    expect(await videoHeight(page)).toBe(360);
    expect(await errors(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it('plays the encrypted HLS clip past 3 s with the identity key', async () => {
    const page = await play('cenc/playlist.m3u8', {});
    await playedPast3sOrFailed(page);
    expect(await errors(page)).toEqual([]);
    expect(await currentTime(page)).toBeGreaterThan(3);
    await page.close();
  }, 60_000);
});
