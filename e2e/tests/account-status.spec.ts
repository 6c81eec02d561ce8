import type { APIRequestContext, Page } from '@playwright/test';
import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { E2E_OPERATOR_TOKEN } from '../operator';

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };

/** The browser's one event stream answering: what happens to the account from now on reaches this page. */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/v1/notifications/events') && response.status() === 200);

/** The page reading its user data again, as the user-refresh events make it. */
const userRefetched = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user' && response.status() === 200);

/** The operator's support finds the viewer's account by phone and blocks or unblocks it. */
async function setBlocked(request: APIRequestContext, phone: string, blocked: boolean): Promise<void> {
  const found = await request.get(`/api/operator/accounts?phone=${phone}`, { headers: operator });
  expect(found.status(), await found.text()).toBe(200);
  const { account_id } = (await found.json()) as { account_id: string };
  const data = blocked
    ? {
        is_blocked: true,
        reason: 'Долг по счёту',
        block_screen: {
          title: 'Учётная запись заблокирована',
          text: 'Пополните счёт, чтобы снова смотреть подписки.',
          available_actions: [
            { type: 'link', title: 'Пополнить счёт', screen_name: 'account_refill' },
            { type: 'logout', title: 'Выйти' },
          ],
        },
      }
    : { is_blocked: false, reason: 'Счёт пополнен' };
  const response = await request.put(`/api/operator/accounts/${account_id}/status`, { headers: operator, data });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { changed: boolean }).changed).toBe(true);
}

test.describe('account events', () => {
  test('the operator blocks a viewer’s account: the open page shows the block screen without a reload, and loses it on unblock', async ({
    page,
    request,
  }) => {
    const opened = streamOpened(page);
    const phone = await registerNewViewer(page, request);
    await opened;

    await setBlocked(request, phone, true);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Учётная запись заблокирована' })).toBeVisible();
    await expect(dialog.getByText('Пополните счёт, чтобы снова смотреть подписки.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Пополнить счёт' })).toBeVisible();

    await setBlocked(request, phone, false);
    await expect(dialog).toBeHidden();
  });

  test('the viewer’s session seen from another country: the page reads its user data again', async ({ page, request }) => {
    await request.post('/api/dev/geo', {
      data: { csv: '127.0.0.0,127.255.255.255,RU\n203.0.113.0,203.0.113.255,AM', allowed_countries: ['RU', 'AM'] },
    });
    try {
      const opened = streamOpened(page);
      await registerNewViewer(page, request);
      await opened;
      // The same session (this browser's cookie) makes a call from an Armenian address.
      const refetched = userRefetched(page);
      const abroad = await page.context().request.get('/api/v1/user', { headers: { 'x-efir-client-ip': '203.0.113.9' } });
      expect(((await abroad.json()) as { system_info: { cur_location: string } }).system_info.cur_location).toBe('AM');
      await refetched;
    } finally {
      await request.post('/api/dev/geo', { data: { csv: '', allowed_countries: [] } });
    }
  });
});
