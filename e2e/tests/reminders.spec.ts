import type { APIRequestContext } from '@playwright/test';
import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { pressWhenHydrated } from '../press';

/** Demo channels (docs/demo-accounts.md): «Эфир 1» and «Эфир 24», both free to watch. */
const EFIR_1 = { id: 1, slug: 'efir-1', name: 'Эфир 1' };
const EFIR_24 = { id: 2, slug: 'efir-24', name: 'Эфир 24' };

interface Programme {
  original_id: string;
  name: string;
  start_time: number;
}

/** A programme of the channel that starts in an hour or more: one that will not start during the journey. */
async function laterProgramme(request: APIRequestContext, channelId: number): Promise<Programme> {
  const now = Math.floor(Date.now() / 1000);
  const answer = await request.get(`/api/v1/channels/${channelId}/programs?from=${now + 3600}&to=${now + 6 * 3600}`);
  const { items } = (await answer.json()) as { items: Programme[] };
  const later = items.filter((program) => program.start_time > now + 3600);
  expect(later.length, 'a programme starting in an hour or more').toBeGreaterThan(0);
  return later[0]!;
}

test.describe('reminders (issue 16)', () => {
  test('a viewer sets a reminder on a future programme’s page, finds it on /my/reminders and removes it', async ({ page, request }) => {
    const programme = await laterProgramme(request, EFIR_1.id);
    const path = `/tv/${EFIR_1.slug}/shows/${programme.original_id}`;
    await registerNewViewer(page, request, path);
    await expect(page.getByRole('heading', { level: 1, name: programme.name })).toBeVisible();
    await pressWhenHydrated(page, 'Напомнить', () =>
      expect(page.getByRole('button', { name: 'Напоминание установлено' })).toBeVisible({ timeout: 1000 }),
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Напомним, когда передача начнётся' })).toBeVisible();
    // Stored on the server: a reload shows it set.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Напоминание установлено' })).toBeVisible();

    await page.goto('/my/reminders');
    await expect(page.getByRole('heading', { level: 1, name: 'Напоминания' })).toBeVisible();
    const row = page.getByTestId('reminder');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: programme.name })).toHaveAttribute('href', path);
    await expect(row.getByRole('link', { name: EFIR_1.name })).toBeVisible();
    await pressWhenHydrated(page, `Удалить напоминание о «${programme.name}»`, () =>
      expect(page.getByText('Напоминаний пока нет.', { exact: false })).toBeVisible({ timeout: 1000 }),
    );
    await page.reload();
    await expect(page.getByTestId('reminder')).toHaveCount(0);
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Напомнить', exact: true })).toBeVisible();
  });

  test('a visitor pressing «Напомнить» gets the login modal', async ({ page, request }) => {
    const programme = await laterProgramme(request, EFIR_1.id);
    await page.goto(`/tv/${EFIR_1.slug}/shows/${programme.original_id}`);
    const dialog = page.getByRole('dialog');
    await pressWhenHydrated(page, 'Напомнить', () => expect(dialog).toBeVisible({ timeout: 1000 }));
  });

  test('at the programme’s start the reminder arrives as a panel that opens the channel', async ({ page, request, baseURL }) => {
    test.setTimeout(240_000);
    const programme = await laterProgramme(request, EFIR_24.id);
    await registerNewViewer(page, request, `/tv/${EFIR_24.slug}/shows/${programme.original_id}`);
    await expect(page.getByRole('heading', { level: 1, name: programme.name })).toBeVisible();
    await pressWhenHydrated(page, 'Напомнить', () =>
      expect(page.getByRole('button', { name: 'Напоминание установлено' })).toBeVisible({ timeout: 1000 }),
    );
    const panel = page.getByTestId('notification-panel');
    await expect(panel).toBeHidden();
    // The server's clock moves on to the programme's start, and the due jobs run (the worker would within a second).
    const moveClock = (offset_seconds: number) => request.put(`${baseURL}/api/dev/clock`, { data: { offset_seconds } });
    try {
      expect((await moveClock(programme.start_time - Math.floor(Date.now() / 1000) + 1)).ok()).toBe(true);
      expect((await request.post('/api/dev/jobs/run')).ok()).toBe(true);
      await expect(panel).toBeVisible({ timeout: 5000 });
      await expect(panel).toContainText(`Начинается «${programme.name}» на канале ${EFIR_24.name}`);
      await panel.getByRole('link', { name: 'Смотреть' }).click();
      await expect(page).toHaveURL(`/tv/${EFIR_24.slug}`);
    } finally {
      await moveClock(0);
    }
  });
});
