import { describe, expect, it } from 'vitest';
import { layoutFor, type PageLayout } from './layout-for';

const at = (url: string, route?: { appBanner?: boolean }): PageLayout => {
  const { pathname, searchParams } = new URL(url, 'http://efir.test');
  return layoutFor(pathname, searchParams, route);
};

const FULL: PageLayout = { header: true, footer: true, notifications: true, cookieBanner: true, appBanner: false };
const NO_LAYOUT: PageLayout = { ...FULL, header: false, footer: false, cookieBanner: false };
const EMBED: PageLayout = { ...NO_LAYOUT, notifications: false };
const BARE: PageLayout = { header: false, footer: false, notifications: false, cookieBanner: false, appBanner: false };

describe('layoutFor (spec 1 §2 Route table)', () => {
  it.each(['/', '/catalog', '/movies/catalog', '/my/devices', '/search?query=news', '/faq/3', '/geoblock', '/some/unknown/path'])(
    '%s has header, footer, notifications and the cookie banner',
    (url) => expect(at(url)).toEqual(FULL),
  );

  it.each(['/variants', '/embed/buy', '/pay', '/embed/promocode', '/pay/'])(
    '%s has no layout, no cookie banner and no notifications',
    (url) => expect(at(url)).toEqual(BARE),
  );

  it('the TV-style web view’s sign-in is the whole screen: no layout, no banners, no notifications', () => {
    expect(at('/tv_auth')).toEqual(BARE);
  });

  it.each(['/embed/tv/1', '/embed/vod/12/34', '/embed/42', '/embed/42/trailer', '/omnichat/7/trailer'])(
    'the embed %s has no layout, no cookie banner and no notifications',
    (url) => expect(at(url)).toEqual(EMBED),
  );

  it('an unknown path under /embed/ gets no layout', () => {
    expect(at('/embed/x/unknown')).toEqual(EMBED);
    expect(at('/media/embed/x')).toEqual(EMBED);
  });

  it.each(['/tv?player', '/tv?player=1', '/tv/5?player=1', '/tv?program=9&start_time=1700000000', '/tv/5?program=9&start_time=1'])(
    '%s drops the layout and the cookie banner',
    (url) => expect(at(url)).toEqual(NO_LAYOUT),
  );

  it('program without start_time keeps the layout on TV pages', () => {
    expect(at('/tv/5?program=9')).toEqual(FULL);
    expect(at('/tv?start_time=1')).toEqual(FULL);
  });

  it('the player query applies to /tv and /tv/{id} only', () => {
    expect(at('/tv/5/shows/7?player=1')).toEqual(FULL);
    expect(at('/catalog?player=1')).toEqual(FULL);
  });

  it.each(['/services?check_auth=1', '/services/7?access=CODE', '/services/1/2?check_auth', '/services/1/2/3?access=x'])(
    'the service page %s drops the layout',
    (url) => expect(at(url)).toEqual(NO_LAYOUT),
  );

  it('check_auth elsewhere keeps the layout', () => {
    expect(at('/my?check_auth=1')).toEqual(FULL);
    expect(at('/servicesx?access=1')).toEqual(FULL);
  });

  it.each(['/movies/1/player', '/series/2/trailer', '/episodes/3/stories', '/tv/5/player', '/series/1/seasons/2/episodes/3/player'])(
    'the player subpage %s has no layout and no cookie banner',
    (url) => expect(at(url)).toEqual(NO_LAYOUT),
  );

  it('the app banner shows where the route asks for it and the page has its layout', () => {
    expect(at('/', { appBanner: true })).toEqual({ ...FULL, appBanner: true });
    expect(at('/movies/1', { appBanner: true }).appBanner).toBe(true);
    expect(at('/movies/1').appBanner).toBe(false);
  });
});
