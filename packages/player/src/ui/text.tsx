import { createContext, useContext } from 'react';

/**
 * Every text the player shows, by key; the host app translates them (apps/web keeps them as `player.<key>`).
 * The spec's fixed Russian texts (report reasons, "Скоро все починим") come from the core instead.
 */
export const PLAYER_TEXT_KEYS = [
  'region',
  'play',
  'pause',
  'replay',
  'mute',
  'unmute',
  'volume',
  'timeline',
  'time_of',
  'live',
  'fullscreen',
  'exit_fullscreen',
  'pip',
  'exit_pip',
  'captions_on',
  'captions_off',
  'settings',
  'settings_quality',
  'settings_speed',
  'settings_subtitles',
  'settings_audio',
  'settings_report',
  'back',
  'close',
  'auto',
  'off',
  'speed_normal',
  'report_title',
  'report_submit',
  'report_done',
  'needs_gesture',
  'loading',
  'error_network',
  'error_technical',
  'error_access_ended',
  'retry',
  'skip_intro',
  'up_next',
  'up_next_in',
  'play_now',
  'cancel',
  'view_limit_title',
  'view_limit_text',
  'trailer',
  'no_archive',
  'go_live',
  'rewind',
  'skip_back',
  'skip_forward',
  'ad_label',
  'ad_skip',
  'ad_skip_in',
  'ad_learn_more',
] as const;

export type PlayerTextKey = (typeof PLAYER_TEXT_KEYS)[number];
export type Translate = (key: PlayerTextKey, values?: Record<string, string | number>) => string;

/** The translation function and the interface language (a BCP 47 tag, for language names of tracks). */
export type PlayerText = { t: Translate; locale: string };

const PlayerTextContext = createContext<PlayerText>({ t: (key) => key, locale: 'ru' });

export const PlayerTextProvider = PlayerTextContext.Provider;

export function usePlayerText(): PlayerText {
  return useContext(PlayerTextContext);
}

/** A track's language as the viewer reads it ("English"), the stream's own label when there is one. */
export function languageName(code: string, locale: string, label?: string): string {
  if (label) return label;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : code;
  } catch {
    return code;
  }
}
