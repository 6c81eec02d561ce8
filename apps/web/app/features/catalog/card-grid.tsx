import type { MediaBlockItem } from '@efir/contract';
import styles from './card-grid.module.css';
import { ItemCard } from './item-card';

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

interface CardGridProps {
  items: MediaBlockItem[];
  size?: GridSize;
  /** The list's name for screen readers, where no heading names it. */
  label?: string;
}

/** Catalogue cards in a grid that fills the page width (catalogue, search, persons, collections, karaoke, favourites, history). */
export function CardGrid({ items, size = gridSizeFor(items), label }: CardGridProps) {
  return (
    <ul className={styles.grid} data-size={size} aria-label={label}>
      {items.map((item, index) => (
        <li key={`${item.item_type}:${item.id}`}>
          <ItemCard item={item} shape={size === 'wide' ? 'horizontal' : 'poster'} eager={index < EAGER_CARDS} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
