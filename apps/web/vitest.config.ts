import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Without the React Router plugin: unit tests render components, not the framework.
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: { alias: { '~': resolve(import.meta.dirname, 'app') } },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['app/test-setup.ts'],
    testTimeout: 15_000,
    environment: 'node',
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
