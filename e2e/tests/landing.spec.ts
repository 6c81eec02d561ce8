import { expect, test } from '../fixtures';
import { loadWholeView } from '../media-view';

test.describe('the home page', () => {
  test('arrives with its first blocks; the rest come as the viewer scrolls, and going back returns to the same place', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Новинки');
    expect(html).not.toContain('Премьеры месяца');

    // The rest of the view comes in parts, each where the last ended, never as one big read.
    const viewReads: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/media_views/home') viewReads.push(url.searchParams);
    });
    await page.goto('/');
    await expect(page.getByTestId('rest-of-view')).toBeAttached();
    await loadWholeView(page);
    expect(viewReads.length).toBeGreaterThan(1);
    expect(viewReads.map((query) => [query.get('blocks_offset'), query.get('blocks_limit')])).toEqual(
      viewReads.map((_, index) => [String(6 + index * 6), '6']),
    );
    const promo = page.getByRole('region', { name: 'Премьеры месяца' });
    const film = promo.getByRole('link').first();
    await film.scrollIntoViewIfNeeded();
    // spec 1 §3: the position is saved 200 ms after scrolling stops.
    await page.waitForTimeout(400);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await film.click();
    await expect(page).toHaveURL(/\/movies\/[^/]+$/);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(promo).toBeInViewport();
  });
});

test.describe('landing videos', () => {
  test('the promo block of the home page loops its clip preview behind the items', async ({ page }) => {
    await page.goto('/');
    await loadWholeView(page);
    const video = page.locator('video[src^="/media/previews/"]').first();
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { message: 'the background video plays' })
      .toBeGreaterThan(1);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.videoHeight])).toEqual([
      true,
      true,
      360,
    ]);
  });

  test('a promo card plays its video after a one-second hover and stops when the pointer leaves', async ({ page }) => {
    await page.goto('/promo_events/kino-vesny');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Фильмы', level: 3 }) });
    await card.scrollIntoViewIfNeeded();
    // Hovering a card of a page that has not hydrated yet does nothing: hover until the preview answers.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await card.hover();
      await expect(card.getByTestId('card-video-preview')).toBeVisible({ timeout: 2000 });
    }).toPass();
    // Frames keep arriving: two samples of the canvas a second apart differ.
    const sample = () =>
      card.getByTestId('card-video-preview').evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let sum = 0;
        for (let i = 0; i < pixels.length; i += 97) sum += pixels[i]!;
        return sum;
      });
    await expect.poll(sample).toBeGreaterThan(0);
    const first = await sample();
    await expect.poll(sample).not.toBe(first);

    await page.mouse.move(0, 0);
    await expect(card.getByTestId('card-video-preview')).toHaveCount(0);
  });
});
