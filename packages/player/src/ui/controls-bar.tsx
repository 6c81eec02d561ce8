import type { ReactNode } from 'react';
import { LIVE_OFFSET_MIN_BEHIND_S } from '../core/constants';
import type { PlayerController } from '../core/controller';
import { behindLive } from '../core/live';
import { shownTime } from '../core/selectors';
import type { PlayerState } from '../core/state';
import type { ThumbnailsPlaylist } from '../core/thumbnails';
import { formatClock } from '../core/time-format';
import { timelineRange } from '../core/timeline';
import styles from './controls.module.css';
import { CaptionsIcon, FullscreenIcon, PauseIcon, PipIcon, PlayIcon, ReplayIcon, SettingsIcon } from './icons';
import { usePlayerText } from './text';
import { Timeline } from './timeline';
import { VolumeControl } from './volume-control';

type ControlsBarProps = {
  state: PlayerState;
  controller: PlayerController;
  thumbnails: ThumbnailsPlaylist | null;
  nowMs: number;
  /** Buttons the page adds at the right end (the side panel's opener). */
  extraButtons?: ReactNode;
  onButtonClick: (name: string) => void;
  canPip: boolean;
};

/** The captions button makes the settings panel's subtitle choice without leaving the panel open behind it. */
function chooseSubtitleOutsidePanel(controller: PlayerController, language: string | null): void {
  const wasOpen = controller.getState().settings !== null;
  controller.dispatch({ type: 'selectSubtitle', language });
  if (!wasOpen) controller.dispatch({ type: 'closeSettings' });
}

function TimeDisplay({ state, nowMs, controller }: { state: PlayerState; nowMs: number; controller: PlayerController }) {
  const { t } = usePlayerText();
  if (state.isLive) {
    const behind = Math.floor(behindLive(state));
    if (behind <= LIVE_OFFSET_MIN_BEHIND_S) return <span className={styles.live}>{t('live')}</span>;
    // Behind the edge, the live label is the way back to it (spec 2 §4 "go live").
    return (
      <button
        type="button"
        className={`${styles.live} ${styles.behind}`}
        aria-label={t('go_live')}
        onClick={() => controller.dispatch({ type: 'goLive' })}
      >
        <span className={styles.liveWord}>{t('live')} </span>−{formatClock(behind)}
      </button>
    );
  }
  const { end } = timelineRange(state, nowMs);
  return (
    <span className={styles.time}>
      {formatClock(shownTime(state))} <span className={styles.timeTotal}>/ {formatClock(end)}</span>
    </span>
  );
}

/** The bottom bar of spec 2 §2 "Custom-content player controls". */
export function ControlsBar({ state, controller, thumbnails, nowMs, extraButtons, onButtonClick, canPip }: ControlsBarProps) {
  const { t } = usePlayerText();
  const press = (name: string, run: () => void) => () => {
    onButtonClick(name);
    run();
  };
  const captionsOn = state.tracks.subtitle !== null;
  const firstSubtitle = state.tracks.subtitles[0]?.language ?? null;
  return (
    <div className={styles.bar}>
      <Timeline state={state} controller={controller} thumbnails={thumbnails} nowMs={nowMs} />
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          aria-label={state.isEnded ? t('replay') : state.isPaused ? t('play') : t('pause')}
          onClick={press('play_pause', () => controller.dispatch({ type: 'togglePlay' }))}
        >
          {state.isEnded ? <ReplayIcon /> : state.isPaused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <VolumeControl state={state} controller={controller} />
        <TimeDisplay state={state} nowMs={nowMs} controller={controller} />
        <span className={styles.spacer} />
        {extraButtons}
        {firstSubtitle !== null && (
          <button
            type="button"
            className={styles.button}
            aria-label={captionsOn ? t('captions_off') : t('captions_on')}
            aria-pressed={captionsOn}
            onClick={press('captions', () => chooseSubtitleOutsidePanel(controller, captionsOn ? null : firstSubtitle))}
          >
            <CaptionsIcon on={captionsOn} />
          </button>
        )}
        <button
          type="button"
          className={styles.button}
          aria-label={t('settings')}
          aria-expanded={state.settings !== null}
          aria-haspopup="dialog"
          data-settings-toggle=""
          onClick={press('settings', () => controller.dispatch({ type: state.settings ? 'closeSettings' : 'openSettings' }))}
        >
          <SettingsIcon />
        </button>
        {canPip && (
          <button
            type="button"
            className={styles.button}
            aria-label={state.isPip ? t('exit_pip') : t('pip')}
            onClick={press('pip', () => controller.dispatch({ type: 'togglePip' }))}
          >
            <PipIcon />
          </button>
        )}
        <button
          type="button"
          className={styles.button}
          aria-label={state.isFullscreen ? t('exit_fullscreen') : t('fullscreen')}
          onClick={press('fullscreen', () => controller.dispatch({ type: 'toggleFullscreen' }))}
        >
          <FullscreenIcon exit={state.isFullscreen} />
        </button>
      </div>
    </div>
  );
}
