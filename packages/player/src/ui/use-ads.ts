import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdBreak, AdReport, AdView, VastLibrary } from '../ads/ad-break';
import { type AdMap, adSlotsOf } from '../ads/ad-map';
import { adErrorCode, adErrorReport, adResultCode } from '../core/ad-errors';
import {
  type AdBreak as AdBreakDue,
  type AdMoment,
  type AdSchedule,
  type AdState,
  afterAdBreak,
  createAdSchedule,
  markAdBreakPlayed,
  nextAdBreak,
  nextAdState,
} from '../core/ads';
import type { PlayerController } from '../core/controller';

/** vast-client and the break runner, in a chunk of their own: a page whose asset has no ads never loads them. */
const loadAds = () =>
  Promise.all([import('@dailymotion/vast-client'), import('../ads/ad-break')]).then(([vast, runner]) => ({
    vast: vast as unknown as VastLibrary,
    playAdBreak: runner.playAdBreak,
  }));

/** An ad blocker's element rules hide whatever is named like an ad: a bait of such a name that is hidden shows one at work. */
function adBlockerPresent(): boolean {
  const bait = document.createElement('div');
  bait.className = 'adsbox ad-banner ad-placeholder pub_300x250';
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:0;width:1px;height:1px;';
  document.body.appendChild(bait);
  const style = getComputedStyle(bait);
  const hidden = style.display === 'none' || style.visibility === 'hidden';
  bait.remove();
  return hidden;
}

export type AdReporter = (report: AdReport) => void;

export type AdsOptions = {
  controller: PlayerController;
  ad: AdMap | undefined;
  /** Changes with the item: a new item is a new schedule. */
  itemKey: string | undefined;
  /** The item is a channel's live stream (not a programme of its archive, nor a moment asked for): it joins live after its preroll. */
  joinsLive: boolean;
  content: HTMLVideoElement | null;
  adVideo: HTMLVideoElement | null;
  report: AdReporter;
  loadAdsCode?: typeof loadAds;
};

/**
 * The ad slots of spec 2 §4 driven by the player's own events: preroll at start, midrolls at their cue points after
 * 5 s of playback, a pauseroll on resuming from the viewer's pause (once in 5 minutes), the postroll at the end.
 * The content's element is paused under the break and its position kept; the break's end plays it on (a live
 * channel's preroll then joins the live edge).
 */
export function useAds({ controller, ad, itemKey, joinsLive, content, adVideo, report, loadAdsCode = loadAds }: AdsOptions) {
  const [view, setView] = useState<AdView | null>(null);
  /** A break is on: the layer covers the content from its start, before its first ad plays. */
  const [active, setActive] = useState(false);
  const running = useRef<AdBreak | null>(null);
  const reportRef = useRef(report);
  reportRef.current = report;
  const adRef = useRef(ad);
  adRef.current = ad;
  const joinsLiveRef = useRef(joinsLive);
  joinsLiveRef.current = joinsLive;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one schedule per item: a refreshed asset of the same item keeps the slots it used
  useEffect(() => {
    const ad = adRef.current;
    const slots = adSlotsOf(ad);
    if (!ad || slots.length === 0 || !content || !adVideo) return;
    // Spec 2 §4 ad state: available, playing, ended or blocked; nothing plays over an ad or past a blocker.
    let state: AdState = 'available';
    let schedule: AdSchedule = createAdSchedule({
      isLive: controller.getState().isLive,
      slots,
      midrollPositions: ad.midroll?.cue_points ?? [],
    });
    let disposed = false;
    let played = 0;
    let lastTime: number | null = null;
    let code: Awaited<ReturnType<typeof loadAds>> | null = null;
    const codeLoaded = loadAdsCode().then((loaded) => {
      code = loaded;
      return loaded;
    });

    if (adBlockerPresent()) {
      state = nextAdState(state, 'blockerDetected');
      reportRef.current({ type: 'error', slot: 'preroll', name: 'AD_BLOCKING_BY_USER' });
      return;
    }

    async function play(due: AdBreakDue, startPosition: number): Promise<void> {
      const source = ad?.[due.slot];
      if (!source || !content || !adVideo) return;
      state = nextAdState(state, 'breakStarted');
      setActive(true);
      controller.dispatch({ type: 'adBreakStarted', slot: due.slot });
      content.pause();
      const { vast, playAdBreak } = code ?? (await codeLoaded);
      if (disposed) return;
      const run = playAdBreak({
        slot: due.slot,
        url: source.url,
        maxAds: due.maxAds,
        vast,
        video: adVideo,
        onView: setView,
        report: (r) => reportRef.current(r),
        openUrl: (url) => window.open(url, '_blank', 'noopener'),
      });
      running.current = run;
      await run.done;
      running.current = null;
      if (disposed) return;
      schedule = markAdBreakPlayed(schedule, due, Date.now());
      state = nextAdState(state, 'breakEnded');
      setActive(false);
      controller.dispatch({ type: 'adBreakEnded', slot: due.slot });
      switch (afterAdBreak(due.slot, { isLive: controller.getState().isLive, joinsLive: joinsLiveRef.current })) {
        case 'joinLive':
          controller.dispatch({ type: 'goLive' });
          break;
        case 'backToStart':
          if (Math.abs(content.currentTime - startPosition) > 0.25) controller.dispatch({ type: 'seek', position: startPosition });
          break;
        case 'playOn':
          break;
      }
    }

    const ask = (moment: AdMoment, startPosition: number) => {
      const due = nextAdBreak(schedule, state, moment);
      if (due) void play(due, startPosition);
    };

    const unsubscribe = controller.subscribe((after, { event, previous }) => {
      if (after.isAdPlaying) return;
      if (!previous.hasStarted && after.hasStarted) {
        lastTime = after.currentTime;
        // The stream has said by now whether it is live, which the schedule may have been made before.
        schedule = { ...schedule, isLive: after.isLive };
        ask({ at: 'start', currentTime: after.currentTime }, after.currentTime);
        return;
      }
      // The viewer's own resume, by button, tap or key; the end of a break resumes too, but is no viewer's.
      if (!previous.isAdPlaying && previous.isPaused && previous.pause?.by === 'user' && !after.isPaused && !after.isEnded) {
        ask({ at: 'resume', afterUserPause: true, nowMs: Date.now() }, after.currentTime);
        return;
      }
      if (event.type === 'ended') {
        ask({ at: 'end' }, after.currentTime);
        return;
      }
      if (event.type === 'timeUpdate' && !after.isPaused) {
        // Playback counts only as it runs: a seek is no playback.
        if (lastTime !== null && after.currentTime > lastTime && after.currentTime - lastTime < 1.5) played += after.currentTime - lastTime;
        lastTime = after.currentTime;
        ask({ at: 'tick', currentTime: after.currentTime, playedSeconds: played }, after.currentTime);
      }
    });
    return () => {
      disposed = true;
      unsubscribe();
      running.current?.abort();
      running.current = null;
      setView(null);
      setActive(false);
    };
  }, [controller, itemKey, content, adVideo, loadAdsCode]);

  const skip = useCallback(() => running.current?.skip(), []);
  const click = useCallback(() => running.current?.click(), []);
  return { view, active, skip, click };
}

/** An ad error as the player's `error` analytics event: reason 1-5-code, the ad error's number, the ad result code. */
export function adErrorAnalytics(name: Parameters<typeof adErrorReport>[0]) {
  const report = adErrorReport(name);
  return report && { reason: report.reason, code: adErrorCode(name), category: adResultCode(name) };
}
