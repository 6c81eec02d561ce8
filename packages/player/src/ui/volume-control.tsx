import type { CSSProperties } from 'react';
import { VOLUME_STEP } from '../core/constants';
import type { PlayerController } from '../core/controller';
import type { PlayerState } from '../core/state';
import styles from './controls.module.css';
import { VolumeIcon } from './icons';
import { usePlayerText } from './text';

/** The mute button and the volume slider (spec 2 §2, §5: 0–1 in 0.01 steps). */
export function VolumeControl({ state, controller }: { state: PlayerState; controller: PlayerController }) {
  const { t } = usePlayerText();
  const silent = state.isMuted || state.volume === 0;
  const level = silent ? 'muted' : state.volume < 0.5 ? 'low' : 'high';
  const shown = silent ? 0 : state.volume;
  return (
    <div className={styles.volume}>
      <button
        type="button"
        className={styles.button}
        aria-label={silent ? t('unmute') : t('mute')}
        onClick={() => controller.dispatch({ type: 'toggleMute' })}
      >
        <VolumeIcon level={level} />
      </button>
      <input
        className={styles.volumeSlider}
        type="range"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={shown}
        aria-label={t('volume')}
        aria-valuetext={`${Math.round(shown * 100)}%`}
        style={{ '--level': `${shown * 100}%` } as CSSProperties}
        onChange={(event) => controller.dispatch({ type: 'setVolume', volume: Number(event.currentTarget.value) })}
      />
    </div>
  );
}
