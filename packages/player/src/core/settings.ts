import type { ReportReason } from './report';

/** The settings panel's screens (spec 2 §2, §4); null in the player state means the panel is closed. */
export type SettingsScreen =
  | { screen: 'main' }
  | { screen: 'quality' }
  | { screen: 'speed' }
  | { screen: 'subtitles' }
  | { screen: 'audio' }
  | { screen: 'report'; reasons: readonly ReportReason[] }
  | { screen: 'reportSuccess' };

export type SettingsSection = 'quality' | 'speed' | 'subtitles' | 'audio' | 'report';

export function openSection(section: SettingsSection): SettingsScreen {
  return section === 'report' ? { screen: 'report', reasons: [] } : { screen: section };
}

/** Back from a section or from the report's success screen leads to main; back from main closes the panel. */
export function settingsBack(settings: SettingsScreen | null): SettingsScreen | null {
  if (settings === null || settings.screen === 'main') return null;
  return { screen: 'main' };
}

export function toggleReportReason(reasons: readonly ReportReason[], reason: ReportReason): readonly ReportReason[] {
  return reasons.includes(reason) ? reasons.filter((ticked) => ticked !== reason) : [...reasons, reason];
}
