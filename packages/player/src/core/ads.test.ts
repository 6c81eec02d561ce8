import { describe, expect, it } from 'vitest';
import { adErrorCode, adErrorReport, adResultCode, checkAdUrl } from './ad-errors';
import { type AdSchedule, afterAdBreak, createAdSchedule, markAdBreakPlayed, nextAdBreak, nextAdState } from './ads';

const ALL_SLOTS = ['preroll', 'midroll', 'pauseroll', 'postroll'] as const;
const vod = (midrollPositions: number[] = []) => createAdSchedule({ isLive: false, slots: ALL_SLOTS, midrollPositions });
const live = () => createAdSchedule({ isLive: true, slots: ALL_SLOTS });
const MINUTE_MS = 60_000;

describe('ad state', () => {
  it('goes playing on a break and ended after it; a blocker makes it blocked for good', () => {
    expect(nextAdState('available', 'breakStarted')).toBe('playing');
    expect(nextAdState('playing', 'breakEnded')).toBe('ended');
    expect(nextAdState('ended', 'breakStarted')).toBe('playing');
    expect(nextAdState('available', 'blockerDetected')).toBe('blocked');
    expect(nextAdState('blocked', 'breakStarted')).toBe('blocked');
  });
});

describe('preroll', () => {
  it('plays at start when the current time is under 5 s', () => {
    expect(nextAdBreak(vod(), 'available', { at: 'start', currentTime: 4.9 })).toEqual({
      slot: 'preroll',
      maxAds: 4,
      midrollPositions: [],
    });
  });

  it('does not play when starting from 5 s on (a resumed film)', () => {
    expect(nextAdBreak(vod(), 'available', { at: 'start', currentTime: 5 })).toBeNull();
  });

  it('plays on live wherever it starts, with 1 ad', () => {
    expect(nextAdBreak(live(), 'available', { at: 'start', currentTime: 1_700_000_000 })).toEqual({
      slot: 'preroll',
      maxAds: 1,
      midrollPositions: [],
    });
  });

  it('is used once', () => {
    const schedule = vod();
    const adBreak = nextAdBreak(schedule, 'available', { at: 'start', currentTime: 0 });
    const used = markAdBreakPlayed(schedule, adBreak!, 0);
    expect(nextAdBreak(used, 'ended', { at: 'start', currentTime: 0 })).toBeNull();
  });
});

describe('midroll', () => {
  it('is checked each second only after 5 s of playback', () => {
    const schedule = vod([3]);
    expect(nextAdBreak(schedule, 'available', { at: 'tick', currentTime: 4, playedSeconds: 4 })).toBeNull();
    expect(nextAdBreak(schedule, 'available', { at: 'tick', currentTime: 5, playedSeconds: 5 })).toMatchObject({
      slot: 'midroll',
      midrollPositions: [3],
    });
  });

  it('plays at each configured position once', () => {
    let schedule: AdSchedule = vod([600, 1200]);
    const first = nextAdBreak(schedule, 'available', { at: 'tick', currentTime: 600, playedSeconds: 600 });
    expect(first).toEqual({ slot: 'midroll', maxAds: 4, midrollPositions: [600] });
    schedule = markAdBreakPlayed(schedule, first!, 0);
    expect(nextAdBreak(schedule, 'ended', { at: 'tick', currentTime: 601, playedSeconds: 601 })).toBeNull();
    expect(nextAdBreak(schedule, 'ended', { at: 'tick', currentTime: 1200, playedSeconds: 1200 })).toMatchObject({
      midrollPositions: [1200],
    });
  });

  it('a seek past several positions plays one break covering them all', () => {
    const schedule = vod([600, 1200, 1800]);
    const adBreak = nextAdBreak(schedule, 'available', { at: 'tick', currentTime: 1500, playedSeconds: 30 });
    expect(adBreak?.midrollPositions).toEqual([600, 1200]);
    const used = markAdBreakPlayed(schedule, adBreak!, 0);
    expect(nextAdBreak(used, 'ended', { at: 'tick', currentTime: 1501, playedSeconds: 31 })).toBeNull();
  });

  it('waits for a configured position', () => {
    expect(nextAdBreak(vod([600]), 'available', { at: 'tick', currentTime: 599, playedSeconds: 599 })).toBeNull();
    expect(nextAdBreak(vod(), 'available', { at: 'tick', currentTime: 599, playedSeconds: 599 })).toBeNull();
  });
});

describe('pauseroll', () => {
  const resume = (nowMs: number) => ({ at: 'resume', afterUserPause: true, nowMs }) as const;

  it('plays when resuming after a user pause', () => {
    expect(nextAdBreak(vod(), 'available', resume(0))).toEqual({ slot: 'pauseroll', maxAds: 4, midrollPositions: [] });
  });

  it('does not play when resuming after any other pause', () => {
    expect(nextAdBreak(vod(), 'available', { at: 'resume', afterUserPause: false, nowMs: 0 })).toBeNull();
  });

  it('plays at most once per 5 minutes and is not used up', () => {
    const schedule = markAdBreakPlayed(vod(), nextAdBreak(vod(), 'available', resume(MINUTE_MS))!, MINUTE_MS);
    expect(nextAdBreak(schedule, 'ended', resume(MINUTE_MS + 5 * MINUTE_MS - 1))).toBeNull();
    expect(nextAdBreak(schedule, 'ended', resume(MINUTE_MS + 5 * MINUTE_MS))).toMatchObject({ slot: 'pauseroll' });
  });
});

describe('postroll', () => {
  it('plays at the end, once', () => {
    const adBreak = nextAdBreak(vod(), 'available', { at: 'end' });
    expect(adBreak).toEqual({ slot: 'postroll', maxAds: 4, midrollPositions: [] });
    expect(nextAdBreak(markAdBreakPlayed(vod(), adBreak!, 0), 'ended', { at: 'end' })).toBeNull();
  });
});

describe('any slot', () => {
  it('plays only when the asset has a URL builder for it', () => {
    const prerollOnly = createAdSchedule({ isLive: false, slots: ['preroll'] });
    expect(nextAdBreak(prerollOnly, 'available', { at: 'end' })).toBeNull();
    expect(nextAdBreak(prerollOnly, 'available', { at: 'start', currentTime: 0 })).not.toBeNull();
  });

  it('never plays over an ad or past an ad blocker', () => {
    expect(nextAdBreak(vod(), 'playing', { at: 'end' })).toBeNull();
    expect(nextAdBreak(vod(), 'blocked', { at: 'start', currentTime: 0 })).toBeNull();
  });
});

describe('after a break', () => {
  it('a live channel joins the live edge after its preroll, and a pauseroll resumes the viewer’s own pause', () => {
    expect(afterAdBreak('preroll', { isLive: true, joinsLive: true })).toBe('joinLive');
    expect(afterAdBreak('pauseroll', { isLive: true, joinsLive: true })).toBe('playOn');
  });

  it('a programme goes back to where its preroll held it; an archive programme on air plays on from its start', () => {
    expect(afterAdBreak('preroll', { isLive: false, joinsLive: false })).toBe('backToStart');
    expect(afterAdBreak('preroll', { isLive: true, joinsLive: false })).toBe('playOn');
    for (const slot of ['midroll', 'pauseroll', 'postroll'] as const)
      expect(afterAdBreak(slot, { isLive: false, joinsLive: false })).toBe('playOn');
  });
});

describe('ad errors', () => {
  it('are numbered by position: AD_BLOCKING_BY_USER is 1, NO_AD_SECTION is 2', () => {
    expect(adErrorCode('AD_BLOCKING_BY_USER')).toBe(1);
    expect(adErrorCode('NO_AD_SECTION')).toBe(2);
    expect(adErrorCode('SMTH_WRONG_WITH_MAKING_VAST_URL')).toBe(3);
  });

  it('NO_AD_SECTION is result code 1 and not reported; other failures are -1 and reported as 1-5-code', () => {
    expect(adResultCode('NO_AD_SECTION')).toBe(1);
    expect(adErrorReport('NO_AD_SECTION')).toBeNull();
    expect(adResultCode('VAST_INVALID_XML')).toBe(-1);
    expect(adErrorReport('AD_BLOCKING_BY_USER')).toEqual({ reason: '1-5-1', message: 'AD_BLOCKING_BY_USER' });
  });

  it('an ad URL must start with http', () => {
    expect(checkAdUrl('https://ads.example/vast?slot=preroll')).toBeNull();
    expect(checkAdUrl('http://ads.example/vast')).toBeNull();
    expect(checkAdUrl('//ads.example/vast')).toBe('SMTH_WRONG_WITH_MAKING_VAST_URL');
    expect(checkAdUrl('')).toBe('SMTH_WRONG_WITH_MAKING_VAST_URL');
  });
});
