import type { FavoriteItemType, MediaBlockItem } from '@efir/contract';

/** A favourite as /api/v1/favorites answers it: a catalogue item of a kind that can be a favourite. */
type Favorite = Extract<MediaBlockItem, { item_type: FavoriteItemType }>;

/** /my/collection shows favourites by kind in this order, each kind most recently added first. */
export const FAVORITE_GROUP_ORDER: readonly FavoriteItemType[] = ['media_item', 'karaoke_item', 'channel', 'program'];

export function groupFavorites(items: readonly Favorite[]): { type: FavoriteItemType; items: Favorite[] }[] {
  return FAVORITE_GROUP_ORDER.map((type) => ({ type, items: items.filter((item) => item.item_type === type) })).filter(
    (group) => group.items.length > 0,
  );
}
