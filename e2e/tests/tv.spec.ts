import type { APIRequestContext, Page } from '@playwright/test';
import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { advancing } from '../playback';
import { enterNewCard, passChallenge, press } from '../purchase';

/**
 * Demo channels (docs/demo-accounts.md "What plays for whom"): «Эфир 1» is free with its archive free too; «Эфир 24» is
 * free to watch, its archive comes with «ТВ Архив» (a free week the first time).
 */
const FREE_ARCHIVE = { id: 1, slug: 'efir-1', name: 'Эфир 1' };
const SOLD_ARCHIVE = { id: 2, slug: 'efir-24', name: 'Эфир 24' };
/** A sandbox card that binds and pays without a bank page, and one that asks for 3-D Secure (docs/demo-accounts.md). */
const SECURE_CARD = '4000002760003184';

/** A programme of the channel that ended within the last hours and is kept in the archive (the guide answers it). */
async function pastProgramme(
  request: APIRequestContext,
  channelId: number,
): Promise<{ original_id: string; name: string; start_time: number; end_time: number }> {
  const now = Math.floor(Date.now() / 1000);
  const answer = await request.get(`/api/v1/channels/${channelId}/programs?from=${now - 6 * 3600}&to=${now}`);
  const { items } = (await answer.json()) as {
    items: {
      original_id: string;
      name: string;
      start_time: number;
      end_time: number;
      tstv_options_epg: { tstv_valid_until: number | null };
    }[];
  };
  const past = items.filter((program) => program.end_time < now - 60 && program.tstv_options_epg.tstv_valid_until !== null);
  expect(past.length, 'a recorded programme in the last hours').toBeGreaterThan(0);
  return past.at(-1)!;
}

/** The player's controls show on pointer movement; they hide again after 3 s. */
const showControls = (page: Page) => page.mouse.move(200 + Math.random() * 100, 200);

test.describe('live TV', () => {
  test('a visitor opens a channel from its card and its live picture plays on the channel’s page', async ({ page }) => {
    await page.goto('/');
    await page.locator(`a[href="/tv/${FREE_ARCHIVE.slug}"]`).first().click();
    await expect(page).toHaveURL(`/tv/${FREE_ARCHIVE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: FREE_ARCHIVE.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Сейчас в эфире' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Телепрограмма на / })).toBeVisible();
    await advancing(page, 2);
  });

  test('a visitor plays a programme of the archive from its page, from its start as a recording', async ({ page, request }) => {
    const programme = await pastProgramme(request, FREE_ARCHIVE.id);
    await page.goto(`/tv/${FREE_ARCHIVE.slug}/shows/${programme.original_id}`);
    await expect(page.getByRole('heading', { level: 1, name: programme.name })).toBeVisible();
    await page.getByRole('link', { name: 'Смотреть', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/tv/${FREE_ARCHIVE.slug}/player\\?program=${programme.original_id}&start_time=${programme.start_time}$`),
    );
    const start = await advancing(page, 2);
    // A recording's time is the programme's own, from 0 to its length.
    expect(start).toBeLessThan(30);
    await showControls(page);
    await expect(page.getByRole('slider', { name: 'Перемотка' })).toHaveAttribute(
      'aria-valuemax',
      String(programme.end_time - programme.start_time),
    );
  });

  test('a viewer pauses live, resumes behind the live edge, and goes back to it', async ({ page }) => {
    await page.goto(`/tv/${FREE_ARCHIVE.slug}/player`);
    await advancing(page, 1);
    await showControls(page);
    await expect(page.getByText('Прямой эфир', { exact: true })).toBeVisible();

    await page.keyboard.press('Space');
    await page.waitForTimeout(10_000);
    await page.keyboard.press('Space');
    await advancing(page, 1);
    await showControls(page);
    const goLive = page.getByRole('button', { name: 'Вернуться в прямой эфир' });
    await expect(goLive).toHaveText(/^Прямой эфир −0:(0[89]|[1-3]\d)$/);

    await goLive.click();
    // Within three 2-second segments of the edge: the label says live with no time behind.
    await expect(page.getByText('Прямой эфир', { exact: true })).toBeVisible();
    await expect(goLive).toHaveCount(0);
    await advancing(page, 1);
  });

  test('a viewer without «ТВ Архив» is offered it on a programme page, takes its free week by card, and the programme plays', async ({
    page,
    request,
  }) => {
    const programme = await pastProgramme(request, SOLD_ARCHIVE.id);
    await registerNewViewer(page, request, `/tv/${SOLD_ARCHIVE.slug}/shows/${programme.original_id}`);
    await expect(page.getByText('Передача есть в архиве. Подключите «ТВ Архив», чтобы смотреть её в любое время.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Смотреть', exact: true })).toHaveCount(0);

    const dialog = page.getByRole('dialog');
    await press(page, /^Оформить подписку от 0\s₽$/);
    await dialog.getByRole('button', { name: /^1 месяц/ }).click();
    await enterNewCard(dialog, SECURE_CARD);
    await dialog.getByRole('button', { name: /^(Оплатить|Подключить|Привязать)/ }).click();
    const binding = await passChallenge(dialog);
    await expect(async () => {
      if (await dialog.getByRole('heading', { name: 'Подтверждение в банке' }).isVisible()) await passChallenge(dialog, binding);
      await expect(dialog.getByRole('heading', { name: 'Подписка «ТВ Архив» оформлена' })).toBeVisible({ timeout: 3000 });
    }).toPass();
    await dialog.getByRole('link', { name: 'Смотреть', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tv/${SOLD_ARCHIVE.slug}/player\\?program=${programme.original_id}`));
    await advancing(page, 2);
  });
});
