import type { LanguageTrack } from '../core/options';
import { AUTO_RESOLUTION } from '../core/preferences';
import { qualityLabel } from '../core/quality';
import type { Tracks } from '../core/state';
import type { ShakaAudioTrack, ShakaPlayer, ShakaTextTrack, ShakaVideoTrack } from './types';

const languageTrack = (track: { language: string; label: string | null }): LanguageTrack =>
  track.label ? { language: track.language, label: track.label } : { language: track.language };

/** Forced subtitles (signs, foreign lines) are shown by shaka on its own; the viewer chooses among the full ones. */
const choosableText = (tracks: readonly ShakaTextTrack[]) => tracks.filter((track) => !track.forced);

/**
 * The core's view of shaka's tracks. The quality is 'auto' while adaptation is on; subtitles are the active
 * text track's language, or null when none is shown.
 */
export function readTracks(player: ShakaPlayer, abrEnabled: boolean): Tracks {
  const videos = player.getVideoTracks();
  const heights = [...new Set(videos.map((track) => track.height).filter((height): height is number => height !== null))];
  const activeHeight = videos.find((track) => track.active)?.height ?? null;
  const resolution = abrEnabled || activeHeight === null ? AUTO_RESOLUTION : (qualityLabel(activeHeight) ?? AUTO_RESOLUTION);
  const texts = choosableText(player.getTextTracks());
  const audios = player.getAudioTracks();
  return {
    heights,
    resolution,
    subtitles: texts.map(languageTrack),
    subtitle: texts.find((track) => track.active)?.language ?? null,
    audios: audios.map(languageTrack),
    audio: audios.find((track) => track.active)?.language ?? null,
  };
}

/** The best encoding of a quality band: two 720p renditions are one choice, and the viewer gets the sharper. */
export function videoTrackFor(tracks: readonly ShakaVideoTrack[], label: string): ShakaVideoTrack | null {
  const matching = tracks.filter((track) => track.height !== null && qualityLabel(track.height) === label);
  return matching.sort((a, b) => b.bandwidth - a.bandwidth)[0] ?? null;
}

export function textTrackFor(tracks: readonly ShakaTextTrack[], language: string): ShakaTextTrack | null {
  return choosableText(tracks).find((track) => track.language === language) ?? null;
}

/** The main audio of a language over commentary or description tracks in the same language. */
export function audioTrackFor(tracks: readonly ShakaAudioTrack[], language: string): ShakaAudioTrack | null {
  const matching = tracks.filter((track) => track.language === language);
  return matching.find((track) => track.roles.length === 0 || track.roles.includes('main')) ?? matching[0] ?? null;
}
