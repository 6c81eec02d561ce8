import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { currentTime, PLAYBACK_TIMEOUT_MS, playingPast } from '../playback';

/** The first demo film and the first two episodes of the first demo series (apps/api/src/seed/catalog/demo). */
const FILM = 10001;
const EPISODE = 40001;
const NEXT_EPISODE = 40002;

const video = (page: Page) => page.locator('video');

/** Moves the pointer over the picture so the controls show, as a viewer would before reaching for them. */
async function showControls(page: Page) {
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 320);
}

async function chooseInSettings(page: Page, section: RegExp, choice: string | RegExp) {
  await showControls(page);
  const settings = page.getByRole('dialog', { name: 'Настройки' });
  if (!(await settings.isVisible())) await page.getByRole('button', { name: 'Настройки' }).click();
  await page.getByRole('dialog', { name: 'Настройки' }).getByRole('button', { name: section }).click();
  await page.getByRole('radio', { name: choice }).click();
  await expect(page.getByRole('dialog', { name: 'Настройки' })).toBeVisible();
}

test.describe('the player', () => {
  test('the home page loads none of the player’s stream library', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/(?:href|src)="([^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url?.includes('shaka'))).toEqual([]);
  });

  test('a viewer plays an encrypted film, seeks by keyboard, changes quality, speed, subtitles and audio, and reports a problem', async ({
    page,
  }) => {
    const licence = page.waitForResponse((response) => response.url().includes('/api/v1/drm/clearkey') && response.ok());
    await page.goto(`/movies/${FILM}/player`);
    const keys = (await (await licence).json()) as { keys: unknown[] };
    expect(keys.keys.length).toBeGreaterThan(0);
    await playingPast(page, 1);

    await chooseInSettings(page, /^Качество/, '360p');
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.videoHeight), { timeout: 30_000 }).toBe(360);
    // Paused here, not later: the film lasts 36 s, and on a slow machine the settings below would play it to its end.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Настройки' })).toBeHidden();
    // K, not Space: Space belongs to the settings button the focus went back to.
    await page.keyboard.press('KeyK');
    await expect(page.getByRole('button', { name: 'Смотреть', exact: true })).toBeVisible();

    await chooseInSettings(page, /^Субтитры/, /English|Английский/);
    await expect(page.getByRole('button', { name: /^Субтитры/ })).toContainText(/English|Английский/);
    await expect(page.getByRole('button', { name: 'Выключить субтитры' })).toHaveAttribute('aria-pressed', 'true');
    await chooseInSettings(page, /^Озвучка/, /English|Английский/);
    await expect(page.getByRole('button', { name: /^Озвучка/ })).toContainText(/English|Английский/);
    await chooseInSettings(page, /^Скорость/, '1.5×');
    // shaka holds the element's rate at 0 while it buffers (the audio just switched), and sets the chosen one after.
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Настройки' })).toBeHidden();

    // Held: the first press and an auto-repeat, 15 s each; nothing moves until the key is released.
    const hold = async (key: 'ArrowLeft' | 'ArrowRight') => {
      await page.keyboard.down(key);
      await page.waitForTimeout(150);
      await page.keyboard.down(key);
    };
    await hold('ArrowLeft');
    await page.keyboard.up('ArrowLeft');
    await expect.poll(() => currentTime(page)).toBe(0);
    await hold('ArrowRight');
    await expect(page.getByRole('status', { name: 'Перемотка' })).toHaveText('+30');
    expect(await currentTime(page)).toBe(0);
    await page.keyboard.up('ArrowRight');
    await expect.poll(() => currentTime(page)).toBeCloseTo(30, 0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentTime(page)).toBeCloseTo(15, 0);

    await showControls(page);
    await page.getByRole('button', { name: 'Настройки' }).click();
    await page.getByRole('button', { name: /^Сообщить о проблеме/ }).click();
    const submit = page.getByRole('button', { name: 'Отправить' });
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Нет звука' }).check();
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/v1/problem_reports') && response.status() === 201);
    await submit.click();
    await stored;
    await expect(page.getByRole('dialog', { name: 'Настройки' })).toContainText('Скоро все починим');
    await page.getByRole('button', { name: 'Готово' }).click();
    await expect(page.getByRole('button', { name: /^Качество/ })).toContainText('360p');
  });

  test('automatic quality decodes no more lines than the player shows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/movies/${FILM}/player`);
    // Past shaka's first chance to step up (8 s), which at this link's speed reaches 1080p unrestricted.
    await playingPast(page, 10);
    expect((await video(page).boundingBox())?.height).toBe(720);
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(720);
  });

  test('a viewer who leaves comes back to the same place', async ({ page }) => {
    await page.goto(`/movies/${FILM}/player`);
    await playingPast(page, 1);
    await page.keyboard.down('ArrowRight');
    await page.keyboard.up('ArrowRight');
    await playingPast(page, 16);
    const saved = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith(`/api/v1/positions/${FILM}`) && request.postDataJSON().timepoint >= 16,
      { timeout: 15_000 },
    );
    const { timepoint } = (await saved).postDataJSON() as { timepoint: number };

    await page.reload();
    await expect.poll(() => currentTime(page), { timeout: PLAYBACK_TIMEOUT_MS }).toBeGreaterThanOrEqual(timepoint);
  });

  test('an episode skips its intro, and at its end the next one starts by itself', async ({ page }) => {
    await page.goto(`/episodes/${EPISODE}/player`);
    const skip = page.getByRole('button', { name: 'Пропустить заставку' });
    await expect(skip).toBeVisible({ timeout: PLAYBACK_TIMEOUT_MS });
    const before = await currentTime(page);
    await skip.click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(before + 5);
    await expect(skip).toBeHidden();

    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(150);
    await page.keyboard.down('ArrowRight');
    await page.keyboard.up('ArrowRight');
    const upNext = page.getByRole('region', { name: 'Следующая серия' });
    await expect(upNext).toBeVisible({ timeout: 30_000 });
    await expect(upNext).toContainText('Следующая серия через');
    await expect(page).toHaveURL(new RegExp(`/episodes/${NEXT_EPISODE}/player$`), { timeout: 15_000 });
    await playingPast(page, 1);
  });
});

test.describe('the player’s window modes', () => {
  test('full screen by its button and back by Escape, by the button and by a double click', async ({ page }) => {
    await page.goto(`/movies/${FILM}/player`);
    await playingPast(page, 0.5);
    const fullscreenElement = () => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null);
    // Chromium drops an Escape that arrives while it is still entering full screen; a viewer would press it again.
    const leaveByEscape = () =>
      expect(async () => {
        if (await fullscreenElement()) await page.keyboard.press('Escape');
        expect(await fullscreenElement()).toBeNull();
      }).toPass({ timeout: 10_000 });

    await showControls(page);
    await page.getByRole('button', { name: 'Во весь экран' }).click();
    await expect.poll(fullscreenElement).toBe('Видеоплеер');
    await expect(page.getByRole('button', { name: 'Выйти из полноэкранного режима' })).toBeVisible();
    await leaveByEscape();
    await expect(page.getByRole('button', { name: 'Во весь экран' })).toBeVisible();

    await page.getByRole('button', { name: 'Во весь экран' }).click();
    await expect.poll(fullscreenElement).toBe('Видеоплеер');
    await showControls(page);
    await page.getByRole('button', { name: 'Выйти из полноэкранного режима' }).click();
    await expect.poll(fullscreenElement).toBeNull();

    await page.mouse.dblclick(640, 300);
    await expect.poll(fullscreenElement).toBe('Видеоплеер');
    await leaveByEscape();
  });

  test('picture in picture by its button, and back by the same button', async ({ page }) => {
    await page.goto(`/movies/${FILM}/player`);
    await playingPast(page, 0.5);
    const inPip = () => page.evaluate(() => document.pictureInPictureElement?.tagName ?? null);

    await showControls(page);
    await page.getByRole('button', { name: 'Картинка в картинке' }).click();
    await expect.poll(inPip).toBe('VIDEO');
    await showControls(page);
    await page.getByRole('button', { name: 'Закрыть картинку в картинке' }).click();
    await expect.poll(inPip).toBeNull();
    await expect(page.getByRole('button', { name: 'Картинка в картинке' })).toBeVisible();
  });
});

test.describe('the embedded player', () => {
  test('asks for a click when the browser blocks autoplay, and plays after it', async ({ page }) => {
    // Headless Chromium under Playwright lets media autoplay whatever its autoplay flag says, so this page gets
    // a viewer's browser policy instead: play() is refused until a real click.
    await page.addInitScript(() => {
      let clicked = false;
      addEventListener('click', (event) => (clicked ||= event.isTrusted), true);
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        return clicked ? play.call(this) : Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
      };
    });
    await page.goto(`/embed/vod/${FILM}`);
    const play = page.getByRole('button', { name: 'Нажмите, чтобы смотреть' });
    await expect(play).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await play.click();
    await playingPast(page, 1);
  });
});
