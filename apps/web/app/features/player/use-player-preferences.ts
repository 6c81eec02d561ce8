import { createPreferenceStorage, createSeriesPreferenceStorage, type PreferenceStorage } from '@efir/player';
import { useRef, useState } from 'react';

/**
 * The stored preferences (spec 2 §9), with audio and subtitle languages remembered per series. The player keeps
 * one storage for its life; the series it asks about follows the item now playing.
 */
export function usePlayerPreferences(seriesId: number | null): PreferenceStorage {
  const series = useRef(seriesId);
  series.current = seriesId;
  const [storage] = useState(() =>
    createSeriesPreferenceStorage(createPreferenceStorage(window.localStorage), window.localStorage, () => series.current),
  );
  return storage;
}
