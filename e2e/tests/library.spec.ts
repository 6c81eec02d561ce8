import { signInAsDemoViewer } from '../accounts';
import { expect, test } from '../fixtures';
import { playingPast } from '../playback';
import { pressWhenHydrated } from '../press';

/** The first demo film (apps/api/src/seed/catalog/demo). */
const FILM = { id: 10001, slug: 'zolotaya-zvezda', name: 'Золотая звезда' };

test.describe('favourites, history, collections and karaoke', () => {
  test('a viewer adds a film to favourites, finds it on /my/collection, and removes it', async ({ page, baseURL }) => {
    await signInAsDemoViewer(page, baseURL!);
    await page.goto(`/movies/${FILM.slug}`);
    await pressWhenHydrated(page, 'В избранное', () =>
      expect(page.getByRole('button', { name: 'Убрать из избранного' })).toBeVisible({ timeout: 1000 }),
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Добавлено в избранное' })).toBeVisible();

    await page.goto('/my/collection');
    await expect(page.getByRole('heading', { level: 2, name: 'Фильмы и сериалы' })).toBeVisible();
    await page.getByRole('link', { name: FILM.name }).click();
    await expect(page).toHaveURL(`/movies/${FILM.slug}`);

    await pressWhenHydrated(page, 'Убрать из избранного', () =>
      expect(page.getByRole('button', { name: 'В избранное' })).toBeVisible({ timeout: 1000 }),
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Удалено из избранного' })).toBeVisible();
    await page.goto('/my/collection');
    await expect(page.getByText('Здесь пока пусто.')).toBeVisible();
    await expect(page.getByRole('link', { name: FILM.name })).toHaveCount(0);
  });

  test('a visitor pressing the favourite gets the login modal, and /my/collection asks to sign in', async ({ page }) => {
    await page.goto(`/movies/${FILM.slug}`);
    await pressWhenHydrated(page, 'В избранное', () => expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 }));
    await page.goto('/my/collection');
    await expect(page.getByText('Войдите, чтобы открыть личный кабинет.')).toBeVisible();
  });

  test('a viewer who watches part of a film finds it in continue watching on /my/positions and on the home page', async ({
    page,
    baseURL,
  }) => {
    await signInAsDemoViewer(page, baseURL!);
    await page.goto(`/movies/${FILM.slug}/player`);
    // The player saves the position every 10 s (and on exit): wait for a save past the first seconds.
    const saved = await page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith(`/api/v1/positions/${FILM.id}`) && request.postDataJSON().timepoint >= 6,
      { timeout: 30_000 },
    );
    expect((saved.postDataJSON() as { is_viewed: boolean }).is_viewed).toBe(false);

    await page.goto('/my/positions');
    const continuing = page.getByRole('region', { name: 'Продолжить просмотр' });
    await expect(continuing.getByRole('link', { name: new RegExp(FILM.name) })).toHaveAttribute('href', `/movies/${FILM.slug}/player`);

    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(`${FILM.name}.*Осталось \\d+ мин`) }).first()).toBeVisible();
  });

  test('a visitor opens a collection, then sings a karaoke song in the player on its page', async ({ page }) => {
    await page.goto('/collections');
    await expect(page.getByRole('heading', { level: 1, name: 'Подборки' })).toBeVisible();
    await page.getByRole('link', { name: /Лучшее за год/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Лучшее за год' })).toBeVisible();
    await expect(page.locator('main li a[href^="/movies/"], main li a[href^="/series/"]').first()).toBeVisible();

    // /karaoke alone is what viewers type: it lands on the catalogue.
    await page.goto('/karaoke');
    await expect(page).toHaveURL('/karaoke/catalog');
    await expect(page.getByText('Песен: 80')).toBeVisible();
    await page.getByRole('link', { name: 'Следующая страница' }).click();
    await expect(page).toHaveURL('/karaoke/catalog?page=2');
    await expect(page.getByText('Страница 2 из 3')).toBeVisible();
    // The first demo song is free to sing (docs/demo-accounts.md); the others of its kind need the karaoke subscription.
    const song = (await (await page.request.get('/api/v1/karaoke_items/1', { headers: { 'x-efir-revision': 'e2e' } })).json()) as {
      slug: string;
    };
    await page.goto(`/karaoke/${song.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The stream library is not part of the page until the viewer asks to sing.
    await expect(page.locator('video')).toHaveCount(0);
    await pressWhenHydrated(page, 'Спеть', () => expect(page.locator('video')).toHaveCount(1, { timeout: 3000 }));
    await playingPast(page, 1);
  });
});
