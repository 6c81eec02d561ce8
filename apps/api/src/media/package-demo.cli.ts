import { resolve } from 'node:path';
import { packageDemoMedia } from './demo-clips.js';
import { ensureFfmpeg } from './ffmpeg.js';

// Usage: node --import tsx apps/api/src/media/package-demo.cli.ts <mediaDir> [secret]
const [dirArg, secretArg] = process.argv.slice(2);
if (!dirArg) {
  console.error('usage: package-demo.cli.ts <mediaDir> [secret]');
  process.exit(2);
}
const ffmpeg = await ensureFfmpeg();
if (!ffmpeg.available) {
  console.error(`missing ${ffmpeg.missing.join(', ')}: install Debian's ffmpeg package (apt-get install ffmpeg)`);
  process.exit(1);
}
const started = Date.now();
const clips = await packageDemoMedia(resolve(dirArg), secretArg ?? 'efir-dev-media-secret', { log: (line) => console.log(line) });
console.log(`${clips.length} clips ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
