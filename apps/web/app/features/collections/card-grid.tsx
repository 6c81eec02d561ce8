import type { MediaBlockItem } from '@efir/contract';
import { ItemCard } from '../catalog/item-card';
import styles from './card-grid.module.css';

/** How many cards load eagerly: the first rows, above the fold on a desktop. */
const EAGER_CARDS = 6;

/** Column width of a grid: portrait posters, square cards (songs, channels) or landscape cards. */
export type GridSize = 'poster' | 'square' | 'wide';

const WIDE_TYPES = new Set<MediaBlockItem['item_type']>(['collection', 'program', 'banner']);

/** Films and series as posters, collections and programmes as landscape cards; a mix takes the middle size. */
export function gridSizeFor(items: readonly Pick<MediaBlockItem, 'item_type'>[]): GridSize {
  if (items.every((item) => item.item_type === 'media_item')) return 'poster';
  if (items.every((item) => WIDE_TYPES.has(item.item_type))) return 'wide';
  return 'square';
}

/** Catalogue cards in a grid that fills the page width (collections, karaoke, favourites). */
export function CardGrid({ items, size = gridSizeFor(items) }: { items: MediaBlockItem[]; size?: GridSize }) {
  return (
    <ul className={styles.grid} data-size={size}>
      {items.map((item, index) => (
        <li key={`${item.item_type}:${item.id}`}>
          <ItemCard item={item} shape={size === 'wide' ? 'horizontal' : 'poster'} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
