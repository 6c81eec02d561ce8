import type { Browser, Page } from '@playwright/test';
import { enterDemoCredentials, freeDeviceSlots, profileMenuButton, signInAsDemoViewer, skipProfilePicker } from '../accounts';
import { expect, test } from '../fixtures';

/** A TV-style browser of its own (spec 1 §1 TV-style web view) on the sign-in screen; answers the code it shows. */
async function tvShowingCode(browser: Browser, baseURL: string): Promise<{ tv: Page; code: string }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  const tv = await context.newPage();
  await tv.goto('/tv_auth');
  const shown = tv.getByRole('figure', { name: 'Код для входа' }).getByRole('paragraph');
  await expect(shown).toHaveText(/^[A-Z2-9]{6}$/);
  await expect(tv.getByText(/\/tvcode$/)).toBeVisible();
  await expect(tv.getByText(/Код действует ещё \d+:\d\d/)).toBeVisible();
  const code = (await shown.textContent()) ?? '';
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
  return { tv, code };
}

/** The TV went home on its own, signed in: its header shows the account's profile, not the login button. */
async function expectSignedInHome(tv: Page): Promise<void> {
  await expect(tv).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(profileMenuButton(tv)).toBeVisible();
  await expect(tv.getByRole('banner').getByRole('button', { name: 'Войти' })).toHaveCount(0);
}

test.describe('a TV signs in by code (spec 2 §4 TV-code flow)', () => {
  test('the TV shows a code, the viewer enters it on /tvcode in another browser, and the TV becomes signed in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { tv, code } = await tvShowingCode(browser, baseURL!);

    await signInAsDemoViewer(page, baseURL!, '/tvcode');
    await expect(page.getByRole('heading', { level: 1, name: 'Подключение телевизора' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Личный кабинет' }),
    ).toBeVisible();
    const field = page.getByLabel('Код', { exact: true });
    const connect = page.getByRole('button', { name: 'Подключить' });
    await field.fill(code.slice(0, 5).toLowerCase());
    await expect(connect).toBeDisabled();
    await field.fill(code.toLowerCase());
    await expect(field).toHaveValue(code);
    await connect.click();
    await expect(page.getByRole('heading', { name: 'Телевизор подключён' })).toBeVisible();

    await expectSignedInHome(tv);
    // The TV is one of the account's devices now.
    await page.getByRole('link', { name: 'Устройства' }).click();
    await expect(page.getByText('Устройств: 2 из 5')).toBeVisible();

    // The code was single use: entered again, it is refused with the server's words and the way back.
    await page.goto('/tvcode');
    await page.getByLabel('Код', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Подключить' }).click();
    await expect(page.getByRole('heading', { name: 'Не удалось подключить телевизор' })).toBeVisible();
    await expect(page.getByText('Этот код уже использован')).toBeVisible();
    await page.getByRole('button', { name: 'Ввести код ещё раз' }).click();
    await expect(page.getByLabel('Код', { exact: true })).toHaveValue('');
    await tv.context().close();
  });

  test('?ott_tv= sends a visitor to login first, then opens the TV-code modal prefilled', async ({ page, browser, baseURL }) => {
    const { tv, code } = await tvShowingCode(browser, baseURL!);
    await freeDeviceSlots(baseURL!, 'viewer@efir.demo', 'efir-viewer-1');
    await skipProfilePicker(page);
    await page.goto(`/?ott_tv=${code}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Русский' }).check();
    await dialog.getByRole('button', { name: 'Продолжить' }).click();
    await enterDemoCredentials(dialog);

    await expect(dialog.getByRole('heading', { name: 'Код с экрана телевизора' })).toBeVisible();
    await expect(dialog.getByLabel('Код', { exact: true })).toHaveValue(code);
    await expect(page).not.toHaveURL(/ott_tv/);
    await dialog.getByRole('button', { name: 'Подключить' }).click();
    await expect(dialog.getByRole('heading', { name: 'Телевизор подключён' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(dialog).toBeHidden();

    await expectSignedInHome(tv);
    await tv.context().close();
  });
});
