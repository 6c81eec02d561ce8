import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { currentTime, playingPast } from '../playback';

/** The film's element: the first, before any other the page holds. */
const film = (page: Page) => page.locator('video').first();

/** The first demo film: free, so a visitor plays it (apps/api/src/seed/catalog/demo). */
const FILM = 10001;

/** What has the focus, and whether a viewer across the room sees it: a ring of 3 px or more, on screen. */
interface Focus {
  tag: string;
  href: string | null;
  name: string;
  role: string | null;
  left: number;
  top: number;
  inRow: boolean;
  shown: boolean;
}

function focusNow(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // A card draws its ring on its poster; everything else has the focus outline.
    const ring = [element, ...element.querySelectorAll('*')].some((node) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 3) || /0px 0px 0px [34]px/.test(style.boxShadow);
    });
    const box = element.getBoundingClientRect();
    const onScreen = box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    return {
      tag: element.tagName,
      href: element.getAttribute('href'),
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      role: element.getAttribute('role'),
      left: box.left,
      top: box.top,
      inRow: element.closest('ul li') !== null,
      shown: ring && element.matches(':focus-visible') && onScreen,
    };
  });
}

/** Presses a key and returns the focus, which must be shown. */
async function press(page: Page, key: string): Promise<Focus> {
  await page.keyboard.press(key);
  // A card's ring grows in over 0.2 s.
  await expect.poll(async () => (await focusNow(page))?.shown, { message: `the focus after ${key} is shown` }).toBe(true);
  return (await focusNow(page))!;
}

/** Presses the key until the focus is where `reached` says (if not there already), at most `limit` times; every step's focus is shown. */
async function pressUntil(page: Page, key: string, reached: (focus: Focus) => boolean, limit = 12): Promise<Focus> {
  const now = await focusNow(page);
  if (now && reached(now)) return now;
  for (let step = 0; step < limit; step++) {
    const focus = await press(page, key);
    if (reached(focus)) return focus;
  }
  throw new Error(`${key} × ${limit} did not reach the element`);
}

/** A page in the TV view puts the focus on its first stop by itself, once the TV view's code has loaded. */
async function firstFocus(page: Page): Promise<Focus> {
  await expect(page.locator('html')).toHaveAttribute('data-tv-view', 'true');
  await expect.poll(async () => (await focusNow(page))?.shown, { message: 'the page’s first stop has a shown focus' }).toBe(true);
  return (await focusNow(page))!;
}

const videoVolume = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => video.volume);
const videoPaused = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => video.paused);
const isCard = (focus: Focus) => /^\/(movies|series)\/[^/]+$/.test(focus.href ?? '');

test.describe('the TV-style web view', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'tvView', value: '1', url: baseURL! }]);
  });

  test('a remote moves down the home page into a row, along it, and opens a card with Enter; Back comes home', async ({ page }) => {
    await page.goto('/');
    await firstFocus(page);
    const card = await pressUntil(page, 'ArrowDown', (focus) => focus.inRow && isCard(focus));
    // Along the row: the next card, to the right, in the same row.
    const next = await press(page, 'ArrowRight');
    expect(isCard(next) && next.left > card.left && Math.abs(next.top - card.top) < 40).toBe(true);
    expect(next.href).not.toBe(card.href);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${next.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The card's page takes the focus, as the link that had it is gone.
    await firstFocus(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a remote moves through a catalogue: past the filters into the grid, across and down it, back up, and back home', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/movies/catalog');
    await firstFocus(page);
    const chip = await pressUntil(page, 'ArrowDown', (focus) => focus.tag === 'BUTTON' && /Жанры/.test(focus.name));
    // Down leaves the chip row (Enter opens a chip's list): the grid's first card.
    const first = await press(page, 'ArrowDown');
    expect(isCard(first)).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const right = await press(page, 'ArrowRight');
    expect(isCard(right) && right.left > first.left && Math.abs(right.top - first.top) < 10).toBe(true);
    const below = await press(page, 'ArrowDown');
    expect(isCard(below) && below.top > right.top && Math.abs(below.left - right.left) < 10).toBe(true);
    expect((await press(page, 'ArrowUp')).href).toBe(right.href);
    expect((await press(page, 'ArrowLeft')).href).toBe(first.href);
    expect((await press(page, 'ArrowUp')).name).toBe(chip.name);
    // Enter opens the chip's list, its first option focused; Back closes it and stays on the page.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Жанры' })).toBeVisible();
    await expect.poll(async () => (await focusNow(page))?.shown).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/movies\/catalog$/);
    // With the lists closed, Back leaves the page.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the guide starts a remote on the first channel’s programme on air', async ({ page }) => {
    await page.goto('/tv');
    const start = await firstFocus(page);
    expect(start.name).toMatch(/^Эфир 1, /);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.state)).toBe('live');
  });

  test('a remote reaches a film’s play button, starts the player, rewinds on the timeline, pauses, and goes back', async ({ page }) => {
    await page.goto(`/movies/${FILM}`);
    // The page's main action takes the focus, not the breadcrumbs above it.
    expect((await firstFocus(page)).name).toBe('Смотреть');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/player$/);
    await playingPast(page, 1, film(page));
    const volume = await videoVolume(page);

    // The player's own keys stay its own: on the timeline Right rewinds 15 s instead of moving the focus.
    await firstFocus(page);
    const timeline = await pressUntil(page, 'ArrowDown', (focus) => focus.role === 'slider' && focus.name === 'Перемотка', 4);
    const before = await currentTime(page, film(page));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(page, film(page))).toBeGreaterThan(before + 10);
    expect((await focusNow(page))?.name).toBe(timeline.name);

    const pause = await pressUntil(page, 'ArrowDown', (focus) => focus.name === 'Пауза', 2);
    // Up and Down moved the focus and left the volume alone: a remote has volume keys of its own.
    expect(await videoVolume(page)).toBe(volume);

    // Once the controls fade, the first Enter only brings them back, with the focus where it was; the next one pauses.
    const controls = page.locator('section[data-ui]');
    await expect(controls).toHaveAttribute('data-ui', 'hidden', { timeout: 10_000 });
    await page.keyboard.press('Enter');
    await expect(controls).toHaveAttribute('data-ui', 'shown');
    expect((await focusNow(page))?.name).toBe(pause.name);
    expect(await videoPaused(page)).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => videoPaused(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/movies/${FILM}$`));
  });
});
