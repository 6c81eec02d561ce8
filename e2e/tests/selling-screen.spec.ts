import { createServer, type Server } from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { E2E_FRAME_ORIGIN, E2E_FRAME_PORT, E2E_OPERATOR_TOKEN } from '../operator';
import { enterNewCard } from '../purchase';

/** A film for rent only (docs/demo-accounts.md "Prices"), 149 ₽. */
const RENTAL = { slug: 'sokrovishcha-chuzhogo-goroda', name: 'Сокровища чужого города' };
const APPROVED_CARD = '4242424242424242';

/** The operator's survey page, on an origin of its own that the server allows iframe messages to frame. */
const SURVEY_PAGE = `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Анкета</title>
<h1>Анкета зрителя</h1><form><label>Что смотреть дальше? <input name="answer"></label><button>Отправить</button></form>`;

let framed: Server;
test.beforeAll(async () => {
  framed = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(SURVEY_PAGE);
  });
  await new Promise<void>((resolve) => framed.listen(E2E_FRAME_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => framed.close(() => resolve())));

/** The operator's call (POST /api/operator/messages) with the token the journeys' server runs with. */
async function operatorSends(request: APIRequestContext, phone: string, message: object): Promise<void> {
  const response = await request.post('/api/operator/messages', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: { to: { phone }, message },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/v1/notifications/events') && response.status() === 200);

test.describe('the selling-screen prompt and the iframe message', () => {
  test('the operator offers a paid film: the prompt opens its purchase, and once rented it offers Смотреть', async ({ page, request }) => {
    const film = (await (await request.get(`/api/v1/media_items/${RENTAL.slug}`)).json()) as { id: number };
    const offer = {
      event_type: 'display',
      event_code: 'item_selling_screen',
      item: { type: 'media_item', id: film.id },
      display: { display_type: 'popup', message: 'Только в прокате', submessage: 'Премьера <b>недели</b>' },
    };
    const opened = streamOpened(page);
    const phone = await registerNewViewer(page, request);
    await opened;

    await operatorSends(request, phone, offer);
    const dialog = page.getByRole('dialog');
    const prompt = dialog.getByTestId('selling-prompt');
    await expect(prompt.getByRole('heading', { name: 'Только в прокате' })).toBeVisible();
    await expect(prompt).toContainText(RENTAL.name);
    await expect(prompt.locator('b')).toHaveText('недели');
    await prompt.getByRole('button', { name: /^Арендовать от 149\s₽$/ }).click();

    // The purchase modal takes the prompt's place.
    await dialog.getByRole('button', { name: /Взять напрокат/ }).click();
    await enterNewCard(dialog, APPROVED_CARD);
    await dialog.getByRole('button', { name: /^Оплатить 149\s₽$/ }).click();
    await expect(dialog.getByRole('heading', { name: `«${RENTAL.name}» взят напрокат` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await page.waitForLoadState('load');

    await operatorSends(request, phone, offer);
    const watch = page.getByTestId('selling-prompt').getByRole('link', { name: 'Смотреть' });
    await expect(watch).toBeVisible();
    await expect(watch).toHaveAttribute('href', `/movies/${RENTAL.slug}/player`);
    await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('an iframe message frames the operator’s page, sandboxed, under its title', async ({ page, request }) => {
    const opened = streamOpened(page);
    const phone = await registerNewViewer(page, request);
    await opened;

    await operatorSends(request, phone, {
      event_type: 'display',
      event_code: 'iframe',
      display: { display_type: 'popup', message: 'Расскажите, что смотреть дальше' },
      src: `${E2E_FRAME_ORIGIN}/survey`,
      title: 'Анкета',
    });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Анкета' })).toBeVisible();
    const frame = dialog.locator('iframe[title="Анкета"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    await expect(page.frameLocator('iframe[title="Анкета"]').getByRole('heading', { name: 'Анкета зрителя' })).toBeVisible();
  });
});
