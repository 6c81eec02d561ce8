// The demo streams are packaged by Debian's ffmpeg on first start, with titles in DejaVu: install both with apt when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const ffmpegPresent = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

if (!ffmpegPresent() || !existsSync(FONT)) {
  if (process.getuid?.() !== 0) {
    console.error(
      'ffmpeg or the DejaVu fonts are missing. Install them with: sudo apt-get install -y ffmpeg fonts-dejavu-core — then run npm start again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian ffmpeg and fonts-dejavu-core with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'ffmpeg', 'fonts-dejavu-core'], { stdio: 'inherit', env });
}
