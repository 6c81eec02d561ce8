// Starts the built app on a free port with a throw-away data dir, for benchmarks to measure.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const BENCH_OPERATOR_TOKEN = 'bench-operator-token-0123456789abcdef';

export async function startApp({ port = 3410, env = {} } = {}) {
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'efir-bench-'));
  const child = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EFIR_DATA_DIR: dataDir,
      // Clip keys derive from the secret: a fixed one lets every run reuse the clips packaged once (shared with e2e).
      EFIR_SECRET: 'efir-test-media-secret-0123456789abcdef',
      EFIR_MEDIA_DIR: path.join(ROOT, 'data/test-media'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The reference page Lighthouse scores beside the real ones is an operator tool (bench/lighthouse.mjs).
      EFIR_OPERATOR_TOKEN: BENCH_OPERATOR_TOKEN,
      // The peers of bench/p2p.mjs are on this machine: no STUN server (this network reaches none).
      EFIR_P2P_ICE_SERVERS: 'none',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the app did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    /** Ends the process at once, as a crash or an OOM kill would: no preClose, no stream ends its own way. */
    kill: () => child.kill('SIGKILL'),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
