import { useEffect, useRef } from 'react';
import styles from './blocks.module.css';

/** Start fetching the rest this far ahead of the viewer, so it is there before they are. */
export const REST_OF_VIEW_MARGIN_PX = 800;
/** Room kept per block still to come, so the footer does not jump up and back. */
const BLOCK_HEIGHT_PX = 320;

/** Stands in for the blocks the server left out; asks for them once the viewer scrolls near. */
export function RestOfView({ left, onNear }: { left: number; onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useRef(onNear);
  near.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      near.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near.current();
      },
      { rootMargin: `${REST_OF_VIEW_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={styles.restOfView}
      style={{ minHeight: left * BLOCK_HEIGHT_PX }}
      aria-hidden="true"
      data-testid="rest-of-view"
    />
  );
}
