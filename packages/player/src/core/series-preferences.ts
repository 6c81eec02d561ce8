import type { KeyValueStore, PreferenceStorage, Preferences, StoredPreferences } from './preferences';

export const SERIES_LANGUAGES_STORAGE_KEY = 'efir.player.series';
/** Series remembered; the least recently changed go first, so the entry stays small. */
export const SERIES_LANGUAGES_MAX = 50;

type SeriesLanguages = Partial<Pick<Preferences, 'audio' | 'subtitle'>>;
type SeriesMap = Record<string, SeriesLanguages>;

function readMap(store: KeyValueStore): SeriesMap {
  try {
    const parsed: unknown = JSON.parse(store.getItem(SERIES_LANGUAGES_STORAGE_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SeriesMap) : {};
  } catch {
    return {};
  }
}

/**
 * Binge-watching: the audio and subtitle languages chosen while watching a series are remembered for that
 * series and win over the global preferences on its other episodes. Everything else is the base storage's.
 */
export function createSeriesPreferenceStorage(
  base: PreferenceStorage,
  store: KeyValueStore,
  seriesId: () => string | number | null,
): PreferenceStorage {
  return {
    load(): StoredPreferences {
      const series = seriesId();
      return series === null ? base.load() : { ...base.load(), ...readMap(store)[String(series)] };
    },
    save(changes) {
      base.save(changes);
      const series = seriesId();
      if (series === null || (!('audio' in changes) && !('subtitle' in changes))) return;
      const map = readMap(store);
      const key = String(series);
      const entry: SeriesLanguages = { ...map[key] };
      if (changes.audio !== undefined) entry.audio = changes.audio;
      if (changes.subtitle !== undefined) entry.subtitle = changes.subtitle;
      delete map[key];
      const kept = Object.entries(map).slice(-(SERIES_LANGUAGES_MAX - 1));
      try {
        store.setItem(SERIES_LANGUAGES_STORAGE_KEY, JSON.stringify(Object.fromEntries([...kept, [key, entry]])));
      } catch {
        // As with the base preferences: forgetting a choice must not stop playback.
      }
    },
  };
}
