import { defineConfig } from 'vitest/config';

// The core runs in Node; adapter and screen tests ask for jsdom with a `@vitest-environment jsdom` comment.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
