import { expect, test } from '../fixtures';

/** The geo table is the whole server's: this journey runs with nothing else running (playwright.config.ts). */
test.describe('regions', () => {
  test('a viewer from an unserved region lands on /geoblock', async ({ page, request }) => {
    await request.post('/api/dev/geo', { data: { csv: '203.0.113.0,203.0.113.255,US', allowed_countries: ['RU', 'AM'] } });
    try {
      await page.setExtraHTTPHeaders({ 'x-efir-client-ip': '203.0.113.5' });
      // The first call the page makes from the browser answers 451, and the client goes to /geoblock.
      await page.goto('/');
      await expect(page).toHaveURL(/\/geoblock$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сервис недоступен в вашем регионе');
    } finally {
      await request.post('/api/dev/geo', { data: { allowed_countries: [] } });
    }
  });
});
