import { ADS_PER_SLOT, ADS_PER_SLOT_LIVE, MIDROLL_MIN_PLAYBACK_S, PAUSEROLL_SPACING_MS, PREROLL_MAX_START_S } from './constants';

export type AdSlot = 'preroll' | 'midroll' | 'pauseroll' | 'postroll';

/**
 * Spec 2 §4 "Ad state": false (an ad may play), true (playing), ended, blocked (an ad blocker). Named
 * here rather than booleans so 'ended' and 'blocked' read as what they are.
 */
export type AdState = 'available' | 'playing' | 'ended' | 'blocked';

export type AdStateEvent = 'breakStarted' | 'breakEnded' | 'blockerDetected';

/** An ad blocker, once seen, stays: no slot is tried again on this page. */
export function nextAdState(state: AdState, event: AdStateEvent): AdState {
  if (state === 'blocked' || event === 'blockerDetected') return 'blocked';
  return event === 'breakStarted' ? 'playing' : 'ended';
}

/** What the ads layer remembers between decisions for one piece of content. */
export type AdSchedule = {
  isLive: boolean;
  /** Slots the asset's ad map has a URL builder for. */
  slots: readonly AdSlot[];
  /** Configured midroll positions, in seconds of content. */
  midrollPositions: readonly number[];
  usedOnce: readonly ('preroll' | 'postroll')[];
  usedMidrolls: readonly number[];
  lastPauserollAtMs: number | null;
};

export function createAdSchedule(init: Pick<AdSchedule, 'isLive' | 'slots'> & Partial<Pick<AdSchedule, 'midrollPositions'>>): AdSchedule {
  return { midrollPositions: [], ...init, usedOnce: [], usedMidrolls: [], lastPauserollAtMs: null };
}

/** The moments the ads layer asks at: playback start, each second of playback, resume, the end. */
export type AdMoment =
  | { at: 'start'; currentTime: number }
  | { at: 'tick'; currentTime: number; playedSeconds: number }
  | { at: 'resume'; afterUserPause: boolean; nowMs: number }
  | { at: 'end' };

/** An ad break to play: `midrollPositions` are the configured points it uses up. */
export type AdBreak = { slot: AdSlot; maxAds: number; midrollPositions: readonly number[] };

/** A slot plays up to 4 ads, 1 on live (spec 2 §4). */
export function adsPerSlot(isLive: boolean): number {
  return isLive ? ADS_PER_SLOT_LIVE : ADS_PER_SLOT;
}

function slotDue(schedule: AdSchedule, moment: AdMoment): { slot: AdSlot; midrollPositions: readonly number[] } | null {
  switch (moment.at) {
    case 'start':
      if (schedule.usedOnce.includes('preroll')) return null;
      return schedule.isLive || moment.currentTime < PREROLL_MAX_START_S ? { slot: 'preroll', midrollPositions: [] } : null;
    case 'tick': {
      if (moment.playedSeconds < MIDROLL_MIN_PLAYBACK_S) return null;
      // After a seek several points may have been passed; one break covers them all rather than a stack of breaks.
      const passed = schedule.midrollPositions.filter((at) => at <= moment.currentTime && !schedule.usedMidrolls.includes(at));
      return passed.length > 0 ? { slot: 'midroll', midrollPositions: passed } : null;
    }
    case 'resume': {
      if (!moment.afterUserPause) return null;
      const last = schedule.lastPauserollAtMs;
      return last === null || moment.nowMs - last >= PAUSEROLL_SPACING_MS ? { slot: 'pauseroll', midrollPositions: [] } : null;
    }
    case 'end':
      return schedule.usedOnce.includes('postroll') ? null : { slot: 'postroll', midrollPositions: [] };
  }
}

/** The break to play now under spec 2 §4's slot rules, or null. Nothing plays over an ad or past a blocker. */
export function nextAdBreak(schedule: AdSchedule, adState: AdState, moment: AdMoment): AdBreak | null {
  if (adState === 'playing' || adState === 'blocked') return null;
  const due = slotDue(schedule, moment);
  if (!due || !schedule.slots.includes(due.slot)) return null;
  return { ...due, maxAds: adsPerSlot(schedule.isLive) };
}

/** Uses up a break's slot: each slot once, except pauseroll, which only restarts its spacing. */
export function markAdBreakPlayed(schedule: AdSchedule, adBreak: AdBreak, nowMs: number): AdSchedule {
  switch (adBreak.slot) {
    case 'preroll':
    case 'postroll':
      return { ...schedule, usedOnce: [...schedule.usedOnce, adBreak.slot] };
    case 'midroll':
      return { ...schedule, usedMidrolls: [...schedule.usedMidrolls, ...adBreak.midrollPositions] };
    case 'pauseroll':
      return { ...schedule, lastPauserollAtMs: nowMs };
  }
}

/** Where the content goes when a break ends: on from where it was, back to where a preroll held it, or to the live edge. */
export type AfterAdBreak = 'playOn' | 'backToStart' | 'joinLive';

/**
 * A preroll holds a programme at its start, so it begins from there; a live channel's preroll covers airtime no one
 * kept for the viewer, so the channel joins live after it (a programme of the archive, live or not, starts where it
 * was asked for). Any other break resumes where the content was: a pauseroll on live resumes the viewer's own pause.
 */
export function afterAdBreak(slot: AdSlot, content: { isLive: boolean; joinsLive: boolean }): AfterAdBreak {
  if (slot !== 'preroll') return 'playOn';
  if (content.joinsLive) return 'joinLive';
  return content.isLive ? 'playOn' : 'backToStart';
}
