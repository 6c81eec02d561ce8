import type { Page } from '@playwright/test';
import { profileMenuButton, registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';

const REVISION = { 'x-efir-revision': 'e2e' };
/** A sports channel of the demo line-up (apps/api/src/seed/catalog/demo/tv.ts) and the other two of its category. */
const HIDDEN = { name: 'Спорт Арена', slug: 'sport-arena' };
const OTHER_SPORTS = ['Футбол Плюс', 'Хоккей ТВ'];

const grid = (page: Page) => page.getByTestId('tv-guide-grid');

/** The guide as the active profile gets it: how many channels, and whether the hidden one is among the first page. */
async function guideHas(page: Page, slug: string): Promise<{ total: number; listed: boolean }> {
  const now = Math.floor(Date.now() / 1000);
  const answer = (await (
    await page.request.get(`/api/v1/epg/guide?from=${now}&to=${now + 3600}&limit=1000`, { headers: REVISION })
  ).json()) as { total: number; channels: { slug: string }[] };
  return { total: answer.total, listed: answer.channels.some((channel) => channel.slug === slug) };
}

test.setTimeout(240_000);

test('the main profile hides a channel from another profile, whose guide, category and channel page then leave it out', async ({
  page,
  request,
}) => {
  await registerNewViewer(page, request, '/');
  await page.goto('/my');
  await page.getByRole('link', { name: /Добавить профиль/ }).click();
  await page.getByLabel('Имя профиля').fill('Гость');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/my$/);

  // From the profile's page to its channels: all ticked until the main profile says otherwise.
  await page.getByRole('link', { name: /Гость/ }).click();
  await page.getByRole('link', { name: 'Каналы профиля' }).click();
  await expect(page).toHaveURL(/\/my\/profiles\/[0-9a-f-]+\/channels$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Каналы профиля «Гость»' })).toBeVisible();
  await expect(page.getByText('Видно каналов: 30 из 30')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill('арена');
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await page.getByRole('checkbox', { name: new RegExp(HIDDEN.name) }).uncheck();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Список каналов сохранён')).toBeVisible();
  // Saved on the server: a reload shows it so.
  await page.reload();
  await expect(page.getByText('Видно каналов: 29 из 30')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(HIDDEN.name) })).not.toBeChecked();
  // The main profile still has every channel.
  expect(await guideHas(page, HIDDEN.slug)).toEqual({ total: 30, listed: true });

  // Switch to the additional profile (no PIN going there).
  await page.goto('/');
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await profileMenuButton(page).click({ timeout: 1000 });
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass();
  await menu.getByRole('menuitemradio', { name: /Гость/ }).click();
  await expect(profileMenuButton(page)).toHaveAccessibleName('Профиль «Гость»');
  await expect.poll(() => guideHas(page, HIDDEN.slug)).toEqual({ total: 29, listed: false });

  // The guide's category chip narrows the grid to the sports channels, the hidden one not among them, and survives a reload.
  await page.goto('/tv');
  await page.getByRole('button', { name: /^Категория/ }).click();
  // The choice is the address: the radio turns on once the page for it has loaded.
  await page.getByRole('radio', { name: 'Спорт · 2' }).click();
  await expect(page).toHaveURL(/\/tv\?category=%D0%A1%D0%BF%D0%BE%D1%80%D1%82$/);
  for (const name of OTHER_SPORTS) await expect(grid(page).getByText(name, { exact: true })).toBeVisible();
  await expect(grid(page).getByText(HIDDEN.name, { exact: true })).toHaveCount(0);
  await expect(grid(page).getByText('Эфир 1', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /Спорт · 2/ })).toBeVisible();
  for (const name of OTHER_SPORTS) await expect(grid(page).getByText(name, { exact: true })).toBeVisible();
  await expect(grid(page).getByText('Эфир 1', { exact: true })).toHaveCount(0);

  // The hidden channel's own page refuses this profile.
  const refused = await page.goto(`/tv/${HIDDEN.slug}`);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
});
