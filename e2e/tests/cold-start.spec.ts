import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';

/** Two genres a new account's main profile may see plenty of, and that most of the home page's rows are not about. */
const GENRES = [
  { alias: 'horror', name: 'Ужасы' },
  { alias: 'thriller', name: 'Триллер' },
];

type HomeView = { blocks: { type: string; items: { id: number; name: string; genres: { alias: string }[] }[] }[] };

test('a new viewer runs the cold start: five films of two genres, then the home page’s recommendations are of those genres', async ({
  page,
  request,
}) => {
  await registerNewViewer(page, request);
  const recommendations = async () => {
    const home = (await (await page.request.get('/api/v1/media_views/home')).json()) as HomeView;
    return home.blocks.find((block) => block.type === 'recom_cold_start')!.items;
  };
  expect(await recommendations()).toEqual([]);

  // The block is far down the home page: it arrives with the rest of the view as the viewer scrolls.
  const block = page.locator('#cold_start');
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(block).toBeVisible({ timeout: 1000 });
  }).toPass();
  await block.getByRole('button', { name: 'Подобрать' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Что вы любите смотреть?' })).toBeVisible();
  // A tile is its picture and caption; the checkbox under them is for keyboards and screen readers.
  for (const genre of GENRES) {
    await dialog.getByText(genre.name, { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: genre.name, exact: true })).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Далее' }).click();

  await expect(dialog.getByRole('heading', { name: 'Отметьте, что вам нравится' })).toBeVisible();
  const done = dialog.getByRole('button', { name: 'Готово' });
  const films = dialog.locator('label');
  for (let index = 0; index < 4; index++) await films.nth(index).click();
  await expect(done).toBeDisabled();
  await films.nth(4).click();
  await expect(dialog.getByText('Выбрано: 5 из 5')).toBeVisible();
  await done.click();

  // The loading screen: five posters turning over, then the home page at the block.
  await expect(dialog.getByRole('heading', { name: 'Подбираем рекомендации' })).toBeVisible();
  await expect(dialog.getByTestId('cold-start-posters').getByRole('img')).toHaveCount(5);
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/#cold_start$/);

  const items = await recommendations();
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(item.genres.some((genre) => GENRES.some((chosen) => chosen.alias === genre.alias))).toBe(true);
  await expect(block).toBeInViewport();
  await expect(block.getByRole('button', { name: 'Подобрать' })).toHaveCount(0);
  await expect(block.getByText(items[0]!.name).first()).toBeVisible();
  await expect(block.getByRole('button', { name: 'Выбрать заново' })).toBeVisible();
});
