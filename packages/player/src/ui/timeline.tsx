import { type PointerEvent, useRef, useState } from 'react';
import type { PlayerController } from '../core/controller';
import { shownTime } from '../core/selectors';
import type { PlayerState } from '../core/state';
import { type ThumbnailsPlaylist, thumbnailAt } from '../core/thumbnails';
import { formatClock } from '../core/time-format';
import { timelineFraction, timelineRange } from '../core/timeline';
import { usePlayerText } from './text';
import styles from './timeline.module.css';

type TimelineProps = {
  state: PlayerState;
  controller: PlayerController;
  thumbnails: ThumbnailsPlaylist | null;
  nowMs: number;
};

/** Seconds since the timeline's start, as the labels and the preview show them. */
function label(state: PlayerState, position: number, start: number): string {
  return formatClock(state.isLive ? position - start : position);
}

/**
 * The seek bar: dragging holds the rewind until release (spec 2 §4), hovering previews the frame from the
 * thumbnails playlist. Arrow keys reach it through the player's own shortcuts (15 s rewind steps).
 */
export function Timeline({ state, controller, thumbnails, nowMs }: TimelineProps) {
  const { t } = usePlayerText();
  const bar = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ fraction: number; position: number } | null>(null);
  const range = timelineRange(state, nowMs);
  const shown = shownTime(state);
  const played = timelineFraction(state, shown, nowMs);
  const buffered = timelineFraction(state, state.bufferedTime, nowMs);
  const capped = timelineFraction(state, range.cap, nowMs);
  const floored = timelineFraction(state, range.floor, nowMs);

  function pointerAt(event: PointerEvent): { fraction: number; position: number } {
    const rect = bar.current?.getBoundingClientRect();
    const fraction = rect && rect.width > 0 ? Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)) : 0;
    return { fraction, position: range.start + fraction * (range.end - range.start) };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    controller.dispatch({ type: 'timelineDragStart', position: pointerAt(event).position });
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const at = pointerAt(event);
    setHover(at);
    if (state.rewind?.by === 'drag') controller.dispatch({ type: 'timelineDragMove', position: at.position });
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    controller.dispatch({ type: 'timelineDragEnd' });
  }

  const preview = hover ?? (state.rewind?.by === 'drag' ? { fraction: played, position: shown } : null);
  const frame = preview && thumbnails && !state.isLive ? thumbnailAt(thumbnails, preview.position) : null;
  const duration = range.end - range.start;

  return (
    <div className={styles.timeline}>
      <div
        ref={bar}
        className={styles.track}
        role="slider"
        tabIndex={0}
        aria-label={t('timeline')}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(shown - range.start)}
        aria-valuetext={t('time_of', { time: label(state, shown, range.start), duration: formatClock(duration) })}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerLeave={() => setHover(null)}
      >
        <div className={styles.rail}>
          {state.isLive && floored > 0 && <div className={styles.gone} style={{ width: `${floored * 100}%` }} />}
          {state.isLive && <div className={styles.unavailable} style={{ left: `${capped * 100}%` }} />}
          <div className={styles.buffered} style={{ width: `${buffered * 100}%` }} />
          <div className={styles.played} style={{ width: `${played * 100}%` }} />
        </div>
        <div className={styles.thumb} style={{ left: `${played * 100}%` }} />
        {preview && (
          <div className={styles.preview} style={{ left: `${preview.fraction * 100}%` }} aria-hidden="true">
            {frame && (
              <div
                className={styles.frame}
                style={{
                  width: frame.thumb_size.width,
                  height: frame.thumb_size.height,
                  backgroundImage: `url("${frame.url}")`,
                  backgroundPosition: `0 -${frame.top}px`,
                }}
              />
            )}
            <span className={styles.previewTime}>{label(state, preview.position, range.start)}</span>
          </div>
        )}
      </div>
    </div>
  );
}
