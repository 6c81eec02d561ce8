import type { APIRequestContext, Page } from '@playwright/test';
import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { E2E_OPERATOR_TOKEN } from '../operator';

/** A free demo film with a trailer (title-page.spec.ts plays it; rating does not change what it shows there). */
const FILM = { slug: 'temnyy-kapitan', name: 'Тёмный капитан' };

/** The operator asks the viewer to rate an item (spec 2 §3 notification, event_code item_rating). */
async function operatorAsksToRate(request: APIRequestContext, phone: string, itemId: number): Promise<void> {
  const response = await request.post('/api/operator/messages', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: {
      to: { phone },
      message: {
        event_type: 'display',
        event_code: 'item_rating',
        item: { type: 'media_item', id: itemId },
        display: { display_type: 'popup', message: 'Оцените фильм' },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/v1/notifications/events') && response.status() === 200);

test('the operator asks for a rating: the viewer gives 8, sees it on the title page after a reload, and removes it there', async ({
  page,
  request,
}) => {
  const film = (await (await request.get(`/api/v1/media_items/${FILM.slug}`)).json()) as { id: number };
  const opened = streamOpened(page);
  const phone = await registerNewViewer(page, request, `/movies/${FILM.slug}`);
  await opened;
  await expect(page.getByRole('button', { name: 'Оценить', exact: true })).toBeVisible();

  await operatorAsksToRate(request, phone, film.id);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Ваша оценка' })).toBeVisible({ timeout: 2000 });
  await expect(dialog.getByText(FILM.name)).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Оценить' });
  await expect(submit).toBeDisabled();
  await dialog.getByText('8', { exact: true }).click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Оценка 8 сохранена')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ваша оценка: 8' })).toBeVisible();

  await page.reload();
  const mine = page.getByRole('button', { name: 'Ваша оценка: 8' });
  await expect(mine).toBeVisible();
  await mine.click();
  await expect(dialog.getByRole('radio', { name: '8' })).toBeChecked();
  await dialog.getByTitle('Без оценки').click();
  await dialog.getByRole('button', { name: 'Оценить' }).click();
  await expect(page.getByText('Оценка удалена')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Оценить', exact: true })).toBeVisible();
});
