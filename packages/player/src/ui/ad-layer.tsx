import type { Ref } from 'react';
import type { AdView } from '../ads/ad-break';
import { formatClock } from '../core/time-format';
import styles from './ad-layer.module.css';
import { usePlayerText } from './text';

export type AdLayerProps = {
  videoRef: Ref<HTMLVideoElement>;
  view: AdView | null;
  active: boolean;
  onSkip: () => void;
  onClick: () => void;
};

/**
 * The ad's own video above the content (issue #19): the remaining time, the skip button once the creative allows it,
 * and the click-through. No timeline: an ad cannot be sought. Mounted always, so the element is there when a break starts.
 */
export function AdLayer({ videoRef, view, active, onSkip, onClick }: AdLayerProps) {
  const { t } = usePlayerText();
  return (
    <div className={styles.layer} hidden={!active} data-testid="ad-layer" data-ad-state={view ? 'playing' : 'loading'}>
      {/* biome-ignore lint/a11y/useMediaCaption: an ad spot has no captions to offer */}
      <video ref={videoRef} className={styles.video} playsInline data-testid="ad-video" />
      {view && (
        <>
          <div className={styles.badge}>
            {t('ad_label')}
            {view.count > 1 ? ` ${view.index + 1}/${view.count}` : ''} ·{' '}
            <span data-testid="ad-remaining">{formatClock(view.remainingS)}</span>
          </div>
          {view.hasClickThrough && (
            <button type="button" className={styles.more} onClick={onClick}>
              {t('ad_learn_more')}
            </button>
          )}
          {view.skipInS !== null &&
            (view.skipInS > 0 ? (
              <div className={styles.skip} aria-live="polite">
                {t('ad_skip_in', { seconds: view.skipInS })}
              </div>
            ) : (
              <button type="button" className={styles.skip} onClick={onSkip}>
                {t('ad_skip')}
              </button>
            ))}
        </>
      )}
    </div>
  );
}
