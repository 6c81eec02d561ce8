import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Presses a button of a server-rendered page until it has hydrated and the press took (`until` holds: its label changed,
 * or what it opens is there). Only a button still shown is pressed again.
 */
export async function pressWhenHydrated(page: Page, name: string, until: () => Promise<void>): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 1000 });
    await until();
  }).toPass();
}
