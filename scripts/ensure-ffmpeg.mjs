// The demo streams are packaged by Debian's ffmpeg on first start; install it with apt when missing.
import { execFileSync, spawnSync } from 'node:child_process';

const present = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

if (!present()) {
  if (process.getuid?.() !== 0) {
    console.error('ffmpeg is missing. Install it with: sudo apt-get install -y ffmpeg (Debian) — then run npm start again.');
    process.exit(1);
  }
  console.log('Installing Debian ffmpeg with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'ffmpeg', 'fonts-dejavu-core'], { stdio: 'inherit', env });
}
