import type { DeliveryStats } from '../p2p/delivery';
import {
  type AnalyticsContext,
  type AnalyticsEvent,
  type AnalyticsPayloads,
  analyticsEvent,
  feedbackEvent,
  playerMode,
  type QosPayload,
  wholeSeconds,
} from './analytics';
import type { BatchQueue } from './batch-queue';
import { POSITION_SAVE_INTERVAL_MS, QOS_INTERVAL_MS, STATUS_REPORT_INTERVAL_MS, VIEWED_TIME_REPORT_INTERVAL_MS } from './constants';
import type { PlayerChange, PlayerController } from './controller';
import { createQos, observeQos, qosReport } from './qos';
import { type MediaPosition, mediaPosition } from './resume';
import { type Scheduler, systemScheduler, Timer } from './scheduler';
import { playbackPhase, resumedAfterUserPause } from './selectors';
import type { PlayerState } from './state';
import { NO_VIEWED_TIME, takeViewedSeconds, trackViewedTime } from './viewed-time';

export type PlaybackReporterOptions = {
  controller: PlayerController;
  context: AnalyticsContext;
  queue: BatchQueue<AnalyticsEvent>;
  /** The stream URL, for player_start and QoS. */
  url: () => string;
  isDocumentHidden: () => boolean;
  /** The viewed-time setter of spec 2 §7, given whole seconds watched since the last call. */
  setViewedTime?: (seconds: number) => void;
  /** Saves the resume position (VOD only: a live position is not a place to come back to). */
  savePosition?: (position: MediaPosition) => void;
  /** Where the segments came from (HTTP or peers), for the QoS reports. */
  delivery?: DeliveryStats;
  scheduler?: Scheduler;
};

export interface PlaybackReporter {
  /** The EPG moved to another programme on the channel being watched. */
  newProgram(programId: string | number): void;
  /** Reports the end of this playback (leaving the page, the next episode) and flushes everything pending. */
  stop(): Promise<void>;
}

/** Content frames on screen: what counts as watching for viewed time. */
const isWatching = (state: PlayerState) => !state.isPaused && !state.isLoading && !state.isAdPlaying && !state.isEnded;

/**
 * Turns the controller's changes into spec 2 §7's player analytics and runs its periodic reports: status every
 * 60 s while playing, QoS every 5 minutes and on state changes, viewed time and the resume position.
 */
export function createPlaybackReporter(options: PlaybackReporterOptions): PlaybackReporter {
  const { controller, context, queue } = options;
  const scheduler = options.scheduler ?? systemScheduler;
  let viewed = NO_VIEWED_TIME;
  let qos = createQos(scheduler.now());

  const emit = <N extends AnalyticsEvent['event']>(event: N, payload: AnalyticsPayloads[N]) =>
    queue.push(analyticsEvent(context, event, scheduler.now(), payload));

  const statusTimer = new Timer(scheduler, () => {
    const state = controller.getState();
    emit('status', { state: 'play', mode: playerMode(state, options.isDocumentHidden()), position: wholeSeconds(state.currentTime) });
    statusTimer.start(STATUS_REPORT_INTERVAL_MS);
  });
  const qosTimer = new Timer(scheduler, () => {
    sendQos();
    qosTimer.start(QOS_INTERVAL_MS);
  });
  const viewedTimer = new Timer(scheduler, () => {
    reportViewedTime();
    viewedTimer.start(VIEWED_TIME_REPORT_INTERVAL_MS);
  });
  const positionTimer = new Timer(scheduler, () => {
    savePosition();
    positionTimer.start(POSITION_SAVE_INTERVAL_MS);
  });

  function sendQos(): void {
    const result = qosReport(qos, scheduler.now());
    qos = result.qos;
    if (result.report) emitQos(result.report);
  }

  /** Each report carries how the interval's segments were delivered, and the peer-to-peer errors it met. */
  function emitQos(report: QosPayload): void {
    const delivery = options.delivery?.take();
    if (!delivery) {
      emit('qos', report);
      return;
    }
    const { errors, ...counts } = delivery;
    emit('qos', { ...report, ...counts, errors: [...report.errors, ...errors] });
  }

  function reportViewedTime(): void {
    const taken = takeViewedSeconds(viewed, isWatching(controller.getState()), scheduler.now());
    viewed = taken.viewed;
    if (taken.seconds > 0) options.setViewedTime?.(taken.seconds);
  }

  function savePosition(): void {
    const state = controller.getState();
    if (!state.isLive && state.hasStarted && state.duration > 0) options.savePosition?.(mediaPosition(state.currentTime, state.duration));
  }

  function onChange(state: PlayerState, { event, previous, effects }: PlayerChange): void {
    const now = scheduler.now();
    viewed = trackViewedTime(viewed, isWatching(state), now);
    const observed = observeQos(
      qos,
      {
        playbackState: playbackPhase(state),
        url: options.url(),
        position: state.currentTime,
        isBuffering: state.isLoading && state.hasStarted,
        error: state.error,
      },
      now,
    );
    qos = observed.qos;
    if (observed.report) emitQos(observed.report);

    if (event.type === 'loadStarted') emit('player_start', { url: options.url() });
    if (state.hasStarted && !previous.hasStarted) emit('playback_start', { position: wholeSeconds(state.currentTime) });
    if (state.pause?.by === 'user' && previous.pause?.by !== 'user') emit('pause', { position: wholeSeconds(state.currentTime) });
    if (resumedAfterUserPause(previous, state)) {
      const pausedMs = now - (previous.pause?.atMs ?? now);
      emit('resume', { position: wholeSeconds(state.currentTime), paused_seconds: Math.round(pausedMs / 1000) });
    }
    if (state.error && state.error !== previous.error) {
      const { reason, code, category } = state.error;
      emit('error', { reason, code, category });
    }
    for (const effect of effects) {
      if (effect.type === 'seek')
        emit('set_position', { old_offset: wholeSeconds(effect.from), new_offset: wholeSeconds(effect.position) });
      if (effect.type === 'sendReport') queue.push(feedbackEvent(context, effect.reasons, now));
    }

    // Status reports run while content plays and restart from each resume, so a paused player sends none.
    if (!isWatching(state)) statusTimer.cancel();
    else if (!statusTimer.isRunning) statusTimer.start(STATUS_REPORT_INTERVAL_MS);
  }

  const unsubscribe = controller.subscribe(onChange);
  emit('player_init', {});
  qosTimer.start(QOS_INTERVAL_MS);
  viewedTimer.start(VIEWED_TIME_REPORT_INTERVAL_MS);
  positionTimer.start(POSITION_SAVE_INTERVAL_MS);

  return {
    newProgram(programId) {
      emit('new_program', { program_id: programId });
    },
    async stop() {
      unsubscribe();
      for (const timer of [statusTimer, qosTimer, viewedTimer, positionTimer]) timer.cancel();
      emit('stop', { position: wholeSeconds(controller.getState().currentTime) });
      sendQos();
      reportViewedTime();
      savePosition();
      await queue.flush();
    },
  };
}
