import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36';

/** The grid draws only what is on screen: this many guide cells at most, at any number of channels (issue 16). */
const MAX_GUIDE_NODES = 2000;

const grid = (page: Page) => page.getByTestId('tv-guide-grid');
const focusedCell = (page: Page) => grid(page).locator('[data-row]:focus');

/** The cell's row and start, read from the page. */
async function place(cell: Locator) {
  return cell.evaluate((element) => ({
    row: Number((element as HTMLElement).dataset.row),
    start: Number((element as HTMLElement).dataset.start),
  }));
}

test.describe('the programme guide', () => {
  test('opens from the main menu at the present, goes to tomorrow and back to now', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'ТВ', exact: true }).first().click();
    await expect(page).toHaveURL('/tv');
    await expect(page.getByRole('heading', { level: 1, name: 'ТВ-каналы' })).toBeVisible();
    await expect(grid(page).locator('[data-state="live"]').first()).toBeVisible();
    await expect(page.getByTestId('tv-guide-now')).toBeInViewport();
    expect(await grid(page).locator('[data-row]').count()).toBeLessThanOrEqual(MAX_GUIDE_NODES);

    await page.getByRole('link', { name: 'Завтра' }).click();
    await expect(page).toHaveURL(/\/tv\?day=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('link', { name: 'Завтра' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('tv-guide-now')).toHaveCount(0);
    // Programmes to come are marked as future (today's may all have started, late in the evening).
    await expect(grid(page).locator('[data-state="future"]').first()).toBeVisible();
    await expect(grid(page).locator('[data-state="live"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Сейчас' }).click();
    await expect(page).toHaveURL('/tv');
    await expect(page.getByTestId('tv-guide-now')).toBeInViewport();
    await expect(grid(page).locator('[data-state="live"]').first()).toBeInViewport();
  });

  test('moves a visible focus with the arrow keys and opens a programme with Enter', async ({ page }) => {
    // Tomorrow's grid: every programme that starts there is still to come, whatever the hour.
    await page.goto('/tv');
    await page.getByRole('link', { name: 'Завтра' }).click();
    // The address changes before the new day is drawn: keys pressed on today's grid would be lost when it is replaced.
    await expect(page.getByRole('link', { name: 'Завтра' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('tv-guide-now')).toHaveCount(0);
    // The day's first cell of the first channel, drawn at the start of the timeline (right of the channel column).
    await grid(page).evaluate((element) => {
      element.scrollLeft = 0;
    });
    const dayStart = grid(page).locator('[data-row="0"]').first();
    await expect(dayStart).toHaveCSS('left', '200px');
    await expect(async () => {
      await dayStart.focus();
      await expect(focusedCell(page)).toHaveCount(1, { timeout: 500 });
    }).toPass();
    const first = await place(focusedCell(page));

    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await place(focusedCell(page))).row).toBe(first.row + 1);
    // The focus is drawn: an outline around the cell.
    const outline = await focusedCell(page).evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    const below = await place(focusedCell(page));

    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await place(focusedCell(page))).start).toBeGreaterThan(below.start);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => place(focusedCell(page))).toEqual(below);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => place(focusedCell(page))).toEqual(first);
    // The next programme starts within tomorrow, so it is not on air yet: Enter opens its page.
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await place(focusedCell(page))).start).toBeGreaterThan(first.start);
    await expect(focusedCell(page)).toHaveAttribute('data-state', 'future');
    const href = await focusedCell(page).getAttribute('href');
    expect(href).toMatch(/^\/tv\/[a-z0-9-]+\/shows\/\d+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);
  });

  test('a live cell plays its channel, an archive one opens the programme', async ({ page }) => {
    await page.goto('/tv');
    await expect(grid(page).locator('[data-state="live"]').first()).toHaveAttribute('href', /^\/tv\/[a-z0-9-]+\/player$/);
    // Earlier today the free channels' programmes are in the archive.
    await grid(page).evaluate((element) => {
      element.scrollLeft = Math.max(0, element.scrollLeft - 1500);
    });
    await expect(grid(page).locator('[data-state="archive"]').first()).toHaveAttribute('href', /^\/tv\/[a-z0-9-]+\/shows\/\d+$/);
  });

  test('on a phone lists each channel with what is on now and next', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tv');
    const list = page.getByTestId('tv-guide-list');
    await expect(list).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    const first = list.getByRole('listitem').first();
    await expect(first.getByText('Сейчас')).toBeVisible();
    await expect(first.getByText('Далее')).toBeVisible();
    await expect(first.getByRole('link').nth(1)).toHaveAttribute('href', /^\/tv\/[a-z0-9-]+\/player$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a phone’s browser gets the list alone from the server; on a wide screen the grid takes over once the page runs', async ({
    browser,
    request,
    baseURL,
  }) => {
    const served = async (userAgent?: string) =>
      (await request.get('/tv', { headers: userAgent ? { 'user-agent': userAgent } : {} })).text();
    const phone = await served(PHONE_USER_AGENT);
    expect(phone).toContain('data-testid="tv-guide-list"');
    expect(phone).not.toContain('data-testid="tv-guide-grid"');
    // Any other browser gets both, each shown by width; the phone's page is not the one kept for them.
    const desktop = await served();
    expect(desktop).toContain('data-testid="tv-guide-list"');
    expect(desktop).toContain('data-testid="tv-guide-grid"');

    const context = await browser.newContext({ baseURL, userAgent: PHONE_USER_AGENT, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto('/tv');
      await expect(grid(page).locator('[data-state="live"]').first()).toBeVisible();
      await expect(page.getByTestId('tv-guide-list')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
