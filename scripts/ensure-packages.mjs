// Debian packages the service and its tests need, installed with apt when missing: ffmpeg and DejaVu package the demo
// streams with their titles on first start; xmllint (libxml2-utils) checks the ad server's VAST against its schema;
// `--chromium` adds the browser the e2e journeys and benchmarks drive.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const ffmpegPresent = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

const missing = [];
if (!ffmpegPresent()) missing.push('ffmpeg');
if (!existsSync(FONT)) missing.push('fonts-dejavu-core');
if (spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status !== 0) missing.push('libxml2-utils');
if (process.argv.includes('--chromium') && !existsSync(CHROMIUM_PATH)) missing.push('chromium');

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages. Install them with: sudo apt-get install -y ${missing.join(' ')} — then run again.`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
