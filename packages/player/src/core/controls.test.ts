import { describe, expect, it } from 'vitest';
import { canHideUI, resumedAfterUserPause } from './selectors';
import { key, playingVod, run } from './test-support';

describe('play and pause', () => {
  it('the viewer pauses and plays', () => {
    const paused = run(playingVod(), [{ type: 'togglePlay' }], 4000);
    expect(paused.effects).toEqual([{ type: 'pause' }]);
    expect(paused.state).toMatchObject({ isPaused: true, pause: { by: 'user', atMs: 4000 } });
    const resumed = run(paused.state, [{ type: 'togglePlay' }], 9000);
    expect(resumed.effects).toEqual([{ type: 'play' }]);
    expect(resumed.state).toMatchObject({ isPaused: false, pause: null });
  });

  it('resuming after the viewer’s own pause is the pauseroll moment; after the player’s pause it is not', () => {
    const userPaused = run(playingVod(), [{ type: 'togglePlay' }]).state;
    expect(resumedAfterUserPause(userPaused, run(userPaused, [{ type: 'togglePlay' }]).state)).toBe(true);
    const errorPaused = run(playingVod(), [{ type: 'shakaError', error: { severity: 2, category: 3, code: 3016 } }]).state;
    expect(resumedAfterUserPause(errorPaused, run(errorPaused, [{ type: 'togglePlay' }]).state)).toBe(false);
  });

  it('Space and K toggle playback', () => {
    expect(run(playingVod(), [key('Space')]).effects).toEqual([{ type: 'pause' }]);
    expect(run(playingVod(), [key('KeyK')]).effects).toEqual([{ type: 'pause' }]);
  });

  it('holding a toggle key does not flip it back and forth', () => {
    const { effects } = run(playingVod(), [key('Space'), key('Space', true)], 0);
    const later = run(run(playingVod(), [key('Space')], 0).state, [key('Space', true)], 500);
    expect(effects).toEqual([{ type: 'pause' }]);
    expect(later.effects).toEqual([]);
  });
});

describe('on the picture', () => {
  const tap = (touch: boolean, uiWasShown: boolean) => ({ type: 'tapPicture', touch, uiWasShown }) as const;

  it('a mouse click plays or pauses', () => {
    expect(run(playingVod(), [tap(false, true)]).effects).toEqual([{ type: 'pause' }]);
  });

  it('a first tap of a finger shows the controls and keeps playing; a second hides them', () => {
    const hidden = { ...playingVod(), isShowUI: false };
    const shown = run(hidden, [tap(true, false)]);
    expect(shown).toEqual({ state: { ...hidden, isShowUI: true }, effects: [] });
    expect(run(shown.state, [tap(true, true)])).toEqual({ state: hidden, effects: [] });
    // Paused, the controls may still be hidden by a tap: the picture is the viewer's to look at.
    const paused = { ...playingVod(), isPaused: true };
    expect(run(paused, [tap(true, true)]).state.isShowUI).toBe(false);
  });

  it('a tap leaves the controls up while a panel is open', () => {
    const open = { ...playingVod(), settings: { screen: 'main' as const } };
    expect(run(open, [tap(true, true)]).state.isShowUI).toBe(true);
  });

  it('±10 s seek from where the picture is, within the timeline; not during an ad', () => {
    expect(run(playingVod(600), [{ type: 'skip', seconds: 10 }]).effects).toEqual([{ type: 'seek', from: 600, position: 610 }]);
    expect(run(playingVod(4), [{ type: 'skip', seconds: -10 }]).effects).toEqual([{ type: 'seek', from: 4, position: 0 }]);
    expect(run({ ...playingVod(), isAdPlaying: true }, [{ type: 'skip', seconds: 10 }]).effects).toEqual([]);
  });
});

describe('volume', () => {
  it('the slider sets the volume in 0.01 steps', () => {
    const { state, effects } = run(playingVod(), [{ type: 'setVolume', volume: 0.456 }]);
    expect(state).toMatchObject({ volume: 0.46, isMuted: false });
    expect(effects).toEqual([{ type: 'setVolume', volume: 0.46, muted: false }]);
  });

  it('volume keys change by 0.1', () => {
    expect(run(playingVod(), [key('ArrowUp')]).state.volume).toBe(0.9);
    expect(run(playingVod(), [key('ArrowDown')]).state.volume).toBe(0.7);
  });

  it('volume keys are throttled at 100 ms', () => {
    let step = run(playingVod(), [key('ArrowDown')], 0);
    step = run(step.state, [key('ArrowDown')], 99);
    expect(step.state.volume).toBe(0.7);
    expect(step.effects).toEqual([]);
    step = run(step.state, [key('ArrowDown', true)], 100);
    expect(step.state.volume).toBe(0.6);
  });

  it('unmuting at zero volume restores 0.8', () => {
    const silent = run(playingVod(), [{ type: 'setVolume', volume: 0 }]).state;
    expect(silent.isMuted).toBe(true);
    const { state, effects } = run(silent, [{ type: 'toggleMute' }]);
    expect(state).toMatchObject({ volume: 0.8, isMuted: false });
    expect(effects).toEqual([{ type: 'setVolume', volume: 0.8, muted: false }]);
  });

  it('the mute key toggle sets 1 when unmuting at zero volume', () => {
    const silent = run(playingVod(), [{ type: 'setVolume', volume: 0 }]).state;
    expect(run(silent, [key('KeyM')]).state).toMatchObject({ volume: 1, isMuted: false });
  });

  it('the mute button and key keep the volume otherwise', () => {
    const muted = run(playingVod(), [{ type: 'setVolume', volume: 0.4 }, { type: 'toggleMute' }]).state;
    expect(muted).toMatchObject({ volume: 0.4, isMuted: true });
    expect(run(muted, [key('KeyM')]).state).toMatchObject({ volume: 0.4, isMuted: false });
  });
});

describe('keyboard', () => {
  const inInput = { type: 'keyDown', code: 'Space', repeat: false, isTextInput: true } as const;

  it('shortcuts are disabled in text inputs', () => {
    const state = playingVod();
    expect(run(state, [inInput])).toEqual({ state, effects: [] });
  });

  it('single-key shortcuts can be turned off (WCAG 2.1.4)', () => {
    const off = run(playingVod(), [{ type: 'setSingleKeyShortcuts', enabled: false }]).state;
    expect(run(off, [key('KeyM'), key('KeyF'), key('KeyK')]).effects).toEqual([]);
    expect(run(off, [key('Space')]).effects).toEqual([{ type: 'pause' }]);
    const on = run(off, [{ type: 'setSingleKeyShortcuts', enabled: true }]).state;
    expect(run(on, [key('KeyF')]).effects).toEqual([{ type: 'setFullscreen', on: true }]);
  });

  it('a handled key shows the controls; an unknown key does not', () => {
    const hidden = { ...playingVod(), isShowUI: false };
    expect(run(hidden, [key('ArrowUp')]).state.isShowUI).toBe(true);
    expect(run(hidden, [key('KeyQ')]).state.isShowUI).toBe(false);
  });

  it('Escape closes the settings and side panels', () => {
    const open = { ...playingVod(), settings: { screen: 'speed' as const }, isSidePanelOpen: true };
    expect(run(open, [key('Escape')]).state).toMatchObject({ settings: null, isSidePanelOpen: false });
  });

  it('Escape leaves full screen once no panel is open, and only then', () => {
    const fullscreen = { ...playingVod(), isFullscreen: true };
    expect(run({ ...fullscreen, isSidePanelOpen: true }, [key('Escape')]).effects).toEqual([]);
    expect(run(fullscreen, [key('Escape')]).effects).toEqual([{ type: 'setFullscreen', on: false }]);
    expect(run(playingVod(), [key('Escape')]).effects).toEqual([]);
  });
});

describe('fullscreen and picture-in-picture', () => {
  it('the buttons ask the page to switch, and the flags follow what the page reports', () => {
    expect(run(playingVod(), [{ type: 'toggleFullscreen' }]).effects).toEqual([{ type: 'setFullscreen', on: true }]);
    expect(run({ ...playingVod(), isFullscreen: true }, [{ type: 'toggleFullscreen' }]).effects).toEqual([
      { type: 'setFullscreen', on: false },
    ]);
    expect(run(playingVod(), [{ type: 'togglePip' }]).effects).toEqual([{ type: 'setPip', on: true }]);
    expect(run({ ...playingVod(), isPip: true }, [{ type: 'togglePip' }]).effects).toEqual([{ type: 'setPip', on: false }]);
    expect(run(playingVod(), [{ type: 'toggleFullscreen' }]).state.isFullscreen).toBe(false);
  });
});

describe('controls visibility', () => {
  it('controls may hide while playing with nothing open', () => {
    const { state } = run(playingVod(), [{ type: 'hideUI' }]);
    expect(state.isShowUI).toBe(false);
    expect(run(state, [{ type: 'userActivity' }]).state.isShowUI).toBe(true);
  });

  it.each([
    ['a settings panel is open', { settings: { screen: 'main' as const } }],
    ['the side panel is open', { isSidePanelOpen: true }],
    ['the player is paused', { isPaused: true }],
    ['rewinding', { rewind: { by: 'keys' as const, from: 0, to: 15 } }],
  ])('controls stay while %s', (_, patch) => {
    const state = { ...playingVod(), ...patch };
    expect(canHideUI(state)).toBe(false);
    expect(run(state, [{ type: 'hideUI' }]).state.isShowUI).toBe(true);
  });

  it('opening the side panel shows the controls', () => {
    expect(run({ ...playingVod(), isShowUI: false }, [{ type: 'setSidePanel', open: true }]).state).toMatchObject({
      isSidePanelOpen: true,
      isShowUI: true,
    });
  });
});
