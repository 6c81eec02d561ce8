import type { PreferenceStorage, StoredPreferences } from '@efir/player';
import { describe, expect, it } from 'vitest';
import { createLyricsPreferenceStorage, defaultLyrics, LYRICS_STORAGE_KEY } from './lyrics-preferences';

const available = { resolutions: ['720p'], subtitles: ['rus', 'eng'], audios: ['rus'] };

function memory(initial: StoredPreferences = {}) {
  let stored = initial;
  const base: PreferenceStorage = {
    load: () => stored,
    save: (changes) => {
      stored = { ...stored, ...changes };
    },
  };
  const map = new Map<string, string>();
  const store = { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
  return { base, store, map, stored: () => stored };
}

describe('karaoke lyrics', () => {
  it('are on by default, in the interface’s language when the song has it, else in its first', () => {
    const { base, store } = memory({ subtitle: null, volume: 0.4 });
    expect(createLyricsPreferenceStorage(base, store, 'eng').load(available)).toEqual({ volume: 0.4, subtitle: 'eng' });
    expect(createLyricsPreferenceStorage(base, store, 'hye').load(available)).toMatchObject({ subtitle: 'rus' });
    expect(defaultLyrics({ ...available, subtitles: [] }, 'rus')).toBeNull();
  });

  it('keep the viewer’s own choice on karaoke, off included, without touching films’ subtitles', () => {
    const { base, store, map, stored } = memory({ subtitle: 'eng' });
    const lyrics = createLyricsPreferenceStorage(base, store, 'rus');
    lyrics.save({ subtitle: null, volume: 0.7 });
    expect(map.get(LYRICS_STORAGE_KEY)).toBe('null');
    expect(stored()).toEqual({ subtitle: 'eng', volume: 0.7 });
    expect(lyrics.load(available)).toMatchObject({ subtitle: null, volume: 0.7 });
  });
});
