import { describe, expect, it } from 'vitest';
import { applyPreferences, createPreferenceStorage, type KeyValueStore, PREFERENCES_STORAGE_KEY } from './preferences';

const available = { resolutions: ['1080p', '720p'], subtitles: ['ru', 'en'], audios: ['ru', 'en'] };

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('stored preferences', () => {
  it('apply volume, muted, speed, resolution, subtitle and audio when the stream still offers them', () => {
    const stored = { volume: 0.35, muted: true, speed: 1.5 as const, resolution: '720p', subtitle: 'en', audio: 'en' };
    expect(applyPreferences(available, stored)).toEqual(stored);
  });

  it('leave out a resolution, subtitle or audio the stream no longer has', () => {
    expect(applyPreferences(available, { resolution: '4K', subtitle: 'de', audio: 'hy' })).toEqual({});
  });

  it('always allow auto quality and subtitles off', () => {
    expect(applyPreferences({ resolutions: [], subtitles: [], audios: [] }, { resolution: 'auto', subtitle: null })).toEqual({
      resolution: 'auto',
      subtitle: null,
    });
  });

  it('ignore a speed outside the allowed list and a volume outside 0–1', () => {
    expect(applyPreferences(available, { speed: 3 as never, volume: 1.5 })).toEqual({});
    expect(applyPreferences(available, { volume: -0.1 })).toEqual({});
  });

  it('ignore values of the wrong type from another version of the app', () => {
    expect(applyPreferences(available, { volume: '0.5', muted: 'yes', subtitle: 7, audio: ['ru'] } as never)).toEqual({});
  });

  it('snap a stored volume to the 0.01 grid', () => {
    expect(applyPreferences(available, { volume: 0.333 })).toEqual({ volume: 0.33 });
  });
});

describe('preference storage', () => {
  it('round-trips preferences as one JSON entry, merging changes', () => {
    const store = memoryStore();
    const storage = createPreferenceStorage(store);
    storage.save({ volume: 0.4 });
    storage.save({ speed: 2 });
    expect(JSON.parse(store.data[PREFERENCES_STORAGE_KEY] ?? '')).toEqual({ volume: 0.4, speed: 2 });
    expect(storage.load()).toEqual({ volume: 0.4, speed: 2 });
  });

  it('reads nothing from an empty, corrupt or non-object entry', () => {
    expect(createPreferenceStorage(memoryStore()).load()).toEqual({});
    expect(createPreferenceStorage(memoryStore({ [PREFERENCES_STORAGE_KEY]: '{oops' })).load()).toEqual({});
    expect(createPreferenceStorage(memoryStore({ [PREFERENCES_STORAGE_KEY]: '[1]' })).load()).toEqual({});
    expect(createPreferenceStorage(memoryStore({ [PREFERENCES_STORAGE_KEY]: 'null' })).load()).toEqual({});
  });

  it('keeps playing when storage throws (private mode, sandboxed embeds)', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const storage = createPreferenceStorage(broken);
    expect(storage.load()).toEqual({});
    expect(() => storage.save({ volume: 1 })).not.toThrow();
  });

  it('can keep separate entries under separate keys', () => {
    const store = memoryStore();
    createPreferenceStorage(store, 'embed').save({ muted: true });
    expect(createPreferenceStorage(store).load()).toEqual({});
    expect(createPreferenceStorage(store, 'embed').load()).toEqual({ muted: true });
  });
});
