import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../ffmpeg.js';
import {
  AUDIO_BITRATE_KBPS,
  AUDIO_LANGUAGES,
  AUDIO_SAMPLE_RATE,
  type ClipPattern,
  type ClipSpec,
  DASH_MANIFEST,
  FRAME_RATE,
  HLS_MASTER,
  RENDITIONS,
  SEGMENT_SECONDS,
  THUMB_HEIGHT,
  THUMB_WIDTH,
  THUMBNAILS_START_SECOND,
  THUMBS_PER_SPRITE,
  thumbnailCount,
  VIDEO_CRF,
} from './clip.js';

export const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
export const spriteName = (index: number) => `thumbnails-${index + 1}.jpg`;

/** Patterns are drawn at 320x180 and scaled up: smooth pictures are cheap for x264, and only the text needs to be sharp. */
function sourceFilter(pattern: ClipPattern, seed: number, duration: number): string {
  const common = `r=${FRAME_RATE}`;
  switch (pattern) {
    case 'testsrc2':
      return `testsrc2=s=320x180:${common}:d=${duration}`;
    case 'gradients':
      return `gradients=s=320x180:${common}:d=${duration}:n=4:speed=0.03:seed=${seed}`;
    case 'mandelbrot':
      return `mandelbrot=s=320x180:${common}:maxiter=256,trim=duration=${duration}`;
    case 'life':
      return `life=s=320x180:${common}:seed=${seed}:ratio=0.2:mold=8:life_color=#ffd27f:death_color=#3a1c71,trim=duration=${duration}`;
    case 'cellauto':
      return `cellauto=s=320x180:${common}:seed=${seed}:rule=${[30, 90, 110, 150][seed % 4]}:scroll=1,trim=duration=${duration}`;
    case 'smptehdbars':
      return `smptehdbars=s=320x180:${common}:d=${duration},hue=h=t*24`;
  }
}

/** A chord progression (I–V–vi–IV, 2 s each) with a plucked envelope: music-like, and distinct per track. */
function chordsExpression(rootHz: number, pulsesPerSecond: number): string {
  const step = 'if(lt(mod(t,8),2),1,if(lt(mod(t,8),4),1.4983,if(lt(mod(t,8),6),1.6818,1.3348)))';
  const envelope = `(0.35+0.65*exp(-5*mod(t,${1 / pulsesPerSecond})))`;
  const voice = (ratio: number, gain: number) => `${gain}*sin(2*PI*${rootHz * ratio}*${step}*t)`;
  return `${envelope}*(${voice(1, 0.22)}+${voice(1.2599, 0.14)}+${voice(1.4983, 0.14)})`;
}

export interface EncodeTarget {
  /** Receives manifest.mpd, ffmpeg's HLS playlists and the fMP4 segments. */
  streamDir: string;
  /** Receives the thumbnail sprites. */
  thumbnailsDir: string;
}

/** One ffmpeg run: 3 video renditions, 2 audio tracks, 2-second CMAF segments for DASH and HLS, and thumbnail sprites. */
export async function encodeClip(clip: ClipSpec, target: EncodeTarget): Promise<void> {
  await access(FONT_FILE).catch(() => {
    throw new Error(`font ${FONT_FILE} is missing (Debian: apt-get install fonts-dejavu-core)`);
  });
  await Promise.all([mkdir(target.streamDir, { recursive: true }), mkdir(target.thumbnailsDir, { recursive: true })]);
  // drawtext reads text from files (named relative to ffmpeg's cwd), so neither titles nor paths need filter-graph escaping.
  const titleFile = '.title.txt';
  const timecodeFile = '.timecode.txt';
  await writeFile(join(target.streamDir, titleFile), clip.title);
  await writeFile(join(target.streamDir, timecodeFile), `%{eif:t/60:d:2}:%{eif:mod(t,60):d:2}.%{eif:mod(n,${FRAME_RATE}):d:2}`);
  const d = clip.durationSeconds;
  const text = `fontfile=${FONT_FILE}:x=(w-tw)/2`;
  const picture = [
    sourceFilter(clip.pattern, clip.seed, d),
    'scale=1920:1080:flags=bilinear,format=yuv420p',
    `drawbox=x=0:y=ih*0.26:w=iw:h=ih*0.2:color=${clip.colour}@0.75:t=fill`,
    `drawtext=${text}:textfile=${titleFile}:fontsize=110:fontcolor=white:y=h*0.36-th/2:shadowx=4:shadowy=4`,
    `drawtext=${text}:textfile=${timecodeFile}:fontsize=84:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=18:y=h*0.7`,
    `drawtext=fontfile=${FONT_FILE}:text=EFIR:fontsize=40:fontcolor=white@0.8:x='mod(t*240,w+tw)-tw':y=h*0.9`,
    `split=${RENDITIONS.length + 1}${RENDITIONS.map((_, i) => `[s${i}]`).join('')}[t]`,
  ].join(',');
  const scaled = RENDITIONS.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`);
  const sprites = Math.ceil(thumbnailCount(d) / THUMBS_PER_SPRITE);
  // Exact frames at whole seconds (the fps filter would pick the frame nearest half a second later).
  const thumbs = `[t]select='gte(n,${THUMBNAILS_START_SECOND * FRAME_RATE})*not(mod(n,${FRAME_RATE}))',scale=${THUMB_WIDTH}:${THUMB_HEIGHT},tile=1x${THUMBS_PER_SPRITE}[thumbs]`;
  const audio = AUDIO_LANGUAGES.map((_, i) => [
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=exprs='${chordsExpression(clip.toneHz * 1.5 ** i, 2 + i)}':s=${AUDIO_SAMPLE_RATE}:d=${d}`,
  ]);

  const args = [
    '-y',
    ...audio.flat(),
    '-filter_complex',
    [picture, ...scaled, thumbs].join(';'),
    '-map',
    '[thumbs]',
    '-frames:v',
    String(sprites),
    '-q:v',
    '5',
    join(target.thumbnailsDir, 'thumbnails-%d.jpg'),
    ...RENDITIONS.flatMap((_, i) => ['-map', `[v${i}]`]),
    ...AUDIO_LANGUAGES.flatMap((_, i) => ['-map', `${i}:a`]),
    ...['-c:v', 'libx264', '-preset', 'superfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
    ...['-g', String(FRAME_RATE * SEGMENT_SECONDS), '-keyint_min', String(FRAME_RATE * SEGMENT_SECONDS), '-sc_threshold', '0'],
    '-crf',
    String(VIDEO_CRF),
    ...RENDITIONS.flatMap((r, i) => [`-maxrate:v:${i}`, `${r.maxBitrateKbps}k`, `-bufsize:v:${i}`, `${r.maxBitrateKbps * 2}k`]),
    ...['-c:a', 'aac', '-b:a', `${AUDIO_BITRATE_KBPS}k`, '-ac', '2', '-ar', String(AUDIO_SAMPLE_RATE)],
    ...AUDIO_LANGUAGES.flatMap((lang, i) => [`-metadata:s:a:${i}`, `language=${lang}`]),
    ...['-f', 'dash', '-seg_duration', String(SEGMENT_SECONDS), '-use_template', '1', '-use_timeline', '1'],
    ...['-hls_playlist', '1', '-hls_master_name', HLS_MASTER],
    '-adaptation_sets',
    ['id=0,streams=v', ...AUDIO_LANGUAGES.map((_, i) => `id=${i + 1},streams=${RENDITIONS.length + i}`)].join(' '),
    DASH_MANIFEST,
  ];
  try {
    await runFfmpeg(args, { cwd: target.streamDir });
  } finally {
    await Promise.all([titleFile, timecodeFile].map((name) => rm(join(target.streamDir, name), { force: true })));
  }
}
