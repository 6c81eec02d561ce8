import { ITEM_RECOMMENDATIONS_TAG, ITEM_RECOMMENDATIONS_VIEW, type MediaBlock } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '../../api/queries';
import { useShellInfo, useUser } from '../../session/session';
import { ModalTitle } from '../../ui/modal/modal-host';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { CardRow } from '../blocks/row';
import { autoCloseMs, useInactivityClose } from './auto-close';
import type { RecommendationsOptions } from './options';
import styles from './recommendations.module.css';

export function openRecommendationsModal(mediaItemId: number, options: RecommendationsOptions = {}): void {
  openModal(<RecommendationsModal mediaItemId={mediaItemId} {...options} />);
}

/** The view's recommendations row; a view the operator named without one shows its first row of titles (not its hero or banners). */
const rowOf = (blocks: MediaBlock[]): MediaBlock | undefined =>
  blocks.find((entry) => entry.tag === ITEM_RECOMMENDATIONS_TAG) ??
  blocks.find((entry) => entry.type === 'content' && entry.items.length > 0);

/**
 * spec 2 §4 Recommendations modal: what to watch after an item, from the media view a message names (item-recommendations
 * otherwise) asked with its id. It closes after 30 s without a mouse move, never for an A/B test's message or a viewer in
 * the toggle's A/B segment; if loading fails it closes, with no retry (§8), and so it does when there is nothing to
 * recommend.
 */
export function RecommendationsModal({
  mediaItemId,
  mediaViewAlias = ITEM_RECOMMENDATIONS_VIEW,
  abTest = false,
}: { mediaItemId: number } & RecommendationsOptions) {
  const shell = useShellInfo();
  const user = useUser();
  const view = useQuery(
    endpointQuery('mediaViews.getByAlias', { params: { alias: mediaViewAlias }, query: { media_item_id: mediaItemId } }, { retry: false }),
  );
  const block = view.data && rowOf(view.data.blocks);
  const empty = view.isSuccess && (block?.items.length ?? 0) === 0;
  useEffect(() => {
    if (view.isError || empty) closeModal();
  }, [view.isError, empty]);
  useInactivityClose(abTest ? 0 : autoCloseMs(shell?.feature_toggles, user?.profile?.id ?? null), closeModal);
  if (!block || block.items.length === 0) return <p aria-busy="true" />;
  return (
    <div data-testid="recommendations">
      <ModalTitle>{block.name}</ModalTitle>
      <div className={styles.row}>
        <CardRow block={{ ...block, name: '' }} items={block.items} />
      </div>
    </div>
  );
}
