import type { APIRequestContext, Page } from '@playwright/test';
import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { E2E_OPERATOR_TOKEN } from '../operator';
import { enterNewCard, press } from '../purchase';

/** A film for rent only (docs/demo-accounts.md "Prices"), 149 ₽. */
const RENTAL = { slug: 'sokrovishcha-chuzhogo-goroda', name: 'Сокровища чужого города' };
/** A sandbox card that is approved without 3-D Secure. */
const APPROVED_CARD = '4242424242424242';

/** The operator's call (POST /api/operator/messages) with the token the journeys' server runs with. */
async function operatorSends(request: APIRequestContext, phone: string, message: string): Promise<void> {
  const response = await request.post('/api/operator/messages', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: {
      to: { phone },
      message: {
        event_type: 'display',
        event_code: 'marketing_message',
        display: { display_type: 'panel', message, submessage: 'Все серии — с <b>пятницы</b>.', duration: 30 },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The browser's one event stream answering: what the operator sends from now on reaches this page. */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/v1/notifications/events') && response.status() === 200);

test.describe('notifications', () => {
  test('the operator’s panel reaches the signed-in viewer at once, and the journal and the unread indicator follow it', async ({
    page,
    request,
  }) => {
    const opened = streamOpened(page);
    const phone = await registerNewViewer(page, request);
    await opened;
    const unread = page.getByTestId('unread-indicator');
    await expect(unread).toBeHidden();

    await operatorSends(request, phone, 'Новый сезон уже здесь');
    const panel = page.getByTestId('notification-panel');
    await expect(panel).toBeVisible({ timeout: 1000 });
    await expect(panel).toContainText('Новый сезон уже здесь');
    await expect(panel.locator('b')).toHaveText('пятницы');
    await expect(unread).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('link', { name: /Уведомления/ })
      .click();
    await expect(page).toHaveURL('/my/journal');
    const entry = page.getByTestId('journal-message');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Новый сезон уже здесь');
    await expect(page.getByTestId('journal-unread')).toHaveText('Непрочитанных: 1');

    await entry.getByRole('button', { name: 'Отметить прочитанным' }).click();
    await expect(page.getByTestId('journal-unread')).toHaveText('Все сообщения прочитаны');
    await expect(entry).toContainText('Прочитано');
    await expect(unread).toBeHidden();
  });

  test('a purchase in one tab reloads the other, which hears it from the first tab’s event stream', async ({ page, request }) => {
    const opened = streamOpened(page);
    await registerNewViewer(page, request, `/movies/${RENTAL.slug}`);
    await opened;
    const other = await page.context().newPage();
    let otherStreams = 0;
    other.on('request', (sent) => {
      if (sent.url().includes('/api/v1/notifications/events')) otherStreams += 1;
    });
    await other.goto(`/movies/${RENTAL.slug}`);
    await expect(other.getByRole('button', { name: /^Арендовать от 149\s₽$/ })).toBeVisible();

    const dialog = page.getByRole('dialog');
    await press(page, /^Арендовать от 149\s₽$/);
    await dialog.getByRole('button', { name: /Взять напрокат/ }).click();
    await enterNewCard(dialog, APPROVED_CARD);
    await dialog.getByRole('button', { name: /^Оплатить 149\s₽$/ }).click();
    await expect(dialog.getByRole('heading', { name: `«${RENTAL.name}» взят напрокат` })).toBeVisible();

    // The other tab reloads by itself and shows the rental; this one keeps its success until it is closed.
    await expect(other.getByText(/^Доступно до /)).toBeVisible();
    expect(otherStreams, 'one stream per browser: the first tab holds it').toBe(0);
    await expect(dialog.getByRole('heading', { name: `«${RENTAL.name}» взят напрокат` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(page.getByText(/^Доступно до /)).toBeVisible();
  });
});
