import type { APIResponse, Page } from '@playwright/test';
import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { E2E_OPERATOR_TOKEN } from '../operator';
import { advancing, currentTime, playingPast } from '../playback';

/** A film the demo operator gives away (every eighth film: docs/demo-accounts.md): free, so it carries ads. */
const FREE_FILM = 10001;

/**
 * The other journeys run with the demo's ads off (fixtures.ts); this one turns them on. Ad URLs are on the site's public
 * origin, which without EFIR_PUBLIC_URL is localhost (web/public-origin.ts): the page must be there too, as its CSP
 * lets it reach only itself.
 */
test.use({ ads: true, baseURL: `http://localhost:${process.env.E2E_PORT ?? 3310}` });

/** «Кино Хит», a free channel and the demo's one with ads (apps/api/src/modules/ads/service.ts DEMO_AD_CHANNEL_SLUG). */
const AD_CHANNEL = 'kino-hit';
/** A channel of «ТВ Базовый» (service 4, channels 6–30: docs/demo-accounts.md), paid, so without ads. */
const PAID_CHANNEL = 6;
const TV_BASIC_SERVICE = 4;

/** The programme's own element: the ad layer's video is marked as such. */
const content = (page: Page) => page.locator('video:not([data-testid])');
const contentTime = (page: Page) => currentTime(page, content(page));
const adTime = (page: Page) => currentTime(page, page.getByTestId('ad-video'));

type Stats = { creatives: { creative_id: string; events: Record<string, number> }[] };
const stats = async (page: Page) =>
  (await (
    await page.request.get('/api/operator/ads/creatives', { headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } })
  ).json()) as Stats;
const total = (s: Stats, event: string) => s.creatives.reduce((sum, c) => sum + (c.events[event] ?? 0), 0);

const operatorHeaders = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };

/** Activates a code for the page's viewer off the page: the code's push event reloads an open page, racing what follows. */
async function activateCode(page: Page, code: string): Promise<APIResponse> {
  await page.goto('about:blank');
  const sent = await page.request.post('/api/v1/promocodes/send', { data: { code } });
  expect(sent.ok()).toBe(true);
  return sent;
}

test.describe('ads', () => {
  test('a free film starts with a preroll, skippable after its offset; the film then starts at 0 and plays; a midroll interrupts at its cue point and the film resumes where it was', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const before = await stats(page);
    await page.goto(`/movies/${FREE_FILM}/player`);
    const layer = page.getByTestId('ad-layer');
    await expect(layer).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => adTime(page), { timeout: 15_000, message: 'the ad plays' }).toBeGreaterThan(1);
    // Not yet skippable: the countdown, the remaining time and the click-through show; the film waits at its start.
    await expect(layer.getByText(/^Пропустить через \d+ с$/)).toBeVisible();
    await expect(layer.getByTestId('ad-remaining')).toHaveText(/^0:\d\d$/);
    await expect(layer.getByRole('button', { name: 'Подробнее' })).toBeVisible();
    expect(await contentTime(page)).toBeLessThan(1);
    await layer.getByRole('button', { name: 'Пропустить рекламу' }).click({ timeout: 10_000 });
    await expect(layer).toBeHidden();
    const resumedAt = await contentTime(page);
    expect(resumedAt).toBeLessThan(1);
    await expect.poll(() => contentTime(page), { timeout: 15_000, message: 'the film plays' }).toBeGreaterThan(resumedAt + 1);
    // Recorded on our ad server, once each.
    await expect.poll(async () => total(await stats(page), 'skip') - total(before, 'skip')).toBe(1);
    const after = await stats(page);
    expect(total(after, 'impression') - total(before, 'impression')).toBe(1);
    expect(total(after, 'start') - total(before, 'start')).toBe(1);

    // The demo's free films break at 20 s (apps/api/src/modules/ads/service.ts DEMO_BREAKS).
    await expect(layer).toBeVisible({ timeout: 40_000 });
    const heldAt = await contentTime(page);
    expect(heldAt).toBeGreaterThanOrEqual(19.5);
    expect(heldAt).toBeLessThan(22);
    await expect.poll(() => adTime(page), { timeout: 15_000, message: 'the midroll plays' }).toBeGreaterThan(1);
    expect(await contentTime(page)).toBeCloseTo(heldAt, 0);
    await layer.getByRole('button', { name: 'Пропустить рекламу' }).click({ timeout: 10_000 });
    await expect(layer).toBeHidden();
    await expect.poll(() => contentTime(page), { timeout: 15_000, message: 'the film goes on' }).toBeGreaterThan(heldAt + 1);
  });

  test('/test_avod_player plays a free film with its ads, for the operator to check them', async ({ page }) => {
    await page.goto('/test_avod_player');
    const layer = page.getByTestId('ad-layer');
    await expect(layer).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => adTime(page), { timeout: 15_000, message: 'the preroll plays' }).toBeGreaterThan(1);
    await layer.getByRole('button', { name: 'Пропустить рекламу' }).click({ timeout: 10_000 });
    await expect(layer).toBeHidden();
    await expect.poll(() => contentTime(page), { timeout: 15_000, message: 'the film plays' }).toBeGreaterThan(1);
  });

  test('the partner’s banner on the home page asks for its show pixel when seen and its click pixel when clicked', async ({ page }) => {
    type PixelStats = { banners: { banner_id: number; events: { show: number; click: number } }[] };
    const pixels = async () =>
      (await (
        await page.request.get('/api/operator/ads/banners', { headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } })
      ).json()) as PixelStats;
    const count = (s: PixelStats, event: 'show' | 'click') => s.banners.reduce((sum, b) => sum + b.events[event], 0);
    const before = await pixels();
    // The advertiser's page is outside this machine's reach.
    await page.route('https://example.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="ru"><head><title>Партнёр</title></head><body><main><h1>Партнёр</h1></main></body></html>',
      }),
    );
    await page.goto('/');
    const partner = page.getByRole('link', { name: /Реклама партнёра/ });
    // Far down the page, whose lower blocks arrive as the viewer scrolls, and at the end of its row.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(partner).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await partner.scrollIntoViewIfNeeded();
    await expect.poll(async () => count(await pixels(), 'show') - count(before, 'show'), { message: 'the show pixel' }).toBe(1);
    await partner.click();
    await expect.poll(async () => count(await pixels(), 'click') - count(before, 'click'), { message: 'the click pixel' }).toBe(1);
  });

  test('with the ad server unreachable the film starts within 3 s', async ({ page }) => {
    // The VAST request never answers.
    await page.route('**/api/v1/ads/vast**', () => undefined);
    const asked = page.waitForRequest((request) => request.url().includes('/api/v1/ads/vast'));
    await page.goto(`/movies/${FREE_FILM}/player`);
    await asked;
    const started = Date.now();
    await expect.poll(() => contentTime(page), { timeout: 6000, message: 'the film plays' }).toBeGreaterThan(0.3);
    expect(Date.now() - started).toBeLessThan(4500);
    await expect(page.getByTestId('ad-layer')).toBeHidden();
  });

  test('a film the viewer holds by a subscription plays with no ad', async ({ page, request }) => {
    await registerNewViewer(page, request);
    const sent = await activateCode(page, 'EFIR30');
    const { items } = (await sent.json()) as { items: { id: number; type?: string }[] };
    // The answer lists cards; whether a film is free is the item's own answer's to say.
    let film: { id: number } | undefined;
    for (const item of items.filter((entry) => entry.type === 'film')) {
      const full = (await (await page.request.get(`/api/v1/media_items/${item.id}`)).json()) as { is_free: boolean };
      if (!full.is_free) {
        film = item;
        break;
      }
    }
    expect(film, 'the code opens a film that is not free').toBeDefined();
    const asset = await page.request.get(`/api/v1/playback/media_item/${film!.id}`);
    expect(asset.ok()).toBe(true);
    expect(((await asset.json()) as { ad?: unknown }).ad).toBeUndefined();
    await page.goto(`/movies/${film!.id}/player`);
    await playingPast(page, 1);
    await expect(page.getByTestId('ad-layer')).toHaveCount(0);
  });

  test('a free channel starts with its preroll above the live picture, one ad that plays out, then the channel plays at the live edge', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const before = await stats(page);
    await page.goto(`/tv/${AD_CHANNEL}/player`);
    const layer = page.getByTestId('ad-layer');
    await expect(layer).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => adTime(page), { timeout: 15_000, message: 'the ad plays' }).toBeGreaterThan(1);
    // One ad a live slot (spec 2 §4): it plays to its end and the layer goes.
    await expect(layer).toBeHidden({ timeout: 30_000 });
    await expect.poll(async () => total(await stats(page), 'complete') - total(before, 'complete')).toBe(1);
    expect(total(await stats(page), 'impression') - total(before, 'impression')).toBe(1);
    const joinedAt = await contentTime(page);
    await expect.poll(() => contentTime(page), { timeout: 15_000, message: 'the channel plays' }).toBeGreaterThan(joinedAt + 1);
    // At the live edge, not where the ad paused it 6–15 s ago: the label says live with no time behind and no way back to it.
    await page.mouse.move(220, 200);
    await expect(page.getByText('Прямой эфир', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Вернуться в прямой эфир' })).toHaveCount(0);
  });

  test('a paid channel the viewer holds plays with no ad', async ({ page, request }) => {
    const batch = await request.post('/api/operator/promo-codes/batches', {
      headers: operatorHeaders,
      data: {
        campaign: 'ТВ без рекламы',
        count: 1,
        prefix: 'TVB',
        service_id: TV_BASIC_SERVICE,
        grant_days: 30,
        message: { rus: 'ТВ Базовый' },
      },
    });
    expect(batch.ok()).toBe(true);
    const { csv_url } = (await batch.json()) as { csv_url: string };
    const code = /TVB-[A-Z0-9]+/.exec(await (await request.get(csv_url, { headers: operatorHeaders })).text())?.[0];
    expect(code, 'the batch’s code').toBeDefined();
    await registerNewViewer(page, request);
    await activateCode(page, code!);
    const asset = await page.request.get(`/api/v1/playback/channel/${PAID_CHANNEL}`);
    expect(asset.ok()).toBe(true);
    expect(((await asset.json()) as { ad?: unknown }).ad).toBeUndefined();
    await page.goto(`/tv/${PAID_CHANNEL}/player`);
    await advancing(page, 1, content(page));
    await expect(page.getByTestId('ad-layer')).toHaveCount(0);
  });
});
