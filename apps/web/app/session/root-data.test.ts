import { describe, expect, it } from 'vitest';
import { phoneUserAgent } from './root-data';

const PHONES = [
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0',
];
const OTHERS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
];

describe('a phone’s browser, from its user agent', () => {
  it.each(PHONES)('phone: %s', (userAgent) => expect(phoneUserAgent(userAgent)).toBe(true));
  it.each(OTHERS)('not a phone: %s', (userAgent) => expect(phoneUserAgent(userAgent)).toBe(false));
  it('no user agent is no phone', () => expect(phoneUserAgent(null)).toBe(false));
});
