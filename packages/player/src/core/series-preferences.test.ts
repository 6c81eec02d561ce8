import { describe, expect, it } from 'vitest';
import { createPreferenceStorage, type KeyValueStore } from './preferences';
import { createSeriesPreferenceStorage, SERIES_LANGUAGES_MAX } from './series-preferences';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('languages remembered per series', () => {
  it('audio and subtitles chosen in a series win on its other episodes, not elsewhere', () => {
    const store = memoryStore();
    let series: number | null = 20001;
    const storage = createSeriesPreferenceStorage(createPreferenceStorage(store), store, () => series);
    storage.save({ audio: 'rus', subtitle: null, volume: 0.5 });
    storage.save({ audio: 'eng', subtitle: 'rus' });
    series = 20002;
    storage.save({ audio: 'rus', subtitle: null });
    series = 20001;
    expect(storage.load()).toEqual({ audio: 'eng', subtitle: 'rus', volume: 0.5 });
    series = null;
    expect(storage.load()).toEqual({ audio: 'rus', subtitle: null, volume: 0.5 });
  });

  it('keeps the most recently changed series only', () => {
    const store = memoryStore();
    let series = 0;
    const storage = createSeriesPreferenceStorage(createPreferenceStorage(store), store, () => series);
    for (series = 1; series <= SERIES_LANGUAGES_MAX + 5; series += 1) storage.save({ audio: `a${series}` });
    const kept = Object.keys(JSON.parse(store.data.get('efir.player.series') ?? '{}'));
    expect(kept).toHaveLength(SERIES_LANGUAGES_MAX);
    expect(kept.at(-1)).toBe(String(SERIES_LANGUAGES_MAX + 5));
    expect(kept).not.toContain('1');
  });

  it('broken storage means the global preferences', () => {
    const store = memoryStore();
    store.data.set('efir.player.series', '{not json');
    const storage = createSeriesPreferenceStorage(createPreferenceStorage(store), store, () => 1);
    expect(storage.load()).toEqual({});
  });
});
