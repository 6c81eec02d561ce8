import { expect, test } from '../fixtures';
import { advancing } from '../playback';
import { pressUntilShown } from '../press';

test.describe('the application shell', () => {
  test('the home page arrives rendered by the server, header and content included', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ru"/);
    expect(html).toMatch(/<header[^>]*>[\s\S]*aria-label="Главное меню"/);
    expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<h1[^>]*>Кино, сериалы и ТВ/);
    expect(html).toMatch(/<footer/);
  });

  test('pages run under a Content-Security-Policy: only scripts with the response’s nonce, and only embeds are frameable', async ({
    request,
  }) => {
    const response = await request.get('/');
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers()['x-frame-options']).toBe('DENY');
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)].map(([tag]) => tag);
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
    const embed = await request.get('/embed/tv/1');
    expect(embed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(embed.headers()['x-frame-options']).toBeUndefined();
  });

  test('a page has its layout, and a TV page with ?player has none', async ({ page }) => {
    await page.goto('/collections');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText('Главная');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Подборки');
    await expect(page.getByRole('link', { name: /Лучшее за год/ })).toBeVisible();

    // spec 1 §2: the TV pages lose their layout with ?player (what they show comes with the live-TV issue).
    await page.goto('/tv?player=1');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('an embedded live channel plays without header or footer', async ({ page }) => {
    // Channel 1 is free to air (docs/demo-accounts.md), so a visitor's embed plays at once.
    await page.goto('/embed/tv/1');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await advancing(page, 1);
  });

  test('an unknown path shows the not-found page with status 404, without layout under /embed/', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toHaveCount(0);

    const embed = await page.goto('/embed/x/unknown');
    expect(embed?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('/app_info returns the running version', async ({ request }) => {
    const response = await request.get('/app_info');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { version: unknown };
    expect(body.version).toEqual(expect.any(String));
    expect(String(body.version).length).toBeGreaterThan(0);
  });

  test('switching the language to eng and hye changes the texts and <html lang>', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    await page.getByRole('button', { name: /Язык интерфейса/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Films, series and TV in one place');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: /Interface language/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Հայերեն' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
    await expect(page.getByRole('link', { name: 'Փաստաթղթեր' })).toBeVisible();

    // The choice lives in the lang cookie, so the server renders the next page in it.
    await page.goto('/my/devices');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Սարքեր');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
  });

  test("at a narrow width the menu items that do not fit are reachable in the 'more' dropdown", async ({ page, request }) => {
    const { menu } = (await (await request.get('/api/v1/shell')).json()) as { menu: { title: string }[] };
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    const more = nav.getByRole('button', { name: 'Ещё' });
    await expect(more).toBeVisible();
    const inRow = await nav.getByRole('link').allTextContents();
    await more.click();
    // The dropdown is a chunk loaded on the first click.
    await expect(page.getByRole('menu')).toBeVisible();
    const inDropdown = await page.getByRole('menuitem').allTextContents();
    expect(inDropdown.length).toBeGreaterThan(0);
    expect([...inRow, ...inDropdown]).toEqual(menu.map((item) => item.title));

    await page.getByRole('menuitem').last().click();
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(nav.getByRole('button', { name: 'Ещё' })).toHaveCount(0);
    await expect(nav.getByRole('link')).toHaveCount(menu.length);
  });

  test('at phone width the menu opens as a full-screen overlay', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeHidden();
    const overlay = page.getByRole('dialog', { name: 'Главное меню' });
    await pressUntilShown(page.getByRole('button', { name: 'Открыть меню' }), overlay);
    // Polled: the overlay slides in.
    await expect.poll(() => overlay.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await overlay.getByRole('link', { name: 'Поиск' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(overlay).toHaveCount(0);
  });
});
