import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How long a journey waits for the picture to move. On a loaded CI runner (two Chromiums decoding beside the server on
 * two cores) a cold player has taken more than 20 s to its first frames; a passing run waits no longer for it.
 */
export const PLAYBACK_TIMEOUT_MS = 45_000;

/** The player's position; `video` names the element where the page has more than one. */
export const currentTime = (page: Page, video: Locator = page.locator('video')) =>
  video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Playing means the picture moves: currentTime passes `seconds`. */
export const playingPast = (page: Page, seconds: number, video?: Locator) =>
  expect
    .poll(() => currentTime(page, video), { timeout: PLAYBACK_TIMEOUT_MS, message: `playing past ${seconds} s` })
    .toBeGreaterThan(seconds);

/** A live picture moves wherever it starts: `by` seconds beyond where it was first seen. Returns that start. */
export async function advancing(page: Page, by: number, video?: Locator): Promise<number> {
  await expect.poll(() => currentTime(page, video), { timeout: PLAYBACK_TIMEOUT_MS, message: 'the picture starts' }).toBeGreaterThan(0);
  const start = await currentTime(page, video);
  await expect
    .poll(() => currentTime(page, video), { timeout: PLAYBACK_TIMEOUT_MS, message: 'the picture moves' })
    .toBeGreaterThan(start + by);
  return start;
}

/** Pauses by the player's K key: the demo's clips last about 36 s, which a journey on a slow runner can outlast. */
export async function pauseByKey(page: Page): Promise<void> {
  await page.keyboard.press('KeyK');
  await expect.poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
}
