import { ErrorCode } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp } from '../../../test/helpers.js';
import { expectProblem } from '../auth/test-support.js';
import { DEV_CLIENT_IP_HEADER } from './client-ip.js';
import { parseIpRanges } from './csv.js';

const { app } = await createTestApp({ env: { GEO_ALLOWED_COUNTRIES: 'ru, am' } });

/** Ranges that cover 127.0.0.1 (as the test client connects) plus one foreign block. */
const RANGES = `start_ip,end_ip,country_code
# loopback counts as Russia here
127.0.0.0,127.255.255.255,ru
16777216,16777471,AU
203.0.113.0,203.0.113.255,US
`;

const loadGeo = (body: { csv?: string; allowed_countries?: string[] }) =>
  browser(app).raw('/api/dev/geo', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('geoblock (HTTP 451)', () => {
  it('reads the operator CSV: dotted or numeric addresses, header and comments skipped', () => {
    expect(parseIpRanges(RANGES)).toEqual([
      { ip_from: 2130706432, ip_to: 2147483647, country_code: 'RU' },
      { ip_from: 16777216, ip_to: 16777471, country_code: 'AU' },
      { ip_from: 3405803776, ip_to: 3405804031, country_code: 'US' },
    ]);
    expect(() => parseIpRanges('1.1.1.1,1.1.1.0,RU')).toThrow(/line 1/);
    expect(() => parseIpRanges('1.1.1.1,1.1.1.9,RU\n1.1.1.10,x,RU')).toThrow(/line 2/);
  });

  it('serves a viewer whose address is in an allowed country', async () => {
    expect((await loadGeo({ csv: RANGES })).status).toBe(200);
    const viewer = browser(app, '127.0.0.1');
    expect(await viewer.call('auth.checkLogin', { body: { login: 'someone@efir.demo' } })).toMatchObject({ login_type: 'email' });
    expect((await viewer.call('accounts.user')).system_info).toMatchObject({
      cur_location: 'RU',
      current_mrf: 'RU',
      client_ip: '127.0.0.1',
    });
  });

  it('refuses a viewer from another country with 451, but still serves what the /geoblock page needs', async () => {
    await loadGeo({ csv: RANGES });
    const viewer = browser(app, '203.0.113.7');
    await expectProblem(viewer.call('auth.checkLogin', { body: { login: 'someone@efir.demo' } }), 451, ErrorCode.GEO_BLOCKED);
    await expectProblem(viewer.call('accounts.user'), 451, ErrorCode.GEO_BLOCKED);
    expect((await viewer.call('system.shell')).languages.length).toBe(3);
    expect((await viewer.call('sessions.current')).is_auth).toBe(false);
  });

  it('follows the served countries the operator sets, and lets unknown addresses through by default', async () => {
    await loadGeo({ csv: RANGES, allowed_countries: ['US'] });
    await expectProblem(browser(app, '127.0.0.1').call('accounts.user'), 451, ErrorCode.GEO_BLOCKED);
    expect((await browser(app, '203.0.113.7').call('accounts.user')).system_info.cur_location).toBe('US');
    expect((await browser(app, '192.0.2.1').call('accounts.user')).system_info.cur_location).toBe('');
    await loadGeo({ allowed_countries: ['RU', 'AM'] });
  });

  it('with EFIR_DEV_TOOLS=1 a test may name its address in a header', async () => {
    await loadGeo({ csv: RANGES });
    const response = await browser(app).raw('/api/v1/user', { headers: { [DEV_CLIENT_IP_HEADER]: '203.0.113.9' } });
    expect(response.status).toBe(451);
  });

  it('refuses a bad CSV without touching the table', async () => {
    await loadGeo({ csv: RANGES });
    expect((await loadGeo({ csv: '127.0.0.0,127.255.255.255,US\nbroken' })).status).toBe(400);
    expect((await browser(app, '127.0.0.1').call('accounts.user')).system_info.cur_location).toBe('RU');
  });
});
