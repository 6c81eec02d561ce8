import type { MenuItem } from '@efir/contract';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../ui/icons';
import { fitMenuItems } from './fit-menu-items';
import styles from './main-menu.module.css';
import { MenuLink } from './menu-link';

/**
 * The server's menu in one row; items that do not fit move into a 'more' dropdown (spec 1 §2 Header and footer).
 * A hidden copy of the row gives each item's width; the row's own width is watched with a ResizeObserver.
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visibleCount, setVisibleCount] = useState(items.length);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the hidden copy is rendered from items, so new items need a new measurement
  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    const update = () => {
      // Fractional widths: rounding each item's width would let the row overflow by a few pixels.
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(measure).columnGap) || 0;
      setVisibleCount(fitMenuItems(widths, row.getBoundingClientRect().width, moreWidth, gap));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => observer.disconnect();
  }, [items]);

  const hidden = items.slice(visibleCount);

  return (
    <nav className={styles.nav} aria-label={t('header.menu')}>
      <div ref={rowRef} className={styles.row}>
        <ul className={styles.list}>
          {items.slice(0, visibleCount).map((item) => (
            <li key={item.id}>
              <MenuLink item={item} className={styles.item} activeClassName={styles.active} />
            </li>
          ))}
          {hidden.length > 0 && (
            <li>
              <MoreMenu items={hidden} />
            </li>
          )}
        </ul>
      </div>
      <div ref={measureRef} className={`${styles.list} ${styles.measure}`} aria-hidden="true">
        {items.map((item) => (
          <span key={item.id} className={styles.item}>
            {item.title}
          </span>
        ))}
        <span className={`${styles.item} ${styles.more}`}>
          {t('header.more')}
          <ChevronDownIcon />
        </span>
      </div>
    </nav>
  );
}

/** Radix's dropdown (and the positioning it brings) is a chunk of its own, loaded when the viewer first opens 'more'. */
const MoreDropdown = lazy(() => import('./more-dropdown'));
const preloadMoreDropdown = () => void import('./more-dropdown');

function MoreMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <button
      type="button"
      className={`${styles.item} ${styles.more}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadMoreDropdown}
      onFocus={preloadMoreDropdown}
      onClick={() => setWanted(true)}
    >
      {t('header.more')}
      <ChevronDownIcon />
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MoreDropdown items={items} />
    </Suspense>
  );
}
