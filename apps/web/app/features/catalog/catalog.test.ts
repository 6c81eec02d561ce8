import type { MediaBlockItem } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { formatRating, minutesLeft } from './format';
import { imageSources } from './image';
import { itemHref, mediaItemHref } from './links';

describe('links from cards (spec 2 §2)', () => {
  const as = (item: object) => item as MediaBlockItem;
  it('a collection opens /collections/{slug}, karaoke /karaoke/{slug}, a channel /tv/{slug}', () => {
    expect(itemHref(as({ item_type: 'collection', slug: 'best' }))).toBe('/collections/best');
    expect(itemHref(as({ item_type: 'karaoke_item', slug: 'song' }))).toBe('/karaoke/song');
    expect(itemHref(as({ item_type: 'channel', slug: 'efir-1' }))).toBe('/tv/efir-1');
  });
  it('a programme opens its channel player with program and start_time', () => {
    const program = as({ item_type: 'program', original_id: 'p 1', start_time: 100, channel_info: { slug: 'efir-1' } });
    expect(itemHref(program)).toBe('/tv/efir-1/player?program=p%201&start_time=100');
  });
  it('a service opens /services/{alias or id}', () => {
    expect(itemHref(as({ item_type: 'service', alias: 'maximum', id: 1 }))).toBe('/services/maximum');
    expect(itemHref(as({ item_type: 'service', alias: '', id: 7 }))).toBe('/services/7');
  });
  it('media items open their page by type and slug; episodes open the player', () => {
    expect(mediaItemHref({ type: 'film', slug: 'a', series_slug: null, season_slug: null })).toBe('/movies/a');
    expect(mediaItemHref({ type: 'season', slug: 's1', series_slug: 'x', season_slug: null })).toBe('/series/x/seasons/s1');
    expect(itemHref(as({ item_type: 'media_item', type: 'episode', slug: 'e1', series_slug: 'x', season_slug: 's1' }))).toBe(
      '/series/x/seasons/s1/episodes/e1/player',
    );
  });
});

describe('formats', () => {
  it('shows a rating with one decimal except 10', () => {
    expect(formatRating(8)).toBe('8.0');
    expect(formatRating(7.25)).toBe('7.3');
    expect(formatRating(10)).toBe('10');
  });
  it('shows minutes left only when the timepoint is above 5 seconds', () => {
    expect(minutesLeft(5, 600)).toBeNull();
    expect(minutesLeft(6, 600)).toBe(10);
  });
  it('builds a srcset with the 2x size of the profile', () => {
    expect(imageSources('/i/poster/k', 'filmposter', '230x333')).toEqual({
      src: '/i/poster/k?profile=filmposter&width=230&height=333',
      srcSet: '/i/poster/k?profile=filmposter&width=230&height=333 1x, /i/poster/k?profile=filmposter&width=460&height=666 2x',
    });
  });
});
