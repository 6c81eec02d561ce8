import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FILM = { slug: 'zolotaya-zvezda' };
/** Long enough for the banner to have appeared after mount, had it been going to. */
const SETTLE_MS = 1000;

/** The page's layout shifts so far, summed as CLS counts them. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const sum = (entries: PerformanceEntryList) =>
          entries.reduce((total, entry) => total + (entry as PerformanceEntry & { value: number }).value, 0);
        new PerformanceObserver((list) => resolve(sum(list.getEntries()))).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve(0), 200);
      }),
  );

const appBanner = (page: Page) => page.getByRole('complementary', { name: 'Приложение для Android' });

test.describe('the Android app banner (spec 1 §4, §7)', () => {
  test.use({ userAgent: ANDROID_CHROME, viewport: { width: 390, height: 844 }, hasTouch: true });

  test('an Android viewer is offered the app on a film page, not on a page without it, and closed it stays closed', async ({
    page,
    request,
  }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.related_applications).toEqual([expect.objectContaining({ platform: 'play', id: 'tv.efir.app' })]);
    // Only the browser knows it runs on Android: the server's page has no banner to mismatch.
    const html = await (await request.get(`/movies/${FILM.slug}`, { headers: { 'user-agent': ANDROID_CHROME } })).text();
    expect(html).not.toContain('Приложение для Android');
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');

    await page.goto('/collections');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Подборки');
    await page.waitForTimeout(SETTLE_MS);
    await expect(appBanner(page)).toHaveCount(0);

    await page.goto(`/movies/${FILM.slug}`);
    const banner = appBanner(page);
    await expect(banner).toContainText('Эфир');
    await expect(banner.getByRole('link', { name: /Открыть|Установить/ })).toHaveAttribute('href', /tv\.efir\.app/);
    // A bar in the page's flow above the header: the header and the page start below it.
    const bar = await banner.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(bar?.y).toBe(0);
    expect(header!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    // Its place was kept from the first paint: nothing moved when it appeared.
    expect(await layoutShifts(page)).toBe(0);

    await banner.getByRole('button', { name: 'Закрыть' }).click();
    await expect(appBanner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(SETTLE_MS);
    await expect(appBanner(page)).toHaveCount(0);
  });
});

test('a desktop viewer is never offered the Android app', async ({ page }) => {
  await page.goto(`/movies/${FILM.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  await expect(appBanner(page)).toHaveCount(0);
});
