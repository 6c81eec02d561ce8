import type { MediaView } from '@efir/contract';
import { Fragment } from 'react';
import { useSession } from '../../session/session';
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
  useMediaViewScroll(view.alias, complete);
  return (
    <div className={styles.view}>
      {view.blocks.map((block, index) => (
        <Fragment key={block.id}>{renderBlock(block, { isAuth, path, eager: index < ABOVE_THE_FOLD_BLOCKS })}</Fragment>
      ))}
    </div>
  );
}
