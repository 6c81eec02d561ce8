import type { Tracks } from '../core/state';

/** The end of the buffered range the playhead is in; the playhead itself when nothing ahead is buffered. */
export function bufferedEnd(media: Pick<HTMLMediaElement, 'buffered' | 'currentTime'>): number {
  const { buffered, currentTime } = media;
  for (let index = 0; index < buffered.length; index += 1) {
    if (buffered.start(index) <= currentTime && currentTime <= buffered.end(index)) return buffered.end(index);
  }
  return currentTime;
}

const sameLanguages = (a: Tracks['subtitles'], b: Tracks['subtitles']) =>
  a.length === b.length && a.every((track, index) => track.language === b[index]?.language && track.label === b[index]?.label);

/** shaka fires track events for changes the core does not see (bitrate within a band); those are not news. */
export function sameTracks(a: Tracks, b: Tracks): boolean {
  return (
    a.resolution === b.resolution &&
    a.subtitle === b.subtitle &&
    a.audio === b.audio &&
    a.heights.length === b.heights.length &&
    a.heights.every((height, index) => height === b.heights[index]) &&
    sameLanguages(a.subtitles, b.subtitles) &&
    sameLanguages(a.audios, b.audios)
  );
}
