import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { E2E_OPERATOR_TOKEN } from '../operator';

/** The partner brand is picked by its host; Chromium takes any *.localhost to this machine. */
const PARTNER = `http://partner.localhost:${process.env.E2E_PORT ?? 3310}`;
const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };

interface Summary {
  id: number;
  brand: string;
  awaiting_reply: boolean;
  writer: { phone: string | null };
  last_message: { text: string };
}

/** The operator's queue, as their support tool reads it: the conversation whose newest message is `text`. */
async function conversationEndingWith(request: APIRequestContext, text: string): Promise<Summary> {
  const answer = await request.get('/api/operator/support_chats?status=open', { headers: operator });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { items } = (await answer.json()) as { items: Summary[] };
  const found = items.find((item) => item.last_message.text === text);
  expect(found, `a conversation ending with «${text}»`).toBeTruthy();
  return found!;
}

async function operatorReplies(request: APIRequestContext, id: number, text: string): Promise<void> {
  const answer = await request.post(`/api/operator/support_chats/${id}/messages`, { headers: operator, data: { text } });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The partner's pages as a viewer who has answered the cookie banner there too. */
const consentOnPartner = (context: BrowserContext) => context.addCookies([{ name: 'cookieConsent', value: '1', url: PARTNER }]);
const launcher = (page: Page) => page.getByRole('button', { name: /^Чат поддержки/ });

test.describe('support chat (spec 1 §1, §7)', () => {
  test('a visitor on the partner brand writes to support; the operator finds it awaiting a reply and the reply appears in the open panel', async ({
    page,
    context,
    request,
  }) => {
    await consentOnPartner(context);
    await page.goto(`${PARTNER}/`);
    await launcher(page).click();
    const panel = page.getByRole('dialog', { name: 'Поддержка Эфир+' });
    await expect(panel).toContainText('Операторы на связи ежедневно с 9:00 до 21:00 по Москве');
    await expect(panel).toContainText('Здравствуйте! Напишите, что случилось');
    const field = panel.getByRole('textbox', { name: 'Сообщение в поддержку' });
    await expect(field).toBeFocused();

    const question = `Не грузится канал ${Date.now()}`;
    await field.fill(question);
    await field.press('Shift+Enter');
    await field.pressSequentially('Эфир 1');
    await field.press('Enter');
    const text = `${question}\nЭфир 1`;
    await expect(panel.getByRole('log')).toContainText('Эфир 1');
    await expect(field).toHaveValue('');

    const waiting = await conversationEndingWith(request, text);
    expect(waiting).toMatchObject({ brand: 'partner', awaiting_reply: true, writer: { phone: null } });
    await operatorReplies(request, waiting.id, 'Проверяем, подождите минуту');
    // No reload: the open panel asks for replies by itself.
    await expect(panel.getByRole('log')).toContainText('Проверяем, подождите минуту', { timeout: 8000 });
  });

  test('a signed-in viewer’s closed chat shows a badge for the operator’s reply as it comes, and opening reads it', async ({
    page,
    context,
    request,
  }) => {
    await consentOnPartner(context);
    const phone = await registerNewViewer(page, request, `${PARTNER}/`);
    await launcher(page).click();
    const panel = page.getByRole('dialog', { name: 'Поддержка Эфир+' });
    const question = `Не проходит оплата ${Date.now()}`;
    await panel.getByRole('textbox', { name: 'Сообщение в поддержку' }).fill(question);
    await panel.getByRole('button', { name: 'Отправить' }).click();
    await expect(panel.getByRole('log')).toContainText(question);
    await panel.getByRole('button', { name: 'Свернуть чат' }).click();
    await expect(panel).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    const conversation = await conversationEndingWith(request, question);
    expect(conversation.writer.phone).toBe(phone);
    await operatorReplies(request, conversation.id, 'Какой картой вы платите?');
    // Pushed on the account's event stream: the badge comes without polling or a reload.
    await expect(page.getByRole('button', { name: 'Чат поддержки — новых ответов: 1' })).toBeVisible({ timeout: 5000 });

    await launcher(page).click();
    await expect(panel.getByRole('log')).toContainText('Какой картой вы платите?');
    await panel.press('Escape');
    await expect(page.getByRole('button', { name: 'Чат поддержки', exact: true })).toBeVisible();
  });

  test('the main brand has no chat and loads none of its code', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') chunks.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(launcher(page)).toHaveCount(0);
    expect(chunks.filter((url) => /support-chat/.test(url))).toEqual([]);
  });

  test('pages without a layout show no chat on the partner brand', async ({ page, context }) => {
    await consentOnPartner(context);
    await page.goto(`${PARTNER}/variants`);
    await page.waitForLoadState('networkidle');
    await expect(launcher(page)).toHaveCount(0);
  });
});
