import { describe, expect, it } from 'vitest';
import { settingsBack } from './settings';
import { playingVod, run } from './test-support';

const openAt = (section: 'quality' | 'speed' | 'subtitles' | 'audio' | 'report') =>
  run(playingVod(), [{ type: 'openSettings' }, { type: 'openSettingsSection', section }]).state;

describe('settings panel', () => {
  it('opens on the main screen', () => {
    expect(run(playingVod(), [{ type: 'openSettings' }]).state.settings).toEqual({ screen: 'main' });
  });

  it.each(['quality', 'speed', 'subtitles', 'audio'] as const)('goes from main to %s and back to main', (section) => {
    const state = openAt(section);
    expect(state.settings).toEqual({ screen: section });
    expect(run(state, [{ type: 'settingsBack' }]).state.settings).toEqual({ screen: 'main' });
  });

  it('back from main closes the panel, as does the close button', () => {
    expect(run(playingVod(), [{ type: 'openSettings' }, { type: 'settingsBack' }]).state.settings).toBeNull();
    expect(run(openAt('speed'), [{ type: 'closeSettings' }]).state.settings).toBeNull();
    expect(settingsBack(null)).toBeNull();
  });

  it('choosing a quality applies it and returns to main', () => {
    const { state, effects } = run(openAt('quality'), [{ type: 'selectQuality', value: '480p' }]);
    expect(effects).toEqual([{ type: 'selectQuality', value: '480p' }]);
    expect(state.tracks.resolution).toBe('480p');
    expect(state.settings).toEqual({ screen: 'main' });
  });

  it('choosing a speed applies one of the allowed speeds only', () => {
    expect(run(openAt('speed'), [{ type: 'selectSpeed', speed: 1.25 }])).toMatchObject({
      state: { speed: 1.25, settings: { screen: 'main' } },
      effects: [{ type: 'setSpeed', speed: 1.25 }],
    });
    const refused = run(openAt('speed'), [{ type: 'selectSpeed', speed: 3 }]);
    expect(refused.effects).toEqual([]);
    expect(refused.state.speed).toBe(1);
  });

  it('choosing subtitles (or none) and audio applies them', () => {
    const subtitles = run(openAt('subtitles'), [
      { type: 'selectSubtitle', language: 'en' },
      { type: 'selectSubtitle', language: null },
    ]);
    expect(subtitles.effects).toEqual([
      { type: 'selectSubtitle', language: 'en' },
      { type: 'selectSubtitle', language: null },
    ]);
    expect(subtitles.state.tracks.subtitle).toBeNull();
    const audio = run(openAt('audio'), [{ type: 'selectAudio', language: 'hy' }]);
    expect(audio.effects).toEqual([{ type: 'selectAudio', language: 'hy' }]);
    expect(audio.state.tracks.audio).toBe('hy');
  });
});

describe('problem report', () => {
  it('starts with no reason ticked and submit disabled', () => {
    const state = openAt('report');
    expect(state.settings).toEqual({ screen: 'report', reasons: [] });
    expect(run(state, [{ type: 'submitReport' }])).toEqual({ state, effects: [] });
  });

  it('ticks and unticks reasons', () => {
    const { state } = run(openAt('report'), [
      { type: 'toggleReportReason', reason: 'no_sound' },
      { type: 'toggleReportReason', reason: 'poor_quality' },
      { type: 'toggleReportReason', reason: 'no_sound' },
    ]);
    expect(state.settings).toEqual({ screen: 'report', reasons: ['poor_quality'] });
  });

  it('submits the ticked reasons, shows success, then goes back to main', () => {
    const submitted = run(openAt('report'), [{ type: 'toggleReportReason', reason: 'out_of_sync' }, { type: 'submitReport' }]);
    expect(submitted.effects).toEqual([{ type: 'sendReport', reasons: ['out_of_sync'] }]);
    expect(submitted.state.settings).toEqual({ screen: 'reportSuccess' });
    expect(run(submitted.state, [{ type: 'settingsBack' }]).state.settings).toEqual({ screen: 'main' });
  });

  it('ignores reason ticks and submits outside the report screen', () => {
    const state = openAt('speed');
    expect(run(state, [{ type: 'toggleReportReason', reason: 'no_sound' }, { type: 'submitReport' }])).toEqual({ state, effects: [] });
  });
});
