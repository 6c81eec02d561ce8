import type { PlayerController } from '../core/controller';
import { playbackPhase, rewindDelta } from '../core/selectors';
import type { PlayerState } from '../core/state';
import { formatRewind } from '../core/time-format';
import styles from './center-status.module.css';
import { PlayIcon } from './icons';
import { usePlayerText } from './text';

/** The rewind indicator of spec 2 §2: where the pending seek goes, before anything moves. */
export function RewindIndicator({ state }: { state: PlayerState }) {
  const { t } = usePlayerText();
  const delta = rewindDelta(state);
  if (delta === null) return null;
  return (
    <div className={styles.rewind} role="status" aria-label={t('rewind')}>
      {formatRewind(delta)}
    </div>
  );
}

/** What stands in the middle of the picture: the gesture request, the spinner, an error, or nothing. */
export function CenterStatus({ state, controller, onRetry }: { state: PlayerState; controller: PlayerController; onRetry?: () => void }) {
  const { t } = usePlayerText();
  if (state.error?.kind === 'technical' || state.error?.kind === 'refused') {
    return (
      <div className={styles.error} role="alert">
        <p>{t(state.error.kind === 'refused' ? 'error_access_ended' : 'error_technical')}</p>
        <p className={styles.code}>{state.error.reason}</p>
        {onRetry && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  const phase = playbackPhase(state);
  if (phase === 'needsUserGesture') {
    return (
      <button type="button" className={styles.gesture} onClick={() => controller.dispatch({ type: 'userGesture' })}>
        <span className={styles.bigPlay}>
          <PlayIcon />
        </span>
        <span>{t('needs_gesture')}</span>
      </button>
    );
  }
  if (phase === 'loading' && !state.isAdPlaying) {
    return (
      <div className={styles.loading} role="status" aria-label={t('loading')}>
        <span className={styles.spinner} />
        {state.error?.kind === 'network' && <p className={styles.networkError}>{t('error_network')}</p>}
      </div>
    );
  }
  return null;
}
