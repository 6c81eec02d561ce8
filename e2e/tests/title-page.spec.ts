import type { Locator, Page } from '@playwright/test';
import { registerNewViewer, signInAsDemoViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { currentTime, PLAYBACK_TIMEOUT_MS } from '../playback';

/** A title page that is not thin (issue 13 point 14): actions on one line, details, «Похожие», synopses, resume. */

/** A free demo film (docs/demo-accounts.md) with a trailer, that no other journey plays. */
const FILM = { id: 10049, slug: 'temnyy-kapitan' };
const SERIES = 20001;
/** Paid demo films: one in the Кинозал subscription, one rented for 149 ₽ or bought for 399 ₽. */
const SUBSCRIPTION_FILM = 'korol-zolotogo-veka';
const RENTAL_FILM = 'sokrovishcha-chuzhogo-goroda';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'a visible box').not.toBeNull();
  return found!;
}
const middle = (b: { y: number; height: number }) => b.y + b.height / 2;

/** The hero's primary action and its icon buttons (trailer, favourite, share). */
function actions(page: Page) {
  return {
    primary: page.getByRole('link', { name: /^(Смотреть|Продолжить с \d+:\d\d)$/ }),
    icons: [
      page.getByRole('link', { name: 'Трейлер', exact: true }),
      page.getByRole('button', { name: 'В избранное' }),
      page.getByRole('button', { name: 'Поделиться' }),
    ],
  };
}

test.describe('a title page', () => {
  test('on a wide screen the primary action and the icon buttons sit on one line; on a phone the icons share a row under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/movies/${FILM.slug}`);
    const wide = actions(page);
    const primary = await box(wide.primary);
    for (const icon of wide.icons) {
      const own = await box(icon);
      expect(Math.abs(middle(own) - middle(primary))).toBeLessThanOrEqual(2);
      expect(own.x).toBeGreaterThan(primary.x + primary.width);
      expect(Math.min(own.width, own.height)).toBeGreaterThanOrEqual(44);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const narrow = actions(page);
    const top = await box(narrow.primary);
    const rows = await Promise.all(narrow.icons.map(box));
    for (const icon of rows) {
      expect(Math.abs(icon.y - rows[0]!.y)).toBeLessThanOrEqual(1);
      expect(icon.y).toBeGreaterThanOrEqual(top.y + top.height);
      expect(icon.x + icon.width).toBeLessThanOrEqual(390);
      expect(Math.min(icon.width, icon.height)).toBeGreaterThanOrEqual(44);
    }
    expect(top.width).toBeGreaterThan(300);
  });

  test('a film the viewer does not hold has one primary action, the way in with its price, and no «Смотреть» beside it', async ({
    page,
    request,
  }) => {
    const watch = page.getByRole('link', { name: 'Смотреть', exact: true });
    await page.goto(`/movies/${SUBSCRIPTION_FILM}`);
    const subscribe = page.getByRole('button', { name: 'Смотреть по подписке', exact: true });
    await expect(subscribe).toBeVisible();
    await expect(watch).toHaveCount(0);
    const favourite = await box(page.getByRole('button', { name: 'В избранное' }));
    expect(Math.abs(middle(favourite) - middle(await box(subscribe)))).toBeLessThanOrEqual(2);

    // Signed in (a new account holds nothing), the cheapest way in carries its price.
    await registerNewViewer(page, request, `/movies/${RENTAL_FILM}`);
    await expect(page.getByRole('button', { name: /^Арендовать от 149\s₽$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Купить/ })).toHaveCount(0);
    await expect(watch).toHaveCount(0);
  });

  test('shows the film’s details and «Похожие» cards leading to other titles', async ({ page }) => {
    await page.goto(`/movies/${FILM.slug}`);
    const details = page.getByRole('region', { name: 'О фильме' });
    for (const term of ['Страна', 'Звук', 'Субтитры', 'Качество']) await expect(details.getByText(term, { exact: true })).toBeVisible();
    await expect(details).toContainText('русский, английский');
    await expect(details).toContainText('Full HD');

    const similar = page.getByRole('region', { name: 'Похожие' });
    await similar.scrollIntoViewIfNeeded();
    const cards = similar.getByRole('link');
    await expect(cards.first()).toBeVisible();
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(hrefs.every((href) => href?.startsWith('/movies/') && href !== `/movies/${FILM.slug}`)).toBe(true);
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the breadcrumbs lead through the section, and /karaoke answers with the karaoke catalogue', async ({ page }) => {
    await page.goto(`/movies/${FILM.slug}`);
    const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(trail.getByRole('link', { name: 'Фильмы' })).toHaveAttribute('href', '/movies');
    await trail.getByRole('link', { name: 'Фильмы' }).click();
    await expect(page).toHaveURL(/\/movies$/);
    await page.goto('/karaoke');
    await expect(page).toHaveURL(/\/karaoke\/catalog$/);
  });

  test('a series page gives its episodes their synopses', async ({ page, request }) => {
    const seasons = (await (await request.get(`/api/v1/media_items/${SERIES}/seasons`)).json()) as { items: { id: number }[] };
    const episodes = (await (await request.get(`/api/v1/media_items/${seasons.items[0]!.id}/episodes`)).json()) as {
      items: { name: string; short_description: string }[];
    };
    const first = episodes.items[0]!;
    await page.goto(`/series/${SERIES}`);
    const item = page.getByRole('listitem').filter({ hasText: first.name }).first();
    await expect(item.getByText(first.short_description)).toBeVisible();
  });

  test('a viewer who played a film for a few seconds finds «Продолжить с» over the share watched, and it resumes there', async ({
    page,
    baseURL,
  }) => {
    await signInAsDemoViewer(page, baseURL!, `/movies/${FILM.slug}`);
    await expect(page.getByRole('link', { name: 'Смотреть', exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    await page.goto(`/movies/${FILM.slug}/player`);
    const saved = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith(`/api/v1/positions/${FILM.id}`) && request.postDataJSON().timepoint >= 3,
      { timeout: 30_000 },
    );
    await saved;
    await page.goto(`/movies/${FILM.slug}`);

    const resume = page.getByRole('link', { name: /^Продолжить с 0:\d\d$/ });
    await expect(resume).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Просмотрено \d+%$/ })).toBeVisible();
    const [, seconds] = /0:(\d\d)$/.exec((await resume.textContent()) ?? '')!;
    expect(Number(seconds)).toBeGreaterThanOrEqual(3);
    await resume.click();
    await expect(page).toHaveURL(new RegExp(`/movies/${FILM.slug}/player$`));
    await expect.poll(() => currentTime(page), { timeout: PLAYBACK_TIMEOUT_MS }).toBeGreaterThanOrEqual(Number(seconds) - 1);
    expect(await currentTime(page)).toBeLessThan(Number(seconds) + 10);
  });
});
