import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

interface ListedItem {
  slug: string;
  name: string;
  type: string;
}

/** The addresses the grid links to, in order. */
const gridLinks = (page: Page, label: string) =>
  page
    .getByRole('list', { name: label, exact: true })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

const hrefOf = (item: ListedItem) => `/${item.type === 'film' ? 'movies' : 'series'}/${item.slug}`;

test.describe('browsing the catalogue', () => {
  test('a viewer filters the films by genre and decade; the address carries the filters, so a reload or a shared link shows the same films', async ({
    page,
    browser,
  }) => {
    const filters = (await (await page.request.get('/api/v1/catalog/filters?theme=movies')).json()) as {
      multiple: { alias: string; all_options_title: string; options: { alias: string; name: string }[] }[];
    };
    const genres = filters.multiple.find((filter) => filter.alias === 'genres')!;
    const years = filters.multiple.find((filter) => filter.alias === 'years')!;
    const drama = genres.options.find((option) => option.alias === 'drama')!;
    const decade = years.options.find((option) => option.alias === '2010')!;

    await page.goto('/movies/catalog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог фильмов');
    const unfiltered = await page.getByRole('status').filter({ hasText: 'Найдено' }).textContent();

    await page.getByText(genres.all_options_title, { exact: true }).click();
    await page.getByRole('checkbox', { name: drama.name, exact: true }).check();
    await expect(page).toHaveURL(/\/movies\/catalog\?genres=drama$/);
    await page.keyboard.press('Escape');

    await page.getByText(years.all_options_title, { exact: true }).click();
    await page.getByRole('checkbox', { name: decade.name, exact: true }).check();
    await expect(page).toHaveURL(/\/movies\/catalog\?genres=drama&years=2010$/);
    await page.keyboard.press('Escape');

    const expected = (await (await page.request.get('/api/v1/catalog?theme=movies&genres=drama&years=2010')).json()) as {
      items: (ListedItem & { year: number; genres: { alias: string }[] })[];
      total: number;
    };
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.items.every((item) => item.year >= 2010 && item.year <= 2019 && item.genres.some((g) => g.alias === 'drama'))).toBe(
      true,
    );
    const found = page.getByRole('status').filter({ hasText: 'Найдено' });
    await expect(found).toHaveText(`Найдено: ${expected.total}`);
    expect(await found.textContent()).not.toBe(unfiltered);
    await expect.poll(() => gridLinks(page, 'Каталог фильмов')).toEqual(expected.items.map(hrefOf));
    await expect(page.getByRole('link', { name: `Убрать фильтр «${drama.name}»` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('link', { name: `Убрать фильтр «${drama.name}»` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Убрать фильтр «${decade.name}»` })).toBeVisible();
    expect(await gridLinks(page, 'Каталог фильмов')).toEqual(expected.items.map(hrefOf));

    // Another viewer opening the shared address gets the same page, rendered by the server.
    const shared = await browser.newPage();
    const response = await shared.goto(page.url());
    expect(response?.status()).toBe(200);
    expect(await gridLinks(shared, 'Каталог фильмов')).toEqual(expected.items.map(hrefOf));
    await shared.close();

    // Back undoes the decade; the reset clears everything.
    await page.goBack();
    await expect(page).toHaveURL(/\/movies\/catalog\?genres=drama$/);
    await page.getByRole('link', { name: 'Сбросить фильтры' }).click();
    await expect(page).toHaveURL(/\/movies\/catalog$/);
    await expect(page.getByRole('status').filter({ hasText: 'Найдено' })).toHaveText(unfiltered ?? '');
  });

  test('a filter chip pressed before the page has its scripts opens its list once they arrive', async ({ page }) => {
    // The app's entry script held back: the server's page is on screen, its buttons without handlers yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/movies/catalog', { waitUntil: 'domcontentloaded' });
    const chip = page.getByRole('button', { name: 'Все жанры' });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('checkbox', { name: 'Драма', exact: true }).check();
    await expect(page).toHaveURL(/\/movies\/catalog\?genres=drama$/);
  });

  test('a viewer searches with a typo in a film’s title and opens the film', async ({ page }) => {
    const listing = (await (await page.request.get('/api/v1/catalog?theme=movies&sort=alphabet&limit=100')).json()) as {
      items: ListedItem[];
    };
    // A title with a long word: one letter dropped from it is the typo.
    const film = listing.items.find((item) => item.type === 'film' && item.name.split(' ').some((word) => word.length >= 6))!;
    const word = film.name.split(' ').find((candidate) => candidate.length >= 6)!;
    const typo = film.name.replace(word, word.slice(0, 3) + word.slice(4));
    expect(typo).not.toBe(film.name);

    await page.goto('/');
    // Enter in the header's field with nothing typed opens the search page.
    await page.getByRole('banner').getByRole('combobox', { name: 'Поиск' }).click();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Что хотите посмотреть?' })).toBeVisible();

    const field = page.getByRole('searchbox', { name: /Поиск по фильмам/ });
    await expect(field).toBeFocused();
    await field.pressSequentially(typo, { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`/search\\?query=${encodeURIComponent(typo).replace(/[()]/g, '\\$&')}$`));
    const films = page.getByRole('region', { name: /Фильмы и сериалы/ });
    await expect(films.getByRole('link', { name: film.name })).toBeVisible();

    // The result page is the server's too.
    await page.reload();
    await expect(field).toHaveValue(typo);
    await films.getByRole('link', { name: film.name }).click();
    await expect(page).toHaveURL(new RegExp(`/movies/${film.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(film.name);
  });

  test('a search without results says so and offers the catalogue', async ({ page }) => {
    await page.goto('/search?query=zzxqwv');
    await expect(page.getByRole('heading', { name: 'По запросу «zzxqwv» ничего не нашлось' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Открыть каталог' })).toHaveAttribute('href', '/catalog');
  });

  test('a person’s page shows their films, and an unknown person is not found', async ({ page }) => {
    const person = (await (await page.request.get('/api/v1/persons/1')).json()) as {
      slug: string;
      name: string;
      filmography: ListedItem[];
    };
    await page.goto(`/persons/${person.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.name);
    await expect(page.getByRole('heading', { name: 'Фильмография' })).toBeVisible();
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null') as { '@type'?: string; name?: string }));
    expect(structured).toContainEqual(expect.objectContaining({ '@type': 'Person', name: person.name }));
    const first = person.filmography[0]!;
    await expect(page.locator(`a[href="${hrefOf(first)}"]`).first()).toBeVisible();

    const missing = await page.goto('/persons/no-such-person');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  });
});
