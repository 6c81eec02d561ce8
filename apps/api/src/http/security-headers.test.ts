import { ErrorCode } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp } from '../../test/helpers.js';

const { app } = await createTestApp({
  env: {
    EFIR_TRUSTED_PROXIES: '10.0.0.0/8',
    EFIR_EMBED_ORIGINS: 'https://partner.example,http://localhost:8080',
    EFIR_SENTRY_DSN: 'https://public@errors.example/42',
    EFIR_AD_ORIGINS: 'https://ads.example,https://pixels.brand.example',
  },
});
const direct = () => browser(app, '203.0.113.20');
const throughProxy = () => browser(app, '10.0.0.2');
const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.20' };

describe('security headers', () => {
  it('every answer refuses framing and sniffing, keeps referrers to the origin and turns off device features', async () => {
    const response = await direct().raw('/api/v1/app_info');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("media-src 'self' blob:");
    // Pages report errors to the operator's Sentry, and to no other host.
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/errors\.example(;|$)/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('names the advertisers’ origins where the player needs them: VAST fetches, ad video and pixels, and nowhere else', async () => {
    const csp = (await direct().raw('/api/v1/app_info')).headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!;
    for (const name of ['connect-src', 'media-src', 'img-src']) {
      expect(directive(name)).toContain('https://ads.example https://pixels.brand.example');
    }
    for (const name of ['script-src', 'frame-src', 'default-src', 'style-src', 'font-src'])
      expect(directive(name)).not.toContain('ads.example');
    expect(csp).not.toMatch(/(^|\s)(\*|https:)(;|\s|$)/);
  });

  it('each answer has a nonce of its own', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await direct().raw('/api/v1/app_info')).headers.get('content-security-policy')!)?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
    // Past the random bytes drawn at once, into the next draw.
    const many = await Promise.all(Array.from({ length: 300 }, nonceOf));
    expect(new Set(many).size).toBe(300);
    for (const nonce of many) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('only /embed/* may be framed, and only by the operator’s partner origins', async () => {
    for (const path of ['/embed/42', '/embed/buy?item=1']) {
      const response = await direct().raw(path);
      expect(response.headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' https://partner.example http://localhost:8080",
      );
      expect(response.headers.get('x-frame-options')).toBeNull();
    }
    expect((await direct().raw('/embedded')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('over HTTPS from a trusted proxy: HSTS, and cookies are Secure whatever the mode', async () => {
    const secure = await throughProxy().raw('/api/v1/session', { headers: overHttps });
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d+$/);
    expect(secure.headers.getSetCookie().length).toBeGreaterThan(0);
    for (const cookie of secure.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/i);

    const claimed = await direct().raw('/api/v1/session', { headers: overHttps });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    for (const cookie of claimed.headers.getSetCookie()) expect(cookie).not.toMatch(/; Secure/i);
  });

  it('a write is refused when its Origin differs in scheme only', async () => {
    const write = (origin: string, headers: Record<string, string> = {}) =>
      throughProxy().raw('/api/v1/analytics/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...headers },
        body: JSON.stringify({ events: [] }),
      });
    const refused = await write('https://efir.test');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error_code: number }).error_code).toBe(ErrorCode.CSRF_REJECTED);
    expect((await write('http://efir.test')).status).not.toBe(403);
    expect((await write('https://efir.test', overHttps)).status).not.toBe(403);
  });

  it('the shell tells the browser where to report errors, only when a DSN is configured', async () => {
    expect((await direct().call('system.shell')).error_reporting).toEqual({
      dsn: 'https://public@errors.example/42',
      environment: 'production',
    });
  });
});
