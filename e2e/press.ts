import { expect, type Locator } from '@playwright/test';

/**
 * A server-rendered button works once the page has hydrated (a press before does nothing, more often when the machine
 * is busy): it is pressed until what it opens shows. A press that takes effect late is not repeated, since by then
 * `shows` is visible.
 */
export async function pressUntilShown(button: Locator, shows: Locator): Promise<void> {
  await expect(async () => {
    if (!(await shows.isVisible())) await button.click({ timeout: 1000 });
    await expect(shows).toBeVisible({ timeout: 2000 });
  }).toPass();
}
