import { useEffect, useRef, useState } from 'react';
import type { AdReport } from '../ads/ad-break';
import { type AnalyticsContext, type AnalyticsEvent, analyticsEvent, uiButtonClickEvent } from '../core/analytics';
import { type BatchQueue, createBatchQueue } from '../core/batch-queue';
import type { PlayerController } from '../core/controller';
import { createPlaybackReporter, type PlaybackReporter } from '../core/reporter';
import { systemScheduler } from '../core/scheduler';
import type { DeliveryStats } from '../p2p/delivery';
import type { PlayerServices } from './services';
import { adErrorAnalytics } from './use-ads';

/** One playback: which content, under which session id, from which stream URL, and how its segments arrive. */
export type Playback = { context: AnalyticsContext; url: string; delivery: DeliveryStats };

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
    const { context, url, delivery } = playback;
    const reporter = createPlaybackReporter({
      controller,
      context,
      queue,
      url: () => url,
      isDocumentHidden: () => document.visibilityState === 'hidden',
      setViewedTime: services.setViewedTime,
      savePosition: services.savePosition && ((position) => services.savePosition?.(context.content_id, position)),
      delivery,
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
    /** Spec 2 §7 ad, ad tracking and ad request; an ad error as `error` (reason 1-5-code), NO_AD_SECTION never. */
    ad(report: AdReport) {
      if (!playback) return;
      const { context } = playback;
      const now = Date.now();
      if (report.type === 'request') queue.push(analyticsEvent(context, 'ad_request', now, { slot: report.slot, url: report.url }));
      if (report.type === 'ad')
        queue.push(analyticsEvent(context, 'ad', now, { slot: report.slot, ad_id: report.adId, creative_id: report.creativeId }));
      if (report.type === 'tracking')
        queue.push(analyticsEvent(context, 'ad_tracking', now, { slot: report.slot, ad_id: report.adId, action: report.action }));
      if (report.type === 'error') {
        const error = adErrorAnalytics(report.name);
        if (error) queue.push(analyticsEvent(context, 'error', now, error));
      }
    },
  };
}
