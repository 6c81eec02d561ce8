import { DEFAULT_VOLUME } from './constants';
import { isPlaybackSpeed, type PlaybackSpeed } from './speed';
import { normalizeVolume } from './volume';

/** The viewer's choices kept between sessions (spec 2 §9 "Stored preferences"). */
export type Preferences = {
  volume: number;
  muted: boolean;
  speed: PlaybackSpeed;
  /** A quality label ("720p") or 'auto'. */
  resolution: string;
  /** A subtitle language, or null for subtitles off. */
  subtitle: string | null;
  /** An audio language. */
  audio: string;
};

export type StoredPreferences = Partial<Preferences>;

/** What the current stream offers; 'auto' quality and subtitles off are always available. */
export type AvailableTracks = { resolutions: readonly string[]; subtitles: readonly string[]; audios: readonly string[] };

export const AUTO_RESOLUTION = 'auto';

/** The stored preferences still available on this stream (spec 2 §5); the rest keep the stream's defaults. */
export function applyPreferences(available: AvailableTracks, stored: StoredPreferences): StoredPreferences {
  const applied: StoredPreferences = {};
  if (typeof stored.volume === 'number' && stored.volume >= 0 && stored.volume <= 1) applied.volume = normalizeVolume(stored.volume);
  if (typeof stored.muted === 'boolean') applied.muted = stored.muted;
  if (isPlaybackSpeed(stored.speed)) applied.speed = stored.speed;
  if (stored.resolution === AUTO_RESOLUTION || (stored.resolution !== undefined && available.resolutions.includes(stored.resolution))) {
    applied.resolution = stored.resolution;
  }
  if (stored.subtitle === null || (stored.subtitle !== undefined && available.subtitles.includes(stored.subtitle))) {
    applied.subtitle = stored.subtitle;
  }
  if (stored.audio !== undefined && available.audios.includes(stored.audio)) applied.audio = stored.audio;
  return applied;
}

const NOTHING_OFFERED: AvailableTracks = { resolutions: [], subtitles: [], audios: [] };

/** Sound and speed, known before any stream: the stored ones, else the player's defaults. */
export function storedSound(stored: StoredPreferences): { volume: number; isMuted: boolean; speed: PlaybackSpeed } {
  const { volume, muted, speed } = applyPreferences(NOTHING_OFFERED, stored);
  return { volume: volume ?? DEFAULT_VOLUME, isMuted: muted ?? false, speed: speed ?? 1 };
}

export interface PreferenceStorage {
  /** `available`: what the stream offers, when its tracks are known, for a storage whose default depends on them. */
  load(available?: AvailableTracks): StoredPreferences;
  save(changes: StoredPreferences): void;
}

/** The subset of the Web Storage API the player needs, so tests and non-browser hosts can pass a map. */
export type KeyValueStore = { getItem(key: string): string | null; setItem(key: string, value: string): void };

export const PREFERENCES_STORAGE_KEY = 'efir.player.preferences';

/**
 * Preferences as one JSON entry. Storage may throw (quota, Safari private mode, sandboxed iframes of the
 * embedded player) or hold another version's data: either way the player plays with its defaults.
 */
export function createPreferenceStorage(store: KeyValueStore, key = PREFERENCES_STORAGE_KEY): PreferenceStorage {
  const load = (): StoredPreferences => {
    try {
      const parsed: unknown = JSON.parse(store.getItem(key) ?? '{}');
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredPreferences) : {};
    } catch {
      return {};
    }
  };
  return {
    load,
    save(changes) {
      try {
        store.setItem(key, JSON.stringify({ ...load(), ...changes }));
      } catch {
        // Not remembering a choice is better than interrupting playback.
      }
    },
  };
}
