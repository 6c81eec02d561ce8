import type { AvailableTracks, KeyValueStore, PreferenceStorage, StoredPreferences } from '@efir/player';

/** The viewer's lyrics choice on karaoke (a language, or null for off), kept apart from films' subtitles. */
export const LYRICS_STORAGE_KEY = 'efir.karaoke.lyrics';

function readLyrics(store: KeyValueStore): string | null | undefined {
  try {
    const parsed: unknown = JSON.parse(store.getItem(LYRICS_STORAGE_KEY) ?? 'undefined');
    return typeof parsed === 'string' || parsed === null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Lyrics in the interface's language when the song has them, else the song's first; none when it has none. */
export function defaultLyrics(available: AvailableTracks | undefined, language: string): string | null {
  const offered = available?.subtitles ?? [];
  return offered.includes(language) ? language : (offered[0] ?? null);
}

/**
 * Karaoke shows its lyrics (the songs' subtitle tracks) from the start: the viewer's own choice when they made one
 * on karaoke (turning them off included), else a track the song has. Sound, speed and quality are the player's.
 */
export function createLyricsPreferenceStorage(base: PreferenceStorage, store: KeyValueStore, language: string): PreferenceStorage {
  return {
    load(available): StoredPreferences {
      const { subtitle: _filmsChoice, ...rest } = base.load(available);
      const chosen = readLyrics(store);
      return { ...rest, subtitle: chosen === undefined ? defaultLyrics(available, language) : chosen };
    },
    save({ subtitle, ...rest }) {
      if (Object.keys(rest).length > 0) base.save(rest);
      if (subtitle === undefined) return;
      try {
        store.setItem(LYRICS_STORAGE_KEY, JSON.stringify(subtitle));
      } catch {
        // Not remembering the choice must not stop the song.
      }
    },
  };
}
