import { go, stay, type Transition } from './effects';
import type { SettingsEvent } from './events';
import { canSubmitReport } from './report';
import { openSection, settingsBack, toggleReportReason } from './settings';
import { isPlaybackSpeed } from './speed';
import type { PlayerState } from './state';

const MAIN = { screen: 'main' } as const;

/** The settings panel: main → a section → back to main; a choice applies and returns to main (spec 2 §4). */
export function settingsNext(state: PlayerState, event: SettingsEvent): Transition {
  const { settings, tracks } = state;
  switch (event.type) {
    case 'openSettings':
      return stay({ ...state, settings: MAIN, isShowUI: true });
    case 'closeSettings':
      return stay({ ...state, settings: null });
    case 'openSettingsSection':
      return stay({ ...state, settings: openSection(event.section) });
    case 'settingsBack':
      return stay({ ...state, settings: settingsBack(settings) });
    case 'selectQuality':
      return go(
        { ...state, settings: MAIN, tracks: { ...tracks, resolution: event.value } },
        { type: 'selectQuality', value: event.value },
      );
    case 'selectSpeed':
      if (!isPlaybackSpeed(event.speed)) return stay(state);
      return go({ ...state, settings: MAIN, speed: event.speed }, { type: 'setSpeed', speed: event.speed });
    case 'selectSubtitle':
      return go(
        { ...state, settings: MAIN, tracks: { ...tracks, subtitle: event.language } },
        { type: 'selectSubtitle', language: event.language },
      );
    case 'selectAudio':
      return go(
        { ...state, settings: MAIN, tracks: { ...tracks, audio: event.language } },
        { type: 'selectAudio', language: event.language },
      );
    case 'toggleReportReason':
      if (settings?.screen !== 'report') return stay(state);
      return stay({ ...state, settings: { screen: 'report', reasons: toggleReportReason(settings.reasons, event.reason) } });
    case 'submitReport':
      if (settings?.screen !== 'report' || !canSubmitReport(settings.reasons)) return stay(state);
      return go({ ...state, settings: { screen: 'reportSuccess' } }, { type: 'sendReport', reasons: settings.reasons });
  }
}
