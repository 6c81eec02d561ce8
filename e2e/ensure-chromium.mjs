// The e2e suite drives Debian's Chromium (no browser downloads work here): install it with apt when missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from '../scripts/chromium.mjs';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian chromium with apt-get …');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
