import type { MediaView } from '@efir/contract';
import { useRef } from 'react';
import { useSession } from '../../session/session';
import { useBlockFocusAnalytics } from '../analytics/block-focus';
import styles from './blocks.module.css';
import { renderBlock } from './registry';
import { useMediaViewScroll } from './use-media-view-scroll';

/** How many blocks count as above the fold: their images load eagerly and they are never hidden for a reveal. */
export const ABOVE_THE_FOLD_BLOCKS = 3;

/**
 * A media view's blocks in order (home, theme pages, landings), full-bleed across the page: banners run edge to edge and
 * every other block keeps the one page gutter the header has.
 */
export function MediaViewBlocks({ view, path, complete = true }: { view: MediaView; path: string; complete?: boolean }) {
  const isAuth = useSession()?.is_auth ?? false;
  const container = useRef<HTMLDivElement>(null);
  useMediaViewScroll(view.alias, complete);
  useBlockFocusAnalytics(container, view.alias, view.blocks.map((block) => block.id).join());
  return (
    <div ref={container} className={styles.view}>
      {view.blocks.map((block, index) => (
        <div key={block.id} className={styles.slot} data-block-id={block.id} data-block-type={block.type}>
          {renderBlock(block, { isAuth, path, eager: index < ABOVE_THE_FOLD_BLOCKS })}
        </div>
      ))}
    </div>
  );
}
