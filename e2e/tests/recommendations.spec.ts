import type { APIRequestContext, Page } from '@playwright/test';
import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { E2E_OPERATOR_TOKEN } from '../operator';
import { playingPast } from '../playback';

/** A free demo film (docs/demo-accounts.md): it plays for a new viewer with nothing bought. */
const FILM = { slug: 'temnyy-kapitan', name: 'Тёмный капитан' };

const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/v1/notifications/events') && response.status() === 200);

const filmId = async (request: APIRequestContext) =>
  ((await (await request.get(`/api/v1/media_items/${FILM.slug}`)).json()) as { id: number }).id;

test('the operator recommends what to watch after a film: the modal lists titles, and a click opens that title’s page', async ({
  page,
  request,
}) => {
  const id = await filmId(request);
  const opened = streamOpened(page);
  const phone = await registerNewViewer(page, request, '/');
  await opened;

  const response = await request.post('/api/operator/messages', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: {
      to: { phone },
      message: { event_type: 'item', event_code: 'item_recommendations', item: { type: 'media_item', id }, ab_test: true },
    },
  });
  expect(response.status(), await response.text()).toBe(201);

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Смотрите также' })).toBeVisible();
  const first = dialog.getByRole('link').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/(movies|series)\/[a-z0-9-]+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a film that ends in the player opens the recommendations for a signed-in viewer', async ({ page, request }) => {
  // The player page has no header to sign in from: the film's page has.
  await registerNewViewer(page, request, `/movies/${FILM.slug}`);
  await page.goto(`/movies/${FILM.slug}/player`);
  const video = page.locator('video');
  await playingPast(page, 0.5);
  // The end of the film, not the whole of it: a jump to its last second.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 1;
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Смотрите также' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('link').first()).toBeVisible();
});
