import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
const dbTests = ['src/modules/**/*.test.ts', 'src/http/**/*.test.ts', 'src/seed/**/*.test.ts', 'test/**/*.test.ts'];

/** A project per database engine; `extends` keeps the timeouts below. */
const project = (name: 'pglite' | 'postgres', include: string[]) => ({
  extends: true as const,
  test: { name, include, globalSetup: ['test/global-setup.ts'], env: { EFIR_TEST_DB: name } },
});

/** The database tests run on PGlite always and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [project('pglite', ['src/**/*.test.ts', 'test/**/*.test.ts']), ...(postgresUrl ? [project('postgres', dbTests)] : [])],
  },
});
