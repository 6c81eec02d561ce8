import type { LoopClip, LoopStream } from './clip.js';
import { type LiveSegment, segmentsBetween } from './timeline.js';

/** Segment names of the live stream: the stream index and the live segment number. */
export const LIVE_SEGMENT_TEMPLATE = 'live-$RepresentationID$-$Number$.m4s';
export const liveSegmentName = (stream: number, number: number) => `live-${stream}-${number}.m4s`;
export const LIVE_SEGMENT_FILE = /^live-(\d+)-(\d+)\.m4s$/;

/** Spec 2 §9 "Live presentation delay 40 s", also announced by the stream so any player keeps it. */
export const LIVE_PRESENTATION_DELAY_S = 40;
/** How often players fetch the live manifest again: a few segments, so the window slides smoothly. */
export const MINIMUM_UPDATE_PERIOD_S = 6;
/** Longest segment a live stream may have (the packager cuts every 2 s); bounds the archive's edge search. */
const MAX_SEGMENT_S = 4;

const isoDuration = (seconds: number) => `PT${Number(seconds.toFixed(3))}S`;

/** `<S>` elements for contiguous segments, with runs of equal durations folded into `r`. */
export function segmentTimeline(segments: LiveSegment[]): string {
  const runs: { t: number; d: number; r: number }[] = [];
  for (const segment of segments) {
    const last = runs.at(-1);
    if (last && last.d === segment.duration && last.t + last.d * (last.r + 1) === segment.start) last.r += 1;
    else runs.push({ t: segment.start, d: segment.duration, r: 0 });
  }
  return runs.map(({ t, d, r }) => `<S t="${t}" d="${d}"${r ? ` r="${r}"` : ''} />`).join('');
}

type Window = { from: number; to: number };

/** The clip's manifest with the segment lists of `window` and without the subtitles, which do not loop. */
function withTimelines(
  clip: LoopClip,
  segmentsOf: (stream: LoopStream) => LiveSegment[],
  presentationTimeOffset: (stream: LoopStream) => number,
) {
  return clip.mpd
    .replace(/\s*<AdaptationSet[^>]*contentType="text"[\s\S]*?<\/AdaptationSet>/g, '')
    .replace(
      /(<Representation id="(\d+)"[^>]*>[\s\S]*?)<SegmentTemplate[^>]*>[\s\S]*?<\/SegmentTemplate>/g,
      (_all, head: string, id: string) => {
        const stream = clip.streams.get(Number(id));
        if (!stream) throw new Error(`${clip.id}: representation ${id} has no segments`);
        const segments = segmentsOf(stream);
        const offset = presentationTimeOffset(stream);
        return (
          `${head}<SegmentTemplate timescale="${stream.timescale}"${offset ? ` presentationTimeOffset="${offset}"` : ''} ` +
          `initialization="init-stream$RepresentationID$.m4s" media="${LIVE_SEGMENT_TEMPLATE}" startNumber="${segments[0]?.number ?? 1}">` +
          `<SegmentTimeline>${segmentTimeline(segments)}</SegmentTimeline></SegmentTemplate>`
        );
      },
    );
}

function withMpdAttributes(mpd: string, attributes: string): string {
  return mpd.replace(/<MPD([^>]*?)\s+type="static"[\s\S]*?minBufferTime="[^"]*"/, `<MPD$1 ${attributes}`);
}

/**
 * A dynamic MPD of the channel's endless stream (spec 2 §7): segments that ended within the last
 * `depthSeconds` before `now`, with availabilityStartTime at the epoch so media time is wall-clock time,
 * and the server's clock in UTCTiming so players agree with it on where "now" is.
 */
export function liveMpd(clip: LoopClip, now: Date, depthSeconds: number): string {
  const nowSeconds = now.getTime() / 1000;
  const window: Window = { from: nowSeconds - depthSeconds, to: nowSeconds };
  const mpd = withTimelines(
    clip,
    (stream) => segmentsBetween(stream, window.from, window.to),
    () => 0,
  );
  const attributes = [
    'type="dynamic"',
    'availabilityStartTime="1970-01-01T00:00:00Z"',
    `publishTime="${now.toISOString()}"`,
    `minimumUpdatePeriod="${isoDuration(MINIMUM_UPDATE_PERIOD_S)}"`,
    `timeShiftBufferDepth="${isoDuration(depthSeconds)}"`,
    `suggestedPresentationDelay="${isoDuration(LIVE_PRESENTATION_DELAY_S)}"`,
    'maxSegmentDuration="PT2S"',
    'minBufferTime="PT4S"',
  ].join(' ');
  return withMpdAttributes(mpd, attributes).replace(
    '</MPD>',
    `\t<UTCTiming schemeIdUri="urn:mpeg:dash:utc:direct:2014" value="${now.toISOString()}" />\n</MPD>`,
  );
}

/** Segments covering `from`–`to` (Unix seconds): the first may start a little before, the last end a little after. */
export function archiveSegments(stream: LoopStream, from: number, to: number): LiveSegment[] {
  const timescale = stream.timescale;
  return segmentsBetween(stream, from - MAX_SEGMENT_S, to + MAX_SEGMENT_S).filter(
    (s) => s.start + s.duration > from * timescale && s.start < to * timescale,
  );
}

/** A static MPD of a recorded programme, `from`–`to` in Unix seconds; its media time 0 is the programme start. */
export function archiveMpd(clip: LoopClip, from: number, to: number): string {
  const mpd = withTimelines(
    clip,
    (stream) => archiveSegments(stream, from, to),
    (stream) => from * stream.timescale,
  );
  const attributes = [
    'type="static"',
    `mediaPresentationDuration="${isoDuration(to - from)}"`,
    'maxSegmentDuration="PT2S"',
    'minBufferTime="PT4S"',
  ];
  return withMpdAttributes(mpd, attributes.join(' '));
}
