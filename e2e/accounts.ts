import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { pressUntilShown } from './press';

/**
 * A phone number no other journey of this run uses, without its country code: journeys run in two workers at once,
 * so the worker's index joins the clock's milliseconds.
 */
export function freshNationalPhone(): string {
  return `9${process.env.TEST_PARALLEL_INDEX ?? '0'}${String(Date.now()).slice(-8)}`;
}

/**
 * Frees a seeded account's device slots through the public API (spec 1 §7 Devices), so a journey's sign-in is not
 * `restricted` by the sessions earlier journeys left behind (spec 1 §9: five devices by default).
 */
export async function freeDeviceSlots(baseURL: string, email: string, password: string): Promise<void> {
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/api/v1/session');
    const signIn = await api.post('/api/v1/sessions', { data: { login: email, login_mode: 'authorize', login_type: 'email', password } });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const { devices } = (await (await api.get('/api/v1/devices')).json()) as { devices: { uid: string; is_current: boolean }[] };
    for (const device of devices.filter((device) => !device.is_current)) {
      expect((await api.delete(`/api/v1/devices/${device.uid}`)).ok()).toBe(true);
    }
    expect((await api.post('/api/v1/auth/logout', { data: {} })).ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** The newest one-time code the dev outbox holds for a phone or e-mail; with `after`, one newer than that code. */
export async function codeFor(api: APIRequestContext, to: string, after: string | null = null): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await api.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { code: string | null }[];
      code = messages.find((message) => message.code)?.code;
      return code !== after ? code : undefined;
    })
    .toBeTruthy();
  return code!;
}

/** spec 1 §4: with skipProfiles stored, a sign-in closes the modal instead of opening the profile picker. */
export const skipProfilePicker = (page: Page) => page.addInitScript(() => window.sessionStorage.setItem('skipProfiles', '1'));

/** The header's profile control of a signed-in viewer: the active profile's avatar, named «Профиль «…»» (spec 1 §2 Header). */
export const profileMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Профиль/ });

/** Opens /my from the header's profile menu. */
export async function openAccountFromHeader(page: Page): Promise<void> {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await profileMenuButton(page).click({ timeout: 1000 });
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass();
  await menu.getByRole('menuitem', { name: 'Личный кабинет' }).click();
}

/** Opens the login modal from the header; the server-rendered button works once the page has hydrated, so it clicks until the modal answers. */
export async function openLoginModal(page: Page): Promise<void> {
  // The modal's chunk may arrive after a press that worked; that press is not repeated.
  await pressUntilShown(page.getByRole('banner').getByRole('button', { name: 'Войти' }), page.getByRole('dialog'));
}

/** The seeded e-mail viewer's address and password typed into the open login dialog, past its language step. */
export async function enterDemoCredentials(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Телефон или e-mail').fill('viewer@efir.demo');
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await dialog.getByLabel('Пароль', { exact: true }).fill('efir-viewer-1');
  await dialog.getByRole('button', { name: 'Войти' }).click();
}

/** The seeded e-mail viewer (docs/demo-accounts.md) signs in from the header of `path`, in Russian, past the profile picker. */
export async function signInAsDemoViewer(page: Page, baseURL: string, path = '/'): Promise<void> {
  await freeDeviceSlots(baseURL, 'viewer@efir.demo', 'efir-viewer-1');
  await skipProfilePicker(page);
  await page.goto(path);
  await openLoginModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Русский' }).check();
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await enterDemoCredentials(dialog);
  await expect(dialog).toBeHidden();
  await expect(profileMenuButton(page)).toBeVisible();
}

/**
 * A new viewer registers from the header of `path` by a fresh phone number and its SMS code (spec 1 §4), keeps PIN
 * 0000 and the master profile, and closes the registration dialog; the viewer starts with an empty balance and no card.
 * Answers the phone, with its country code.
 */
export async function registerNewViewer(page: Page, request: APIRequestContext, path = '/'): Promise<string> {
  const national = freshNationalPhone();
  await page.goto(path);
  await openLoginModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Русский' }).check();
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await dialog.getByLabel('Телефон или e-mail').pressSequentially(national);
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await dialog.getByLabel('Код подтверждения').fill(await codeFor(request, `7${national}`));
  await dialog.getByRole('button', { name: 'Оставить 0000' }).click();
  await dialog.getByRole('button', { name: /Основной/ }).click();
  await dialog.getByRole('button', { name: 'Спасибо, понятно' }).click();
  await expect(dialog).toBeHidden();
  await expect(profileMenuButton(page)).toBeVisible();
  return `7${national}`;
}
