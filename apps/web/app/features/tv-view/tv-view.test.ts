import { describe, expect, it } from 'vitest';
import { isTvUserAgent, TV_VIEW_COOKIE_MAX_AGE_S, tvViewFor } from './tv-view';

const TIZEN = 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36';
const WEBOS = 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.79 Safari/537.36 WebAppManager';
const ANDROID_TV = 'Mozilla/5.0 (Linux; Android 11; BRAVIA 4K VH2 Build/RTM6.230109.124; wv) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const FIRE_TV =
  'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7633; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0 Mobile Safari/537.36';
const VIDAA = 'Mozilla/5.0 (Linux; VIDAA 6.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const AURORA = 'Mozilla/5.0 (Linux; Aurora OS 5.0; Mobile) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/106.0 Mobile Safari/537.36';

const request = (userAgent: string | null, cookieHeader: string | null = null, query = '') => ({
  userAgent,
  cookieHeader,
  query: new URLSearchParams(query),
});

describe('the TV view is detected', () => {
  it('from the user agents of TV browsers: Tizen, webOS, Android TV, Fire TV, VIDAA', () => {
    for (const agent of [TIZEN, WEBOS, ANDROID_TV, FIRE_TV, VIDAA]) expect(isTvUserAgent(agent), agent).toBe(true);
  });

  it('not for desktops, phones or the Aurora OS web view, nor without a user agent', () => {
    for (const agent of [DESKTOP, ANDROID_PHONE, AURORA, '', null]) expect(isTvUserAgent(agent), String(agent)).toBe(false);
  });

  it('the tvView cookie overrides the user agent either way', () => {
    expect(tvViewFor(request(DESKTOP, 'lang=eng; tvView=1'))).toEqual({ tvView: true, setCookie: null });
    expect(tvViewFor(request(TIZEN, 'tvView=0; cookieConsent=1'))).toEqual({ tvView: false, setCookie: null });
    expect(tvViewFor(request(TIZEN, 'tvView=yes'))).toEqual({ tvView: true, setCookie: null });
  });

  it('?tv_view=1 or 0 switches it and sets the cookie for the next pages; another value changes nothing', () => {
    expect(tvViewFor(request(DESKTOP, null, 'tv_view=1'))).toEqual({
      tvView: true,
      setCookie: `tvView=1; Max-Age=${TV_VIEW_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`,
    });
    expect(tvViewFor(request(TIZEN, 'tvView=1', 'tv_view=0'))).toMatchObject({
      tvView: false,
      setCookie: expect.stringMatching(/^tvView=0;/),
    });
    expect(tvViewFor(request(DESKTOP, null, 'tv_view=on'))).toEqual({ tvView: false, setCookie: null });
  });
});
