import { expect, type Page } from '@playwright/test';

/** Scrolls a media view until the blocks the server left out have arrived (features/blocks/rest-of-view.tsx). */
export async function loadWholeView(page: Page): Promise<void> {
  const rest = page.getByTestId('rest-of-view');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(rest).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
}
