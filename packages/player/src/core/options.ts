import { PLAYBACK_SPEEDS } from './constants';
import type { PlaybackSpeed } from './speed';

/** One entry of the resolutions, speeds, subtitles or audios list (spec 2 §3). */
export type OptionItem<V> = { title: string; value: V; active: boolean };

/** A subtitle or audio track as the adapter sees it; `label` is the stream's own name for it, if any. */
export type LanguageTrack = { language: string; label?: string };

export function speedOptions(active: number): OptionItem<PlaybackSpeed>[] {
  return PLAYBACK_SPEEDS.map((speed) => ({ title: String(speed), value: speed, active: speed === active }));
}

/**
 * Subtitle or audio choices keyed by language: a stream lists one language per bitrate or role, the viewer
 * chooses a language once. The first track's label names the entry.
 */
export function languageOptions(tracks: readonly LanguageTrack[], active: string | null): OptionItem<string>[] {
  const byLanguage = new Map<string, OptionItem<string>>();
  for (const track of tracks) {
    if (byLanguage.has(track.language)) continue;
    byLanguage.set(track.language, { title: track.label || track.language, value: track.language, active: track.language === active });
  }
  return [...byLanguage.values()];
}
