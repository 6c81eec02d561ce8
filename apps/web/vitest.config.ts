import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const tests = (readdirSync(join(root, 'app'), { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `app/${file}`);
/**
 * A file that mocks modules or stubs globals needs a module graph of its own; every other file shares its worker's,
 * which spares importing React, the router and the app once per file (a third of the time).
 */
const ownGraph = tests.filter((file) => /vi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(join(root, file), 'utf8')));
const shared = tests.filter((file) => !ownGraph.includes(file));

const project = (name: string, include: string[], isolate: boolean) => ({ extends: true as const, test: { name, include, isolate } });

// Without the React Router plugin: unit tests render components, not the framework.
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: { alias: { '~': resolve(root, 'app') } },
  esbuild: { jsx: 'automatic' },
  test: {
    setupFiles: ['app/test-setup.ts'],
    testTimeout: 15_000,
    environment: 'node',
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [project('shared', shared, false), project('isolated', ownGraph, true)],
  },
});
