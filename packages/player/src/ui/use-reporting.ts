import { useEffect, useRef, useState } from 'react';
import { type AnalyticsContext, type AnalyticsEvent, uiButtonClickEvent } from '../core/analytics';
import { type BatchQueue, createBatchQueue } from '../core/batch-queue';
import type { PlayerController } from '../core/controller';
import { createPlaybackReporter, type PlaybackReporter } from '../core/reporter';
import { systemScheduler } from '../core/scheduler';
import type { PlayerServices } from './services';

/** One playback: which content, under which session id, from which stream URL. */
export type Playback = { context: AnalyticsContext; url: string };

/**
 * Spec 2 §7 reporting for the playback under way: analytics and QoS through one batch queue, viewed time, the
 * resume position, and problem reports. Each playback (a new item) gets its own reporter; the last one stops
 * when the page goes away, so the final position and events still leave.
 */
export function useReporting(controller: PlayerController, playback: Playback | null, services: PlayerServices) {
  const [queue] = useState<BatchQueue<AnalyticsEvent>>(() =>
    createBatchQueue({ send: (batch) => services.sendAnalytics(batch), scheduler: systemScheduler }),
  );

  const current = useRef<PlaybackReporter | null>(null);

  useEffect(() => {
    if (!playback) return;
    const { context, url } = playback;
    const reporter = createPlaybackReporter({
      controller,
      context,
      queue,
      url: () => url,
      isDocumentHidden: () => document.visibilityState === 'hidden',
      setViewedTime: services.setViewedTime,
      savePosition: services.savePosition && ((position) => services.savePosition?.(context.content_id, position)),
    });
    current.current = reporter;
    const unsubscribe = controller.subscribe((state, { effects }) => {
      for (const effect of effects) {
        if (effect.type !== 'sendReport') continue;
        services.sendReport?.({
          reasons: effect.reasons,
          content_id: context.content_id,
          content_type: context.content_type,
          position: Math.floor(state.currentTime),
          playback_session_id: context.playback_session_id,
          url,
        });
      }
    });
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      if (current.current === reporter) current.current = null;
      unsubscribe();
      void reporter.stop();
    };
    window.addEventListener('pagehide', stop);
    return () => {
      window.removeEventListener('pagehide', stop);
      stop();
    };
  }, [controller, playback, queue, services]);

  return {
    /** The channel being watched moved on to another programme (spec 2 §7 "new program"). */
    newProgram(programId: string | number) {
      current.current?.newProgram(programId);
    },
    buttonClicked(name: string) {
      if (playback) queue.push(uiButtonClickEvent(playback.context, name, window.location.pathname, Date.now()));
    },
  };
}
