import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
// The HTTP layer's tests (fuzzing, limits, headers) do not depend on the engine, so PGlite covers them alone.
const dbTests = ['src/modules/**/*.test.ts', 'src/seed/**/*.test.ts', 'test/**/*.test.ts'];

/** A project per database engine; `extends` keeps the timeouts below. */
const project = (name: 'pglite' | 'postgres', include: string[]) => ({
  extends: true as const,
  test: { name, include, globalSetup: ['test/global-setup.ts'], env: { EFIR_TEST_DB: name } },
});

/** The database tests run on PGlite always and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // Each file builds its own app on its own database copy, so files need no fresh module graph: importing the
    // app once per worker instead of once per file halves the suite.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [project('pglite', ['src/**/*.test.ts', 'test/**/*.test.ts']), ...(postgresUrl ? [project('postgres', dbTests)] : [])],
  },
});
