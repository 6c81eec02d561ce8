import type { MediaBlock, MediaBlockItem } from '@efir/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type CardShape, ItemCard } from '../catalog/item-card';
import styles from './blocks.module.css';

interface RowProps {
  block: Pick<MediaBlock, 'id' | 'name' | 'target'>;
  title?: string | null;
  children: ReactNode;
  /** Two rows of cards (channels above 20 items). */
  twoRows?: boolean;
}

/** A titled horizontal scroller: CSS scroll-snap, reachable by Tab and scrollable by arrow keys once focused. */
export function Row({ block, title = block.name, children, twoRows = false }: RowProps) {
  const headingId = `block-${block.id}`;
  return (
    <section className={styles.row} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className={styles.rowTitle}>
          {block.target?.link ? <Link to={block.target.link}>{title}</Link> : title}
        </h2>
      ) : null}
      <ul className={`${styles.scroller} ${twoRows ? styles.twoRows : ''}`}>{children}</ul>
    </section>
  );
}

interface CardRowProps {
  block: Pick<MediaBlock, 'id' | 'name' | 'target'>;
  items: MediaBlockItem[];
  shape?: CardShape;
  numbered?: boolean;
  twoRows?: boolean;
  eager?: boolean;
}

/** A row of item cards; the first cards of an above-the-fold row load eagerly. */
export function CardRow({ block, items, shape, numbered = false, twoRows = false, eager = false }: CardRowProps) {
  if (items.length === 0) return null;
  return (
    <Row block={block} twoRows={twoRows}>
      {items.map((item, index) => (
        <li key={`${item.item_type}-${item.id}`} className={styles.slide}>
          <ItemCard item={item} shape={shape} rank={numbered ? index + 1 : undefined} eager={eager && index < 8} />
        </li>
      ))}
    </Row>
  );
}
