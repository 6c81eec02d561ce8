import type { Page } from '@playwright/test';
import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { playingPast } from '../playback';
import { passChallenge } from '../purchase';

/** Demo promo codes (docs/demo-accounts.md "Promo codes"). */
const MONTH_CODE = 'efir30';
const CARD_CODE = 'KINOKARTA';
/** A film of «Кинозал», and so of «Эфир Максимум» above it: neither free nor sold alone. */
const CINEMA_FILM = { slug: 'korol-zolotogo-veka', name: 'Король золотого века' };
/** A sandbox card that asks for 3-D Secure when bound (docs/demo-accounts.md "Test cards"). */
const SECURE_CARD = '4000000000003220';

async function expectLocked(page: Page) {
  await page.goto(`/movies/${CINEMA_FILM.slug}/player`);
  await expect(page.getByRole('heading', { level: 1, name: 'Доступно по подписке или покупке' })).toBeVisible();
}

test.describe('promo codes', () => {
  test('a viewer activates a demo promo code on /promocode, sees what it opened and plays it', async ({ page, request }) => {
    await registerNewViewer(page, request);
    await expectLocked(page);

    await page.goto('/promocode');
    const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(trail.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/my');
    await expect(page.getByRole('heading', { level: 1, name: 'Промокод' })).toBeVisible();
    const field = page.getByLabel('Промокод', { exact: true });
    const submit = page.getByRole('button', { name: 'Активировать' });
    await expect(submit).toBeDisabled();
    await field.fill('   ');
    await expect(submit).toBeDisabled();

    // A wrong code stays on the form with the server's words.
    await field.fill('nosuchcode');
    await expect(field).toHaveValue('NOSUCHCODE');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Такого промокода нет');
    await expect(field).toHaveValue('NOSUCHCODE');

    await field.fill(` ${MONTH_CODE} `);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Промокод активирован: 30 дней подписки' })).toBeVisible();
    await expect(page.getByText(/^Доступ открыт до /)).toBeVisible();

    // The poster strip of what the code opened; the film there plays.
    const strip = page.getByRole('region', { name: 'Промокод открыл' });
    await expect(strip.getByRole('link').first()).toBeVisible();
    await page.goto(`/movies/${CINEMA_FILM.slug}/player`);
    await playingPast(page, 1);
  });

  test('a code that needs a card: the info step, then card entry with 3-D Secure, then success', async ({ page, request }) => {
    await registerNewViewer(page, request);
    await expectLocked(page);

    // The promo-code modal from the personal area.
    await page.goto('/my');
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Промокод' }).click({ timeout: 1000 });
      await expect(dialog).toBeVisible({ timeout: 2000 });
    }).toPass();
    await dialog.getByLabel('Промокод', { exact: true }).fill(CARD_CODE.toLowerCase());
    await dialog.getByRole('button', { name: 'Активировать' }).click();

    await expect(dialog.getByRole('heading', { name: 'Нужна банковская карта' })).toBeVisible();
    await expect(dialog.getByText('Этот промокод активируется после привязки банковской карты к аккаунту')).toBeVisible();
    await dialog.getByRole('button', { name: 'Продолжить' }).click();

    await expect(dialog.getByRole('heading', { name: 'Привязка карты' })).toBeVisible();
    await dialog.getByLabel('Номер карты').pressSequentially(SECURE_CARD);
    await dialog.getByLabel('Срок действия').pressSequentially('1230');
    await dialog.getByLabel('CVC/CVV').pressSequentially('123');
    await dialog.getByRole('button', { name: 'Привязать карту' }).click();
    await passChallenge(dialog);

    await expect(dialog.getByRole('heading', { name: 'Промокод активирован: 14 дней «Кинозала»' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/movies/${CINEMA_FILM.slug}/player`);
    await playingPast(page, 1);
  });
});
