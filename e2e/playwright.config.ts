import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { E2E_FRAME_ORIGIN, E2E_OPERATOR_TOKEN } from './operator';

const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'efir-e2e-'));
const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Journeys that change what the whole server does for everyone (its clock, its geo table) or read its totals (the
 * operator's analytics and ad counts, a channel's swarm, the pages kept for visitors, which every journey's operator
 * call clears): they run first, one at a time, with nothing else running.
 * purchases.spec spends the demo viewer's seeded balance, so it also goes before the demo viewer's other journeys.
 */
const SERVER_WIDE = ['purchases', 'reminders', 'geoblock', 'account-status', 'shell-rules', 'ads', 'p2p', 'shared-pages'];
/**
 * Journeys of the seeded demo accounts (the demo viewer, whose device slots each frees and whose password auth.spec
 * changes and restores): one at a time, beside the others.
 */
const DEMO_VIEWER = ['auth', 'library', 'title-page', 'viewer-polish', 'tv-code'];
const files = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);
const chromium = { browserName: 'chromium' as const };

/**
 * One viewer journey per test, in real Chromium, against the built app on a fresh data dir. Each journey signs up its
 * own viewer, so two run at once (one per core); the projects above keep the rest apart.
 */
export default defineConfig({
  testDir: './tests',
  // Budgets for a slow machine: a loaded CI runner has taken a journey three times as long as a quiet one.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'server-wide', use: chromium, testMatch: files(SERVER_WIDE), workers: 1 },
    // Before the journeys, so that its one-at-a-time chain starts with them instead of running alone after them.
    { name: 'demo-viewer', use: chromium, testMatch: files(DEMO_VIEWER), workers: 1, dependencies: ['server-wide'] },
    { name: 'journeys', use: chromium, testIgnore: [files(SERVER_WIDE), files(DEMO_VIEWER)], dependencies: ['server-wide'] },
  ],
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health/ready`,
    // A first run packages the demo clips before it reports ready.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      EFIR_DATA_DIR: dataDir,
      // Clip keys derive from the secret: a fixed one lets every run reuse the clips packaged once (shared with
      // the benchmarks); everything else starts fresh.
      EFIR_SECRET: 'efir-test-media-secret-0123456789abcdef',
      EFIR_MEDIA_DIR: path.join(repoRoot, 'data/test-media'),
      // The operator's top-up page a short balance offers (spec 2 §8); never opened by the journeys.
      EFIR_ACCOUNT_REFILL_URL: 'https://pay.efir.test/refill',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The journeys read SMS codes from the dev outbox, load geo tables and name their client address.
      EFIR_DEV_TOOLS: '1',
      // The journeys send the operator's messages (notifications.spec.ts).
      EFIR_OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      // The one origin an iframe message may frame: a page selling-screen.spec.ts serves.
      EFIR_MESSAGE_FRAME_ORIGINS: E2E_FRAME_ORIGIN,
      // Every journey's new viewer asks its code from this one address, more than the 30 an hour a real address gets
      // (the limit itself is tested in the API suite).
      CODE_IP_HOURLY_LIMIT: '1000',
      // Peers here are on one machine: no STUN server (this network reaches none).
      EFIR_P2P_ICE_SERVERS: 'none',
    },
  },
});
