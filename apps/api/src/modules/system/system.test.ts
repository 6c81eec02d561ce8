import { VERSION_HEADER } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const { visitor } = await createTestApp({ env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN } });

describe('system data for the shell', () => {
  it('GET /app_info returns the running version, and every answer carries it', async () => {
    const viewer = visitor();
    const info = await viewer.call('system.appInfo');
    expect(info.version).toMatch(/^\d+\.\d+\.\d+-/);
    const response = await viewer.raw('/api/v1/shell');
    expect(response.headers.get(VERSION_HEADER)).toBe(info.version);
  });

  it('lists rus, eng and hye with names and images', async () => {
    const shell = await visitor().call('system.shell');
    expect(shell.languages.map((l) => l.code)).toEqual(['rus', 'eng', 'hye']);
    for (const language of shell.languages) {
      expect(language.name).not.toBe('');
      expect(language.image).toMatch(/^\/static\/flags\/.+\.svg$/);
    }
  });

  it('lists countries with Russia first (+7, (XXX) XXX-XX-XX) and Armenia (+374)', async () => {
    const { countries } = await visitor().call('system.shell');
    expect(countries[0]).toMatchObject({ code: 'ru', call_code: '7', maskexp: '(XXX) XXX-XX-XX', name: 'Россия' });
    expect(countries.find((c) => c.code === 'am')).toMatchObject({ call_code: '374' });
    expect(countries.length).toBeGreaterThan(4);
  });

  it('translates menu and country names by the lang cookie, falling back to rus', async () => {
    const viewer = visitor();
    viewer.cookies.set('lang', 'eng');
    const english = await viewer.call('system.shell');
    expect(english.menu[0]?.title).toBe('Home');
    expect(english.countries[0]?.name).toBe('Russia');
    viewer.cookies.set('lang', 'klingon');
    const fallback = await viewer.call('system.shell');
    expect(fallback.menu[0]?.title).toBe('Главная');
  });

  it('gives menu items with id, title, target and icon, and the allowed login types', async () => {
    const shell = await visitor().call('system.shell');
    expect(shell.menu.length).toBeGreaterThanOrEqual(8);
    for (const item of shell.menu)
      expect(item).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        target: expect.stringMatching(/^\//),
        icon: expect.any(String),
      });
    expect(shell.allowed_login_types).toEqual(['phone', 'email']);
    expect(await visitor().call('system.featureToggles')).toHaveProperty('show_product_onboarding_modal');
  });

  it('serves the flag images it names', async () => {
    const response = await visitor().raw('/static/flags/ru.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('describes itself as OpenAPI with every contract endpoint', async () => {
    const response = await visitor().raw('/api/openapi.json');
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v1/app_info', '/api/v1/shell', '/api/v1/session']));
    expect((await visitor().raw('/api/docs/')).status).toBe(200);
  });

  it('answers health checks, ready only when the database answers', async () => {
    expect(await visitor().call('health.live')).toEqual({ status: 'ok' });
    expect(await visitor().call('health.ready')).toEqual({ status: 'ok', database: 'ok', media: 'ready' });
  });
});

describe('the banners every page reads from the shell (spec 1 §3 top info banner, §7 cookie banner)', () => {
  const asOperator = (body: unknown, token: string | null = OPERATOR_TOKEN) =>
    visitor().raw('/api/operator/shell_banners', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const banners = {
    top_banner: {
      pages: ['home', 'kids'],
      param_name: 'promo',
      param_val: 'spring',
      onlyNotAuth: true,
      text: { rus: 'Весна', eng: 'Spring' },
      target: { url: '/services', text: { rus: 'Смотреть' } },
      colors: { bg: '#112233', text: '#ffffff', btn_bg: '#ffffff', btn_text: '#112233' },
    },
    cookie_banner: { text: { rus: 'Мы используем cookie' }, link: null },
  };

  it('a fresh operator has a demo top banner on the home view and a cookie banner, in the viewer’s language', async () => {
    const viewer = visitor();
    viewer.cookies.set('lang', 'eng');
    const shell = await viewer.call('system.shell');
    expect(shell.top_banner).toMatchObject({
      pages: ['home'],
      param_name: null,
      onlyNotAuth: false,
      target: { url: '/services', text: 'Choose a plan' },
    });
    expect(shell.top_banner?.text).toMatch(/Efir Plus/);
    expect(shell.cookie_banner).toMatchObject({ text: expect.stringMatching(/cookies/), link: { url: '/docs', text: 'Learn more' } });
  });

  it('the operator sets both; the next shell answer carries them, Russian where a language is missing', async () => {
    const response = await asOperator(banners);
    expect(response.status).toBe(200);
    const viewer = visitor();
    viewer.cookies.set('lang', 'hye');
    const shell = await viewer.call('system.shell');
    expect(shell.top_banner).toEqual({ ...banners.top_banner, text: 'Весна', target: { url: '/services', text: 'Смотреть' } });
    expect(shell.cookie_banner).toEqual({ text: 'Мы используем cookie', link: null });
    expect((await asOperator({ top_banner: null, cookie_banner: null })).status).toBe(200);
    const off = await visitor().call('system.shell');
    expect([off.top_banner, off.cookie_banner]).toEqual([null, null]);
  });

  it('refuses colours that are not #rrggbb, links to other schemes and empty texts, and writes nothing', async () => {
    await asOperator(banners);
    const bad = [
      { ...banners, top_banner: { ...banners.top_banner, colors: { ...banners.top_banner.colors, bg: 'red;background:url(x)' } } },
      { ...banners, top_banner: { ...banners.top_banner, target: { url: 'javascript:alert(1)', text: { rus: 'x' } } } },
      { ...banners, cookie_banner: { text: { rus: ' ' }, link: null } },
      { ...banners, top_banner: { ...banners.top_banner, pages: [] } },
    ];
    for (const body of bad) expect((await asOperator(body)).status).toBe(400);
    expect((await visitor().call('system.shell')).top_banner?.colors.bg).toBe('#112233');
  });

  it('is not there for anyone without the operator token', async () => {
    expect((await asOperator(banners, null)).status).toBe(401);
  });
});

describe('the reference page the benchmarks score beside the real ones', () => {
  it('is bare HTML for the operator’s tools: no script, image or font', async () => {
    const response = await visitor().raw('/api/operator/reference_page', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<img|<link|@font-face/);
  });

  it('is not there for anyone without the operator token', async () => {
    expect((await visitor().raw('/api/operator/reference_page')).status).toBe(401);
  });
});
