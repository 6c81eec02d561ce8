import type { Locator, Page } from '@playwright/test';
import { codeFor, openLoginModal, profileMenuButton, skipProfilePicker } from '../accounts';
import { expect, test } from '../fixtures';
import { pressUntilShown } from '../press';

/** The seeded phone viewer (docs/demo-accounts.md): 500 ₽ on the prepaid account, used by no other journey. */
const PHONE = '9990000001';
/** A demo service sold by the month for 199 ₽ (docs/demo-accounts.md "Prices"), also inside the «Семейный» bundle. */
const SERVICE = { alias: 'learning', name: 'Обучение+' };

async function signInByPhone(page: Page, request: Parameters<typeof codeFor>[0]) {
  await skipProfilePicker(page);
  await page.goto('/');
  await openLoginModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Русский' }).check();
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await dialog.getByLabel('Телефон или e-mail').pressSequentially(PHONE);
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await expect(dialog.getByRole('heading', { name: 'Код из SMS' })).toBeVisible();
  await dialog.getByLabel('Код подтверждения').fill(await codeFor(request, `7${PHONE}`));
  await expect(dialog).toBeHidden();
  await expect(profileMenuButton(page)).toBeVisible();
}

/** A sandbox card whose bank asks for 3-D Secure when it is linked and on each payment (docs/demo-accounts.md). */
const CARD = { number: '4000002760003184', name: 'Visa •• 3184' };

/** The bank's 3-D Secure page framed in the modal: the sandbox's code, then «Подтвердить». */
async function passChallenge(dialog: Locator) {
  await expect(dialog.getByRole('heading', { name: 'Подтверждение в банке' })).toBeVisible();
  const bank = dialog.frameLocator('iframe[title="Страница банка для подтверждения оплаты"]');
  await bank.getByLabel('Код').fill('1234');
  await bank.getByRole('button', { name: 'Подтвердить' }).click();
}

test('a viewer subscribes from the balance, sees the subscription with its next charge, cancels it keeping access until the period ends, resumes it, finds the payment, links a card and tops the balance up with it through the bank’s 3-D Secure page', async ({
  page,
  request,
}) => {
  await signInByPhone(page, request);
  const dialog = page.getByRole('dialog');

  await page.goto(`/services/${SERVICE.alias}`);
  await pressUntilShown(page.getByRole('button', { name: /^Оформить подписку от 199\s₽$/ }), dialog);
  await dialog.getByRole('button', { name: new RegExp(`Подписка «${SERVICE.name.replace('+', '\\+')}»`) }).click();
  await dialog.getByRole('button', { name: /^1 месяц/ }).click();
  await expect(dialog.getByRole('radio', { name: /С баланса счёта: 500\s₽/ })).toBeChecked();
  await dialog.getByRole('button', { name: /^Оплатить 199\s₽$/ }).click();
  await expect(dialog.getByRole('heading', { name: `Подписка «${SERVICE.name}» оформлена` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Готово' }).click();

  // The account's services: running, renewing from the balance at the period's end.
  await page.goto('/my/payments_and_services/services');
  const running = page.getByRole('region', { name: 'Действующие' }).getByRole('listitem').filter({ hasText: SERVICE.name });
  await expect(running.getByText('Подписка действует')).toBeVisible();
  const nextCharge = running.getByText(/^Следующее списание .+: 199\s₽ с баланса$/);
  await expect(nextCharge).toBeVisible();
  const periodEnd = (await nextCharge.textContent())!.replace(/^Следующее списание (.+): .*$/, '$1');

  // Cancelling asks first and keeps access until the period ends.
  await pressUntilShown(running.getByRole('button', { name: 'Отменить подписку' }), dialog);
  await expect(dialog.getByRole('heading', { name: `Отменить подписку «${SERVICE.name}»?` })).toBeVisible();
  await expect(dialog.getByText(`Подписка не продлится, но всё останется доступно до ${periodEnd}.`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Отменить подписку' }).click();
  await expect(running.getByText(`Подписка отменена, доступ до ${periodEnd}`)).toBeVisible();
  await expect(running.getByText(/^Следующее списание/)).toHaveCount(0);
  await page.reload();
  await expect(running.getByText(`Подписка отменена, доступ до ${periodEnd}`)).toBeVisible();

  // The service's page says the same, and resuming there renews it again.
  await page.goto(`/services/${SERVICE.alias}`);
  await expect(page.getByText(`Подписка отменена, доступ до ${periodEnd}`)).toBeVisible();
  await pressUntilShown(
    page.getByRole('button', { name: 'Возобновить' }),
    page.getByText(`Вы подписаны, следующее продление ${periodEnd}`),
  );
  await expect(page.getByRole('button', { name: 'Отменить подписку' })).toBeVisible();

  await page.goto('/my/payments_and_services/services');
  await expect(running.getByText('Подписка действует')).toBeVisible();
  await expect(running.getByText(`Следующее списание ${periodEnd}: 199`, { exact: false })).toBeVisible();

  // The payment, and what is left on the balance.
  await page.goto('/my/payments_and_services/payments');
  const payment = page.getByRole('list', { name: 'Платежи' }).getByRole('listitem').filter({ hasText: SERVICE.name });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByText('Подписка', { exact: true })).toBeVisible();
  await expect(payment.getByRole('link', { name: SERVICE.name, exact: true })).toHaveAttribute('href', /^\/services\/\d+$/);
  await expect(payment.getByText(/С баланса/)).toBeVisible();
  await expect(payment.getByText(/^199\s₽$/)).toBeVisible();
  await expect(payment.getByText('Оплачено')).toBeVisible();
  // Its receipt, printable, with the month of access it bought.
  await payment.getByRole('link', { name: /^Чек: / }).click();
  const receipt = page.getByRole('article', { name: /^Чек № [0-9A-F]{8}$/ });
  await expect(receipt.getByText(/^199\s₽$/)).toBeVisible();
  await expect(receipt.getByRole('link', { name: SERVICE.name })).toBeVisible();
  await expect(receipt.getByText(new RegExp(`до ${periodEnd}`))).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Распечатать' })).toBeVisible();
  // The demo operator's legal entity (docs/demo-accounts.md) sells it.
  await expect(receipt.locator('address')).toContainText('ООО «Эфир Демо»');
  await expect(receipt.locator('address')).toContainText('ИНН 7700000000');
  await receipt.getByRole('link', { name: 'Все платежи' }).click();
  await page.getByRole('link', { name: 'Счёт и карты' }).click();
  const balance = page.getByRole('region', { name: 'Баланс' });
  await expect(balance.getByText(/^301\s₽$/)).toBeVisible();

  // Linking a card whose bank asks for 3-D Secure, topping up with it through the bank's page, then unlinking it.
  const cards = page.getByRole('region', { name: 'Привязанные карты' });
  await expect(cards.getByText('Привязанных карт нет.')).toBeVisible();
  await pressUntilShown(cards.getByRole('button', { name: 'Привязать карту' }), dialog);
  await dialog.getByLabel('Номер карты').pressSequentially(CARD.number);
  await dialog.getByLabel('Срок действия').pressSequentially('1230');
  await dialog.getByLabel('CVC/CVV').pressSequentially('123');
  await dialog.getByRole('button', { name: 'Привязать карту' }).click();
  await passChallenge(dialog);
  await expect(dialog).toBeHidden({ timeout: 25_000 });
  await expect(cards.getByText(CARD.name)).toBeVisible();
  await expect(cards.getByText('Действует до 12/30')).toBeVisible();

  await page.getByRole('button', { name: 'Пополнить' }).click();
  await expect(dialog.getByRole('heading', { name: 'Пополнение счёта' })).toBeVisible();
  await dialog.getByLabel('Сумма').fill('5');
  await dialog.getByLabel('Сумма').blur();
  await expect(dialog.getByRole('alert')).toHaveText(/^Введите сумму от 10\s₽ до 50\s000\s₽$/);
  await dialog.getByLabel('Сумма').fill('300');
  await expect(dialog.getByRole('radio', { name: CARD.name })).toBeChecked();
  await dialog.getByRole('button', { name: /^Пополнить на 300\s₽$/ }).click();
  await passChallenge(dialog);
  await expect(dialog.getByRole('heading', { name: /^Счёт пополнен на 300\s₽/ })).toBeVisible({ timeout: 25_000 });
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(balance.getByText(/^601\s₽$/)).toBeVisible();

  await cards.getByRole('button', { name: `Удалить карту ${CARD.name}` }).click();
  await expect(dialog.getByRole('heading', { name: `Удалить карту ${CARD.name}?` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(cards.getByText('Привязанных карт нет.')).toBeVisible();
});
