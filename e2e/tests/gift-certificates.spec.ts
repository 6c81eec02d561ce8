import type { APIRequestContext, Locator } from '@playwright/test';
import { codeFor, freshNationalPhone, registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { playingPast } from '../playback';
import { enterNewCard, passChallenge, press } from '../purchase';

/** The demo operator's certificate of a month of «Кинозал» (docs/demo-accounts.md "Gift certificates"). */
const OFFER = { name: 'Кинозал на 1 месяц', price: /299\s₽/ };
/** A film of «Кинозал»: neither free nor sold alone. */
const CINEMA_FILM = { slug: 'korol-zolotogo-veka' };
/** A sandbox card whose bank asks for 3-D Secure when it is linked and on each payment (docs/demo-accounts.md). */
const SECURE_CARD = '4000002760003184';

/** A new phone number registered in the login modal a press opened (as registerNewViewer does from the header). */
async function registerInOpenLogin(dialog: Locator, request: APIRequestContext) {
  const national = freshNationalPhone();
  await dialog.getByRole('radio', { name: 'Русский' }).check();
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await dialog.getByLabel('Телефон или e-mail').pressSequentially(national);
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await dialog.getByLabel('Код подтверждения').fill(await codeFor(request, `7${national}`));
  await dialog.getByRole('button', { name: 'Оставить 0000' }).click();
  await dialog.getByRole('button', { name: /Основной/ }).click();
  await dialog.getByRole('button', { name: 'Спасибо, понятно' }).click();
}

test('a visitor signs in from «Купить», buys a gift certificate by a new card through 3-D Secure, the code is e-mailed, and another account activates it and plays a film it opened', async ({
  page,
  browser,
  request,
}) => {
  const recipient = `friend-${Date.now()}@example.com`;

  // The buyer, a visitor: the offers are on the page; «Купить» asks to sign in first, then goes on to the purchase.
  await page.goto('/podarochnye-sertifikaty');
  await expect(page.getByRole('heading', { level: 1, name: 'Подарочные сертификаты' })).toBeVisible();
  const offer = page.getByTestId('certificate-offer').filter({ hasText: OFFER.name });
  await expect(offer.getByText(OFFER.price)).toBeVisible();
  await press(page, `Купить «${OFFER.name}»`);
  const dialog = page.getByRole('dialog');
  await registerInOpenLogin(dialog, request);
  await expect(dialog.getByRole('heading', { name: 'Подарочный сертификат' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'В подарок' })).toBeChecked();
  // A bad address stays on the form.
  await dialog.getByLabel('E-mail получателя').fill('friend@example');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByText('Проверьте адрес почты')).toBeVisible();
  await dialog.getByLabel('E-mail получателя').fill(recipient);
  await dialog.getByLabel('Пожелание (необязательно)').fill('С днём рождения!');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  // Paid by card only: the balance is not offered.
  await expect(dialog.getByRole('radio', { name: /С баланса/ })).toHaveCount(0);
  await enterNewCard(dialog, SECURE_CARD);
  await dialog.getByRole('button', { name: /^Оплатить 299\s₽$/ }).click();
  const bindingPage = await passChallenge(dialog);
  await passChallenge(dialog, bindingPage);
  await expect(dialog.getByRole('heading', { name: `«${OFFER.name}» куплен` })).toBeVisible({ timeout: 25_000 });
  await expect(dialog.getByText(`Код отправлен на ${recipient}`)).toBeVisible();
  await dialog.getByRole('link', { name: 'Мои сертификаты' }).click();

  // The buyer's list shows the code, not yet used; the recipient's e-mail carries the same code.
  await expect(page).toHaveURL(/\/my\/certificates$/);
  const bought = page.getByRole('region', { name: 'Купленные' }).getByTestId('certificate');
  await expect(bought).toHaveCount(1);
  await expect(bought.getByText('Не активирован')).toBeVisible();
  await expect(bought.getByText(recipient)).toBeVisible();
  const shown = (await bought.getByTestId('certificate-code').textContent())!;
  const mailed = await codeFor(request, recipient);
  expect(mailed).toBe(shown);

  // Another account: the film is locked, the code opens it, once.
  const other = await browser.newContext();
  const friend = await other.newPage();
  try {
    await friend.addInitScript(() => window.sessionStorage.setItem('skipProfiles', '1'));
    await registerNewViewer(friend, request, '/my/certificates');
    const activation = friend.getByRole('region', { name: 'Активировать сертификат' });
    const field = activation.getByLabel('Код сертификата');
    await field.fill('ABCD-EFGH-JKLM');
    await activation.getByRole('button', { name: 'Активировать' }).click();
    await expect(activation.getByRole('alert')).toHaveText('Такого сертификата нет: проверьте код');
    await field.fill(mailed.toLowerCase());
    await activation.getByRole('button', { name: 'Активировать' }).click();
    await expect(activation.getByRole('status')).toContainText(`Сертификат активирован: «${OFFER.name}»`);
    const activated = friend.getByRole('region', { name: 'Активированные' }).getByTestId('certificate');
    await expect(activated.getByText(OFFER.name)).toBeVisible();
    await field.fill(mailed);
    await activation.getByRole('button', { name: 'Активировать' }).click();
    await expect(activation.getByRole('alert')).toHaveText('Этот сертификат уже активирован');

    await friend.goto(`/movies/${CINEMA_FILM.slug}/player`);
    await playingPast(friend, 1);
  } finally {
    await other.close();
  }

  // The buyer sees it used.
  await page.reload();
  await expect(bought.getByText('Активирован', { exact: true })).toBeVisible();
  await expect(bought.getByText('Дата активации')).toBeVisible();
});
