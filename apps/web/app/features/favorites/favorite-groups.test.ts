import type { MediaBlockItem } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { groupFavorites } from './favorite-groups';

const fav = (item_type: 'media_item' | 'channel' | 'karaoke_item' | 'program', id: number) =>
  ({ item_type, id }) as Extract<MediaBlockItem, { item_type: typeof item_type }>;

describe('/my/collection groups', () => {
  it('shows films and series, then karaoke, channels and programmes, keeping the most-recent-first order inside each', () => {
    const groups = groupFavorites([fav('channel', 1), fav('media_item', 2), fav('karaoke_item', 3), fav('media_item', 4)]);
    expect(groups.map((group) => [group.type, group.items.map((item) => item.id)])).toEqual([
      ['media_item', [2, 4]],
      ['karaoke_item', [3]],
      ['channel', [1]],
    ]);
  });

  it('has no groups without favourites', () => {
    expect(groupFavorites([])).toEqual([]);
  });
});
