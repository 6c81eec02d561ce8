import type { OptionItem } from './options';

/** Height bands of spec 2 §9, highest first: a track is labelled by the first band its height reaches. */
const QUALITY_BANDS: readonly { label: string; minHeight: number }[] = [
  { label: '4K', minHeight: 1800 },
  { label: '2K', minHeight: 1260 },
  { label: '1080p', minHeight: 900 },
  { label: '720p', minHeight: 600 },
  { label: '480p', minHeight: 420 },
  { label: '360p', minHeight: 300 },
  { label: '240p', minHeight: 192 },
  { label: '144p', minHeight: 72 },
];
const QUALITY_MAX_HEIGHT = 2808;

/** The quality label of a video height, or null outside 72–2808 where spec 2 §9 names no band. */
export function qualityLabel(height: number): string | null {
  if (!(height <= QUALITY_MAX_HEIGHT)) return null;
  return QUALITY_BANDS.find((band) => height >= band.minHeight)?.label ?? null;
}

/**
 * The quality list: one entry per band (two encodings of 720p are one choice), best first. Values are the
 * labels, so a stored preference survives streams with slightly different heights. The "auto" entry and its
 * wording belong to the screen.
 */
export function qualityOptions(heights: readonly number[], active: string | null): OptionItem<string>[] {
  const labels = new Set<string>();
  for (const height of [...heights].sort((a, b) => b - a)) {
    const label = qualityLabel(height);
    if (label) labels.add(label);
  }
  return [...labels].map((label) => ({ title: label, value: label, active: label === active }));
}
