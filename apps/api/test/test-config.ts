import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../src/config.js';

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    EFIR_ROLE: 'api',
    EFIR_SECRET: 'test-secret-test-secret-test-secret!',
    EFIR_DATA_DIR: path.join(os.tmpdir(), 'efir-test-data'),
    EFIR_SEED: 'system',
    // The suites read the dev outbox, load geo tables and name their client address.
    EFIR_DEV_TOOLS: '1',
    LOG_LEVEL: 'silent',
    // Suites that pay start their own sandbox acquirer (test/payments.ts).
    ACQUIRER: 'off',
    // Suites run due jobs themselves, at the times their clocks say.
    JOBS_POLL_INTERVAL_MS: '0',
    // Suites change the catalogue under the API's feet; the shared answers have a suite of their own.
    EFIR_SHARED_ANSWERS_S: '0',
    ...overrides,
  });
}
