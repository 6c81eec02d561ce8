import { expect, test } from '../fixtures';

test.describe('help and service pages', () => {
  test('a viewer finds an answer in the FAQ, opens it on its own page, and sees the FAQ structured data', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вопросы и ответы');
    const question = page.locator('details', { hasText: 'На скольких устройствах можно смотреть?' });
    await expect(question.getByText('До пяти устройств')).toBeHidden();
    await question.getByText('На скольких устройствах можно смотреть?').click();
    await expect(question.getByText('До пяти устройств')).toBeVisible();

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('FAQPage');
    const unanswered = jsonLd.mainEntity.find((entry: { name: string }) => entry.name === 'Как подарить подписку?');
    expect(unanswered.acceptedAnswer.text).toBe('Ответ отсутствует');

    await question.getByRole('link', { name: 'Ссылка на этот вопрос' }).click();
    await expect(page).toHaveURL(/\/faq\/13$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('На скольких устройствах можно смотреть?');
    await expect(
      page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Вопросы и ответы' }),
    ).toBeVisible();
  });

  test('the footer’s /faq?selected=13 opens that question', async ({ page }) => {
    await page.goto('/faq?selected=13');
    await expect(page.locator('details#question-13')).toHaveAttribute('open', '');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expect(page.locator('details#question-13')).toBeInViewport();
  });

  test('a viewer compares the services and opens a bundle, its sub-service and a composed landing page', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сервисы и подписки');
    const maximum = page.getByRole('link', { name: /Эфир Максимум/ });
    await expect(maximum.getByText('Хит')).toBeVisible();
    await expect(maximum.getByText(/Каналы: \d+/)).toBeVisible();

    await maximum.click();
    await expect(page).toHaveURL(/\/services\/maximum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Эфир Максимум');
    // The operator's landing view: its hero and FAQ blocks.
    await expect(page.getByRole('heading', { level: 2, name: 'Вопросы и ответы' })).toBeVisible();

    await page.goto('/services/maximum/kinozal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кинозал');
    await expect(page.getByRole('heading', { level: 2, name: 'Фильмы и сериалы' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services\/kinozal$/);
  });

  test('a service page opened for sign-in (check_auth) has no header or footer', async ({ page }) => {
    await page.goto('/services/kinozal?check_auth=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кинозал');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a viewer reads the contacts: phone numbers and e-mail addresses open a call and a letter', async ({ page }) => {
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
    await expect(page.getByRole('heading', { level: 2, name: 'Реквизиты' })).toBeVisible();
    await expect(page.getByRole('link', { name: '8 800 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535');
    await expect(page.getByRole('link', { name: 'press@efir.example' })).toHaveAttribute('href', 'mailto:press@efir.example');
  });

  test('the documents page links each document to its text', async ({ page }) => {
    await page.goto('/docs');
    await page.getByRole('navigation', { name: 'Список документов' }).getByRole('link', { name: 'Политика конфиденциальности' }).click();
    await expect(page).toHaveURL(/\/docs#privacy$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Политика конфиденциальности' })).toBeInViewport();
  });

  test('a viewer opens a running promotion from the list', async ({ page }) => {
    await page.goto('/promo_events');
    await expect(page.getByRole('link', { name: /Зимние скидки/ })).toHaveCount(0);
    await page.getByRole('link', { name: /Кино весны/ }).click();
    await expect(page).toHaveURL(/\/promo_events\/kino-vesny$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кино весны');
  });

  test('short stories lists series told in short episodes', async ({ page }) => {
    await page.goto('/short_stories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Короткие истории');
    await expect(page.getByRole('heading', { level: 2, name: 'Сериалы с короткими сериями' })).toBeVisible();
    await expect(page.locator('main a[href^="/series/"]').first()).toBeVisible();
  });

  test('search engines get a sitemap of canonical addresses and a robots.txt naming it', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    // Public and cached: it must not carry a visitor's session.
    expect(sitemap.headers()['set-cookie']).toBeUndefined();
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/faq/13</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/services/maximum</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/movies/[a-z0-9-]+</loc>`));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    // Another Host header never reaches these cached answers.
    const foreign = await (await request.get('/robots.txt', { headers: { host: 'evil.example' } })).text();
    expect(foreign).not.toContain('evil.example');
  });
});
