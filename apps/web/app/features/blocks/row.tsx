import type { MediaBlock, MediaBlockItem } from '@efir/contract';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CardShape, ItemCard } from '../catalog/item-card';
import styles from './blocks.module.css';
import { useRowNavigation } from './use-row-navigation';

interface RowProps {
  block: Pick<MediaBlock, 'id' | 'name' | 'target'>;
  title?: string | null;
  children: ReactNode;
  /** Two rows of cards (channels above 20 items). */
  twoRows?: boolean;
}

/**
 * A titled horizontal scroller (CSS scroll-snap): swiped on touch, paged by chevrons with a mouse (shown on hover), one
 * tab stop whose arrow keys move along the cards.
 */
export function Row({ block, title = block.name, children, twoRows = false }: RowProps) {
  const { t } = useTranslation();
  const headingId = `block-${block.id}`;
  const list = useRef<HTMLUListElement>(null);
  const { atStart, atEnd, page, onFocus, onKeyDown } = useRowNavigation(list);
  return (
    <section className={styles.row} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className={styles.rowTitle}>
          {block.target?.link ? <Link to={block.target.link}>{title}</Link> : title}
        </h2>
      ) : null}
      <div className={styles.rowBody}>
        <ul ref={list} className={`${styles.scroller} ${twoRows ? styles.twoRows : ''}`} onFocus={onFocus} onKeyDown={onKeyDown}>
          {children}
        </ul>
        {/* Out of the tab order: the arrow keys already move along the row. */}
        <button
          type="button"
          tabIndex={-1}
          className={`${styles.pager} ${styles.pagerBack}`}
          aria-label={t('catalog.row.back')}
          hidden={atStart}
          onClick={() => page(-1)}
        >
          <Chevron />
        </button>
        <button
          type="button"
          tabIndex={-1}
          className={`${styles.pager} ${styles.pagerOn}`}
          aria-label={t('catalog.row.on')}
          hidden={atEnd}
          onClick={() => page(1)}
        >
          <Chevron />
        </button>
      </div>
    </section>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
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
