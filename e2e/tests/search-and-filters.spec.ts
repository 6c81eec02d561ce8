import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

interface ListedItem {
  slug: string;
  name: string;
  type: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A film with a long word in its title, and the title with one letter of that word dropped. */
async function misspeltFilm(page: Page) {
  const listing = (await (await page.request.get('/api/v1/catalog?theme=movies&sort=alphabet&limit=100')).json()) as {
    items: ListedItem[];
  };
  const film = listing.items.find((item) => item.type === 'film' && item.name.split(' ').some((word) => word.length >= 7))!;
  const word = film.name.split(' ').find((candidate) => candidate.length >= 7)!;
  return { film, typo: film.name.replace(word, word.slice(0, 3) + word.slice(4)) };
}

test.describe('search suggestions and the filter chips', () => {
  test('a viewer types a misspelt title into the header search and opens it from the suggestions, by keys and by a tap', async ({
    page,
  }) => {
    const { film, typo } = await misspeltFilm(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Поиск' });
    await field.click();
    // The list for a shorter text stays until the whole text's answer comes (header-search.tsx): wait for that one.
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/search' && new URL(response.url()).searchParams.get('query') === typo,
    );
    await field.pressSequentially(typo, { delay: 30 });
    const { items } = (await (await answered).json()) as { items: ListedItem[] };
    const suggestions = page.getByRole('listbox', { name: 'Подсказки' });
    await expect(suggestions.getByRole('option')).toHaveCount(items.length);
    const option = suggestions.getByRole('option', { name: new RegExp(`^${escaped(film.name)}`) });
    await expect(option).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(items.length).toBeLessThanOrEqual(8);

    // Down the list to the film, then Enter.
    const position = items.findIndex((item) => item.name === film.name);
    expect(position).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= position; step++) await field.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/movies/${film.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(film.name);

    // On a phone the field takes the header's width and a tap opens the suggestion; Escape first closes the list.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await field.click();
    await field.pressSequentially(typo, { delay: 30 });
    await expect(option).toBeVisible();
    await field.press('Escape');
    await expect(suggestions).toBeHidden();
    await expect(field).toHaveValue(typo);
    await field.press('ArrowDown');
    await expect(option).toBeVisible();
    const box = (await field.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/movies/${film.slug}$`));
  });

  test('the films page’s filters block and the catalogue share one chip row; a chip filters; on a phone a chip opens a bottom sheet', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const filters = (await (await page.request.get('/api/v1/catalog/filters?theme=movies')).json()) as {
      multiple: { alias: string; options: { alias: string; name: string }[] }[];
    };
    const drama = filters.multiple.find((filter) => filter.alias === 'genres')!.options.find((option) => option.alias === 'drama')!;
    const decade = filters.multiple.find((filter) => filter.alias === 'years')!.options.find((option) => option.alias === '2010')!;

    await page.goto('/movies');
    const block = page.getByRole('form', { name: 'Подобрать' });
    const blockRow = block.getByRole('group', { name: 'Фильтры' });
    await blockRow.getByRole('button', { name: 'Жанры: Все жанры' }).click();
    const genres = page.getByRole('dialog', { name: 'Жанры' });
    await expect(genres).toBeVisible();
    await expect(genres).not.toHaveAttribute('aria-modal', 'true');
    await genres.getByRole('checkbox', { name: drama.name, exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(genres).toBeHidden();
    await expect(blockRow.getByRole('button', { name: `Жанры: ${drama.name}` })).toBeFocused();
    const rowClass = await blockRow.getAttribute('class');
    await block.getByRole('button', { name: 'Подобрать' }).click();
    await expect(page).toHaveURL(/\/movies\/catalog\?genres=drama$/);

    const expected = (await (await page.request.get('/api/v1/catalog?theme=movies&genres=drama')).json()) as { total: number };
    await expect(page.getByRole('status').filter({ hasText: 'Найдено' })).toHaveText(`Найдено: ${expected.total}`);
    const catalogRow = page.getByRole('group', { name: 'Фильтры' });
    expect(await catalogRow.getAttribute('class')).toBe(rowClass);
    await expect(catalogRow.getByRole('button', { name: `Жанры: ${drama.name}` })).toBeVisible();

    // A phone: the same chip opens its options as a sheet along the bottom of the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const years = catalogRow.getByRole('button', { name: 'Годы: Все годы' });
    await years.scrollIntoViewIfNeeded();
    await years.click();
    const sheet = page.getByRole('dialog', { name: 'Годы' });
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.x)).toBe(0);
    expect(Math.round(box.width)).toBe(390);
    expect(Math.round(box.y + box.height)).toBe(844);
    const option = sheet.getByRole('checkbox', { name: decade.name, exact: true });
    expect((await option.locator('xpath=..').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await option.check();
    await expect(page).toHaveURL(/\/movies\/catalog\?genres=drama&years=2010$/);
    await sheet.getByRole('button', { name: 'Готово' }).click();
    await expect(sheet).toBeHidden();
    await expect(catalogRow.getByRole('button', { name: `Годы: ${decade.name}` })).toBeFocused();
  });
});
