import { describe, expect, it } from 'vitest';
import { rus } from '../../i18n/rus';
import { breadcrumbsFor } from './breadcrumbs-for';

const labels = (pathname: string) => breadcrumbsFor(pathname).map((crumb) => [crumb.labelKey, crumb.href]);

describe('breadcrumbs (spec 1 §2)', () => {
  it('a section page links home only; the page ends the trail with its own title', () => {
    expect(labels('/tv')).toEqual([['breadcrumbs.main', '/']]);
    expect(labels('/catalog')).toEqual([['breadcrumbs.main', '/']]);
  });

  it('pages inside a labelled section link to it', () => {
    expect(labels('/tv/12')).toEqual([
      ['breadcrumbs.main', '/'],
      ['page.tv', '/tv'],
    ]);
    expect(labels('/collections/best')).toEqual([
      ['breadcrumbs.main', '/'],
      ['page.collections', '/collections'],
    ]);
    expect(labels('/faq/3')).toEqual([
      ['breadcrumbs.main', '/'],
      ['page.faq', '/faq'],
    ]);
  });

  it('the TV-code page sits in the personal area (spec 2 §2)', () => {
    expect(labels('/tvcode')).toEqual([
      ['breadcrumbs.main', '/'],
      ['page.my', '/my'],
    ]);
  });

  it('the promo-code page sits in the personal area (spec 2 §2)', () => {
    expect(labels('/promocode')).toEqual([
      ['breadcrumbs.main', '/'],
      ['page.my', '/my'],
    ]);
    expect(labels('/embed/promocode')).toEqual([['breadcrumbs.main', '/']]);
  });

  it('personal area subpages go through /my and their own sections', () => {
    expect(labels('/my/payments_and_services/payments')).toEqual([
      ['breadcrumbs.main', '/'],
      ['page.my', '/my'],
      ['page.my_payments_and_services', '/my/payments_and_services'],
    ]);
    expect(labels('/my/profiles/3/channels')).toEqual([
      ['breadcrumbs.main', '/'],
      ['page.my', '/my'],
    ]);
    expect(labels('/my/journal/messages')).toEqual([
      ['breadcrumbs.main', '/'],
      ['page.my', '/my'],
      ['page.my_journal', '/my/journal'],
    ]);
  });

  it('karaoke links to its catalogue, and not twice on the catalogue itself', () => {
    expect(labels('/karaoke/song-1')).toEqual([
      ['breadcrumbs.main', '/'],
      ['page.karaoke', '/karaoke/catalog'],
    ]);
    expect(labels('/karaoke/catalog')).toEqual([['breadcrumbs.main', '/']]);
  });

  it('services nest under /services', () => {
    expect(labels('/services/tv/premium')).toEqual([
      ['breadcrumbs.main', '/'],
      ['page.services', '/services'],
    ]);
  });

  it('every label the trail uses is translated', () => {
    const paths = ['/tv/1', '/karaoke/1', '/services/1', '/collections/1', '/search/x', '/promo_events/1', '/offer/x', '/docs/x', '/faq/1'];
    const my = ['bonuses', 'random', 'collection', 'devices', 'payments_and_services/payments', 'positions', 'settings', 'certificates'];
    const more = ['journal/polls', 'reminders', 'x'].map((page) => `/my/${page}`);
    for (const path of [...paths, ...my.map((page) => `/my/${page}/x`), ...more, '/support/x', '/contacts/x']) {
      for (const { labelKey } of breadcrumbsFor(path)) {
        const [group, key] = labelKey.split('.') as [keyof typeof rus, string];
        expect((rus[group] as Record<string, string>)[key], labelKey).toBeTypeOf('string');
      }
    }
  });
});
