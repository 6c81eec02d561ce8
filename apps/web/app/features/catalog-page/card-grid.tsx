import type { MediaBlockItem } from '@efir/contract';
import { ItemCard } from '../catalog/item-card';
import styles from './catalog-page.module.css';

/** Cards in the first rows load eagerly; the rest wait until scrolled near (loading="lazy"). */
export const EAGER_CARDS = 6;

/** A wrapping grid of catalogue cards (posters, or the wide and square cards of other kinds), shared by browse pages. */
export function CardGrid({ items, label, wide = false }: { items: MediaBlockItem[]; label?: string; wide?: boolean }) {
  return (
    <ul className={`${styles.grid} ${wide ? styles.gridWide : ''}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={`${item.item_type}:${item.id}`}>
          <ItemCard item={item} eager={index < EAGER_CARDS} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
