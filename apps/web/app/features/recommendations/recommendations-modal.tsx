import { ITEM_RECOMMENDATIONS_TAG, ITEM_RECOMMENDATIONS_VIEW } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '../../api/queries';
import { useShellInfo, useUser } from '../../session/session';
import { ModalTitle } from '../../ui/modal/modal-host';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { CardRow } from '../blocks/row';
import { autoCloseMs, useInactivityClose } from './auto-close';
import styles from './recommendations.module.css';

export function openRecommendationsModal(mediaItemId: number): void {
  openModal(<RecommendationsModal mediaItemId={mediaItemId} />);
}

/**
 * spec 2 §4 Recommendations modal: what to watch after an item, from the item-recommendations media view asked with
 * its id. It closes after 30 s without a mouse move (never, in the A/B segment); if loading fails it closes, with no
 * retry (§8), and so it does when there is nothing to recommend.
 */
export function RecommendationsModal({ mediaItemId }: { mediaItemId: number }) {
  const shell = useShellInfo();
  const user = useUser();
  const view = useQuery(
    endpointQuery(
      'mediaViews.getByAlias',
      { params: { alias: ITEM_RECOMMENDATIONS_VIEW }, query: { media_item_id: mediaItemId } },
      { retry: false },
    ),
  );
  const block = view.data?.blocks.find((entry) => entry.tag === ITEM_RECOMMENDATIONS_TAG);
  const empty = view.isSuccess && (block?.items.length ?? 0) === 0;
  useEffect(() => {
    if (view.isError || empty) closeModal();
  }, [view.isError, empty]);
  useInactivityClose(autoCloseMs(shell?.feature_toggles, user?.profile?.id ?? null), closeModal);
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
