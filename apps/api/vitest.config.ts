import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
const dbTests = ['src/modules/**/*.test.ts', 'src/http/**/*.test.ts', 'src/seed/**/*.test.ts', 'test/**/*.test.ts'];

/** The database tests run on PGlite always and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          env: { EFIR_TEST_DB: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'postgres',
                include: dbTests,
                globalSetup: ['test/global-setup.ts'],
                env: { EFIR_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
