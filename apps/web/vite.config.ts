import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

// react-router build evaluates this file once per environment in one process: the env var keeps client and server on one id.
process.env.EFIR_BUILD_ID ??= Date.now().toString(36);
const appVersion = `${version}-${process.env.EFIR_BUILD_ID}`;

/** Writes build/version.json, which the server reads to answer /app_info with the version the client was built as. */
function versionFile(): Plugin {
  return {
    name: 'efir-version-file',
    apply: 'build',
    closeBundle() {
      if (this.environment?.name !== 'client') return;
      const file = resolve(root, 'build/version.json');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ version: appVersion })}\n`);
    },
  };
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [reactRouter(), versionFile()],
  resolve: { alias: { '~': resolve(root, 'app') } },
});
