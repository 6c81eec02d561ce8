import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { loadWholeView } from '../media-view';
import { pauseByKey, playingPast } from '../playback';

/** The first demo series (apps/api/src/seed/catalog/demo). */
const SERIES = 20001;

const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Навигационная цепочка' });
/** The page's canonical address, as it is once the page's head has caught up with a client-side navigation. */
const expectCanonical = (page: Page, href: string) => expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', href);

test.describe('a series', () => {
  test('a viewer goes from the home page to a series, one of its seasons and an episode, and on to the next episode', async ({
    page,
    scanAccessibility,
  }) => {
    await page.goto('/');
    await loadWholeView(page);
    const card = page.locator('main a[href^="/series/"]:not([href*="catalog"])').first();
    const seriesPath = (await card.getAttribute('href'))!;
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL(seriesPath);
    // The address changes before the series page replaces the home page: its seasons show that it has.
    const seasons = page.getByRole('navigation', { name: 'Сезоны' });
    await expect(seasons).toBeVisible();
    const seriesName = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await expect(breadcrumbs(page).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');

    // The seasons as tabs; the second one's episodes replace the first one's.
    await expect(seasons.getByRole('link', { name: '1 сезон' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: /^Смотреть: 1 серия/ }).first()).toHaveAttribute(
      'href',
      /-season-1\/episodes\/.+\/player$/,
    );
    await seasons.getByRole('link', { name: '2 сезон' }).click();
    await expect(page).toHaveURL(`${seriesPath}?season=2`);
    await expect(seasons.getByRole('link', { name: '2 сезон' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: /^Смотреть: 1 серия/ }).first()).toHaveAttribute(
      'href',
      /-season-2\/episodes\/.+\/player$/,
    );

    await scanAccessibility();

    // The season's own page.
    await page.getByRole('link', { name: '2 сезон: все серии' }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${seriesPath}/seasons/[^/]+-season-2$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сезон 2');
    await expect(breadcrumbs(page).getByRole('link', { name: seriesName })).toHaveAttribute('href', seriesPath);
    await expect(page.getByRole('navigation', { name: 'Сезоны' }).getByRole('link', { name: '2 сезон' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const seasonUrl = page.url();
    await scanAccessibility();

    // An episode's page: its season around it, itself marked, and the way to its neighbours.
    await page.locator('main ol a[href$="e2"]:not([href$="/player"])').click();
    await expect(page).toHaveURL(/-s2e2$/);
    await expectCanonical(page, page.url());
    await expect(breadcrumbs(page).getByRole('link', { name: '2 сезон' })).toHaveAttribute('href', new URL(seasonUrl).pathname);
    await expect(page.locator('main li[aria-current="true"]')).toContainText('Эта серия');
    await expect(page.locator('main li[aria-current="true"]')).toContainText('2 серия');
    const neighbours = page.getByRole('navigation', { name: 'Соседние серии' });
    await expect(neighbours.getByRole('link', { name: /Предыдущая серия/ })).toHaveAttribute('href', /-s2e1$/);
    await neighbours.getByRole('link', { name: /Следующая серия/ }).click();
    await expect(page).toHaveURL(/-s2e3$/);
    await expect(page.locator('main li[aria-current="true"]')).toContainText('3 серия');
  });

  test('every address of an item shows it with its canonical address, and a wrong one moves to the right one', async ({ page }) => {
    const seasons = (await (await page.request.get(`/api/v1/media_items/${SERIES}/seasons`)).json()).items as {
      id: number;
      slug: string;
      series_slug: string;
    }[];
    const season = seasons[0]!;
    const [episode] = (await (await page.request.get(`/api/v1/media_items/${season.id}/episodes`)).json()).items as {
      id: number;
      slug: string;
    }[];
    const series = season.series_slug;
    const own = `/series/${series}/seasons/${season.slug}/episodes/${episode!.slug}`;
    for (const path of [`/episodes/${episode!.id}`, `/catalog/${episode!.slug}`, `/media_items/${episode!.id}`, own]) {
      await page.goto(path);
      await expect(page.locator('main li[aria-current="true"]')).toContainText('1 серия');
      await expectCanonical(page, new URL(own, page.url()).href);
    }
    await page.goto(`/seasons/${season.id}/cast`);
    await expectCanonical(page, new URL(`/series/${series}/seasons/${season.slug}/cast`, page.url()).href);
    await expect(breadcrumbs(page).locator('[aria-current="page"]')).toHaveText('Актёры и съёмочная группа');

    await page.goto(`/movies/${series}`);
    await expect(page).toHaveURL(`/series/${series}`);
    await page.goto(`/series/${series}/seasons/${seasons[1]!.slug}/episodes/${episode!.slug}`);
    await expect(page).toHaveURL(own);
  });

  test('from an episode’s player the side panel lists its season and switches to another episode; the series then goes on with it', async ({
    page,
  }) => {
    await page.goto(`/series/${SERIES}`);
    await page
      .getByRole('link', { name: /^Смотреть: 1 серия/ })
      .first()
      .click();
    await expect(page).toHaveURL(/-s1e1\/player$/);
    await playingPast(page, 0.5);
    // Paused, so that neither episode can play to its end (and on to the next) while the panel is checked.
    await pauseByKey(page);

    await page.mouse.move(300, 300);
    await page.mouse.move(320, 320);
    await page.getByRole('button', { name: 'Список серий' }).click();
    const panel = page.getByRole('complementary', { name: 'Серии сезона' });
    await expect(panel).toBeVisible();
    await expect(panel.locator('a[aria-current="true"]')).toContainText('1 серия');
    await panel.getByRole('link', { name: /^3 серия/ }).click();

    await expect(page).toHaveURL(/-s1e3\/player$/);
    await expect(panel).toBeHidden();
    await expect(page.getByText(/1 сезон, 3 серия/)).toBeVisible();
    await playingPast(page, 0.5);
    await pauseByKey(page);
    await page.mouse.move(300, 300);
    await page.getByRole('button', { name: 'Список серий' }).click();
    await expect(panel.locator('a[aria-current="true"]')).toContainText('3 серия');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Список серий' })).toBeFocused();

    // Back on the series page, watching goes on with the episode the viewer left (series_position).
    await page.getByRole('link', { name: 'Назад' }).click();
    await expect(async () => {
      await page.goto(`/series/${SERIES}`);
      await expect(page.getByRole('link', { name: 'Продолжить: 1 сезон, 3 серия' })).toHaveAttribute('href', /-s1e3\/player$/, {
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
  });
});
