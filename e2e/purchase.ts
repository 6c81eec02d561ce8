import { expect, type Locator, type Page } from '@playwright/test';
import { pressUntilShown } from './press';

/**
 * The purchase button of a server-rendered page works once the page has hydrated and loaded the viewer's options; the
 * modal's chunk may come after the press, which is then not repeated.
 */
export async function press(page: Page, name: RegExp | string) {
  await pressUntilShown(page.getByRole('button', { name }), page.getByRole('dialog'));
}

/** From the methods step, «Новая карта» and the card form filled in. */
export async function enterNewCard(dialog: Locator, number: string) {
  await dialog.getByRole('radio', { name: 'Новая карта' }).check();
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByRole('heading', { name: 'Оплата картой' })).toBeVisible();
  await dialog.getByLabel('Номер карты').pressSequentially(number);
  await dialog.getByLabel('Срок действия').pressSequentially('1230');
  await dialog.getByLabel('CVC/CVV').pressSequentially('123');
}

/** The bank's 3-D Secure page framed in the modal: the sandbox's code, then «Подтвердить». */
export async function passChallenge(dialog: Locator, previous?: string): Promise<string> {
  await expect(dialog.getByRole('heading', { name: 'Подтверждение в банке' })).toBeVisible();
  const frame = dialog.locator('iframe');
  if (previous) await expect(frame).not.toHaveAttribute('src', previous);
  const src = (await frame.getAttribute('src'))!;
  const bank = dialog.frameLocator('iframe');
  await bank.getByLabel('Код').fill('1234');
  await bank.getByRole('button', { name: 'Подтвердить' }).click();
  return src;
}
