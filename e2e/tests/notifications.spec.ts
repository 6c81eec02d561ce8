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

/** A poll of two questions, sent by the operator as a popup. */
async function operatorSendsPoll(request: APIRequestContext, phone: string): Promise<void> {
  const response = await request.post('/api/operator/messages', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: {
      to: { phone },
      message: {
        event_type: 'display',
        event_code: 'poll',
        display: {
          display_type: 'popup',
          message: 'Опрос',
          poll: {
            title: 'Как вам Эфир?',
            questions: [
              { question: 'Что вы смотрите чаще?', answers: ['Фильмы', 'Сериалы', 'ТВ'] },
              { question: 'Порекомендуете нас друзьям?', answers: ['Да', 'Нет'] },
            ],
          },
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('notifications', () => {
  test('the operator’s poll opens for the viewer, is answered question by question, and the journal and the operator’s counts follow', async ({
    page,
    request,
  }) => {
    const opened = streamOpened(page);
    const phone = await registerNewViewer(page, request);
    await opened;
    await operatorSendsPoll(request, phone);

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Как вам Эфир?' })).toBeVisible({ timeout: 2000 });
    await expect(dialog.getByText('Вопрос 1 из 2')).toBeVisible();
    const next = dialog.getByRole('button', { name: 'Далее' });
    await expect(next).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Сериалы' }).check();
    await next.click();
    await expect(dialog.getByText('Порекомендуете нас друзьям?')).toBeVisible();
    const finish = dialog.getByRole('button', { name: 'Завершить' });
    await expect(finish).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Да' }).check();
    await finish.click();
    await expect(dialog.getByRole('heading', { name: 'Спасибо за ответы!' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Понятно' }).click();

    await page.goto('/my/journal/polls');
    const entry = page.getByTestId('journal-poll');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Как вам Эфир?');
    await expect(entry).toContainText('Вы ответили');
    await expect(page.getByTestId('journal-unread')).toHaveText('Все сообщения прочитаны');

    const { items } = await (await page.request.get('/api/v1/notifications/messages')).json();
    const pollId = items[0].display.poll.id as string;
    const results = await request.get(`/api/operator/polls/${pollId}`, { headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } });
    expect(await results.json()).toMatchObject({
      answered: 1,
      questions: [
        { answers: [{ count: 0 }, { answer: 'Сериалы', count: 1 }, { count: 0 }] },
        { answers: [{ answer: 'Да', count: 1 }, { count: 0 }] },
      ],
    });
  });
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
