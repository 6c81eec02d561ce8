import { describe, expect, it } from 'vitest';
import { browser, createTestApp } from '../../test/helpers.js';
import { loadConfig } from '../config.js';
import { DEV_CLIENT_IP_HEADER } from '../modules/geo/client-ip.js';

const { app: byDefault } = await createTestApp({ env: { EFIR_DEV_TOOLS: undefined } });
const { app: switchedOff } = await createTestApp({ env: { EFIR_DEV_TOOLS: '0' } });
const { app: behindProxy } = await createTestApp({ env: { EFIR_DEV_TOOLS: undefined, EFIR_TRUSTED_PROXIES: '10.0.0.0/8, fd00::1' } });

const geoBody = { method: 'POST', body: JSON.stringify({ allowed_countries: [] }), headers: { 'content-type': 'application/json' } };
const clientIp = async (response: Response) => ((await response.json()) as { system_info: { client_ip: string } }).system_info.client_ip;

describe('developer helpers on a start without EFIR_DEV_TOOLS', () => {
  it('show the outbox to a caller on this machine, as the README demo needs', async () => {
    expect((await browser(byDefault, '127.0.0.1').raw('/api/dev/outbox')).status).toBe(200);
    expect((await browser(byDefault, '::1').raw('/api/dev/outbox')).status).toBe(200);
  });

  it('are not there for anyone else, nor for a local proxy forwarding someone', async () => {
    expect((await browser(byDefault, '203.0.113.5').raw('/api/dev/outbox')).status).toBe(404);
    expect((await browser(byDefault, '203.0.113.5').raw('/api/dev/geo', geoBody)).status).toBe(404);
    const forwarded = await browser(byDefault, '127.0.0.1').raw('/api/dev/outbox', { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(forwarded.status).toBe(404);
  });

  it('never let a caller name its own address', async () => {
    const response = await browser(byDefault, '203.0.113.5').raw('/api/v1/user', { headers: { [DEV_CLIENT_IP_HEADER]: '198.51.100.1' } });
    expect(await clientIp(response)).toBe('203.0.113.5');
  });

  it('are gone with EFIR_DEV_TOOLS=0, even for this machine', async () => {
    expect((await browser(switchedOff, '127.0.0.1').raw('/api/dev/outbox')).status).toBe(404);
    expect((await browser(switchedOff, '127.0.0.1').raw('/api/dev/geo', geoBody)).status).toBe(404);
  });

  it('do not exist in production, and cannot be switched on there', () => {
    const production = { EFIR_SECRET: 'x'.repeat(32), NODE_ENV: 'production' };
    expect(loadConfig(production).devTools).toBe('off');
    expect(() => loadConfig({ ...production, EFIR_DEV_TOOLS: '1' })).toThrow(/EFIR_DEV_TOOLS/);
  });
});

describe('the developer clock', () => {
  const put = (offset_seconds: unknown) => ({
    method: 'PUT',
    body: JSON.stringify({ offset_seconds }),
    headers: { 'content-type': 'application/json' },
  });
  const nowOf = async (response: Response) => Date.parse(((await response.json()) as { now: string }).now);

  it("moves the server's time by an offset and puts it back with 0", async () => {
    const local = browser(byDefault, '127.0.0.1');
    const moved = await local.raw('/api/dev/clock', put(49 * 3600));
    expect(moved.status).toBe(200);
    expect(Math.abs((await nowOf(moved)) - (Date.now() + 49 * 3600_000))).toBeLessThan(5000);
    expect(await local.raw('/api/dev/clock', put(1.5))).toHaveProperty('status', 400);
    const back = await local.raw('/api/dev/clock', put(0));
    expect(Math.abs((await nowOf(back)) - Date.now())).toBeLessThan(5000);
  });

  it("is no one else's to move, and absent where a test brings its own clock", async () => {
    expect((await browser(byDefault, '203.0.113.5').raw('/api/dev/clock', put(60))).status).toBe(404);
    const { app: ownClock } = await createTestApp({ env: { EFIR_DEV_TOOLS: '1' }, clock: { now: () => new Date() } });
    expect((await browser(ownClock, '127.0.0.1').raw('/api/dev/clock', put(60))).status).toBe(404);
  });
});

describe('the client address', () => {
  it('comes from X-Forwarded-For only through a trusted proxy: the right-most hop it does not cover', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.1.2.3' };
    expect(await clientIp(await browser(behindProxy, '10.0.0.2').raw('/api/v1/user', { headers }))).toBe('198.51.100.7');
    expect(await clientIp(await browser(behindProxy, '203.0.113.9').raw('/api/v1/user', { headers }))).toBe('203.0.113.9');
    expect(await clientIp(await browser(byDefault, '10.0.0.2').raw('/api/v1/user', { headers }))).toBe('10.0.0.2');
  });

  it('refuses a trusted-proxy list that is not addresses or CIDR ranges', () => {
    const base = { EFIR_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...base, EFIR_TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/EFIR_TRUSTED_PROXIES/);
    expect(() => loadConfig({ ...base, EFIR_TRUSTED_PROXIES: 'proxy.local' })).toThrow(/EFIR_TRUSTED_PROXIES/);
    expect(loadConfig({ ...base, EFIR_TRUSTED_PROXIES: '10.0.0.0/8,::1' }).trustedProxies).toEqual(['10.0.0.0/8', '::1']);
  });
});
