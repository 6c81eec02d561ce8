import { type APIResponse, request as http } from '@playwright/test';
import { openLoginModal, registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';

/** A visitor who has never been here: no cookie at all. */
async function firstVisit(baseURL: string, path: string) {
  const api = await http.newContext({ baseURL });
  try {
    const response = await api.get(path);
    return { ...(await answerOf(response)), sessionCookie: sessionCookieOf(response) };
  } finally {
    await api.dispose();
  }
}

async function answerOf(response: APIResponse) {
  return {
    status: response.status(),
    cache: response.headers()['x-cache'],
    csp: response.headers()['content-security-policy'] ?? '',
    html: await response.text(),
  };
}

const sessionCookieOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('efir_session='))
    .map((header) => header.value.split(';')[0])[0];

test.describe('visitors share one render of a page (docs/decisions/0021)', () => {
  test('the next visitor gets the kept page, its scripts run under its CSP, and each visitor gets a session of their own', async ({
    baseURL,
    page,
  }) => {
    await firstVisit(baseURL!, '/movies');
    const [one, two] = [await firstVisit(baseURL!, '/movies'), await firstVisit(baseURL!, '/movies')];
    expect([one.cache, two.cache]).toEqual(['hit', 'hit']);
    expect(two.html).toBe(one.html);
    const nonce = one.html.match(/<script[^>]* nonce="([^"]+)"/)?.[1];
    expect(nonce).toBeTruthy();
    expect(one.csp).toContain(`'nonce-${nonce}'`);
    expect(one.sessionCookie).toMatch(/^efir_session=d\./);
    expect(two.sessionCookie).toMatch(/^efir_session=d\./);
    expect(two.sessionCookie).not.toBe(one.sessionCookie);

    // In the browser the kept page hydrates (the fixture fails the journey on any CSP violation) and answers a press.
    const answer = await page.goto('/movies');
    expect(answer?.headers()['x-cache']).toBe('hit');
    await openLoginModal(page);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a signed-in viewer’s page is their own, never a kept one', async ({ page, request }) => {
    await registerNewViewer(page, request, '/movies');
    const own = await page.request.get('/movies');
    expect(own.status()).toBe(200);
    expect(own.headers()['x-cache']).toBeUndefined();
  });

  test('a visitor from an unserved region never gets a kept page: their own render sends them to /geoblock', async ({
    baseURL,
    request,
  }) => {
    await request.post('/api/dev/geo', { data: { csv: '203.0.113.0,203.0.113.255,US', allowed_countries: ['RU', 'AM'] } });
    const abroad = await http.newContext({ baseURL, extraHTTPHeaders: { 'x-efir-client-ip': '203.0.113.5' } });
    try {
      await firstVisit(baseURL!, '/movies');
      expect((await firstVisit(baseURL!, '/movies')).cache).toBe('hit');
      const refused = await abroad.get('/movies', { maxRedirects: 0 });
      expect(refused.headers()['x-cache']).toBeUndefined();
      expect(refused.status()).toBe(302);
      expect(refused.headers().location).toBe('/geoblock');
    } finally {
      await abroad.dispose();
      await request.post('/api/dev/geo', { data: { allowed_countries: [] } });
    }
  });
});
