import { stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface MeasuredBitrate {
  /** Bits per second of the densest segment: DASH @bandwidth and HLS BANDWIDTH. */
  peak: number;
  /** Bits per second over the whole stream: HLS AVERAGE-BANDWIDTH. */
  average: number;
}

/** Measures a stream's bitrates from its segment sizes and the durations in its HLS media playlist. */
export async function measureBitrate(streamDir: string, mediaPlaylist: string): Promise<MeasuredBitrate> {
  const segments: { seconds: number; uri: string }[] = [];
  const lines = mediaPlaylist.split('\n');
  lines.forEach((line, i) => {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    const uri = lines.slice(i + 1).find((next) => next && !next.startsWith('#'));
    if (extinf && uri) segments.push({ seconds: Number(extinf[1]), uri });
  });
  if (segments.length === 0) throw new Error('media playlist lists no segments');
  const sized = await Promise.all(segments.map(async (s) => ({ ...s, bits: (await stat(join(streamDir, s.uri))).size * 8 })));
  const totalBits = sized.reduce((sum, s) => sum + s.bits, 0);
  const totalSeconds = sized.reduce((sum, s) => sum + s.seconds, 0);
  return {
    peak: Math.ceil(Math.max(...sized.map((s) => s.bits / s.seconds))),
    average: Math.ceil(totalBits / totalSeconds),
  };
}

/** Puts measured peaks in the MPD's Representation@bandwidth (ffmpeg writes the first segment's rate). */
export function withBandwidths(mpd: string, peaks: Map<number, number>): string {
  return mpd.replace(/(<Representation id="(\d+)"[^>]*?\bbandwidth=")\d+"/g, (whole, start: string, id: string) => {
    const peak = peaks.get(Number(id));
    return peak === undefined ? whole : `${start}${peak}"`;
  });
}
