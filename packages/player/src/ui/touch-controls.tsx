import { TOUCH_SKIP_S } from '../core/constants';
import type { PlayerController } from '../core/controller';
import { playbackPhase } from '../core/selectors';
import type { PlayerState } from '../core/state';
import { PauseIcon, PlayIcon, SkipSecondsIcon } from './icons';
import { usePlayerText } from './text';
import styles from './touch-controls.module.css';

/**
 * On a touch screen the picture's middle holds the big buttons a thumb finds: back 10 s, play or pause, forward 10 s.
 * Shown with the other controls, while the content plays or is paused (not over the spinner, an error or an ad).
 */
export function TouchControls({ state, controller }: { state: PlayerState; controller: PlayerController }) {
  const { t } = usePlayerText();
  const phase = playbackPhase(state);
  if (state.isAdPlaying || (phase !== 'playing' && phase !== 'paused')) return null;
  const skip = (seconds: number) => () => controller.dispatch({ type: 'skip', seconds });
  return (
    <div className={styles.touch}>
      <button type="button" className={styles.skip} aria-label={t('skip_back', { seconds: TOUCH_SKIP_S })} onClick={skip(-TOUCH_SKIP_S)}>
        <SkipSecondsIcon direction={-1} seconds={TOUCH_SKIP_S} />
      </button>
      <button
        type="button"
        className={styles.play}
        aria-label={phase === 'paused' ? t('play') : t('pause')}
        onClick={() => controller.dispatch({ type: 'togglePlay' })}
      >
        {phase === 'paused' ? <PlayIcon /> : <PauseIcon />}
      </button>
      <button type="button" className={styles.skip} aria-label={t('skip_forward', { seconds: TOUCH_SKIP_S })} onClick={skip(TOUCH_SKIP_S)}>
        <SkipSecondsIcon direction={1} seconds={TOUCH_SKIP_S} />
      </button>
    </div>
  );
}
