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
