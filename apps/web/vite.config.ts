import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, runnerImport } from 'vite';

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

const CONTRACT_SRC = resolve(root, '../../packages/contract/src');
const ENDPOINT_TABLE = join(CONTRACT_SRC, 'endpoints.ts');
const IMPORTS_ZOD = /^import\s*\{[^}]*\}\s*from\s*'zod'/m;
const API_V1 = '/api/v1/';
const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/**
 * The browser calls endpoints by name and reads a few constants of the contract; its zod schemas (and zod with them)
 * were most of the home page's JavaScript. In the client build, each contract module that imports zod becomes its
 * evaluated plain-data exports, and the endpoint table each viewer-facing endpoint's method and path. Browser code that imports a
 * schema or a function of such a module fails the build (Rollup: "… is not exported by …"): a function the browser
 * needs belongs in a contract module without zod.
 */
function browserContract(): Plugin {
  return {
    name: 'efir-browser-contract',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async load(id) {
      if (!id.startsWith(`${CONTRACT_SRC}/`)) return;
      const isTable = id === ENDPOINT_TABLE;
      if (!isTable && !IMPORTS_ZOD.test(readFileSync(id, 'utf8'))) return;
      const { module } = await runnerImport<Record<string, unknown>>(id, { configFile: false, logLevel: 'silent' });
      if (isTable) {
        const table = module.endpoints as Record<string, { method: string; path: string; access: string }>;
        // The operator's tools and the developer endpoints are never called from a viewer's browser.
        const forBrowser = Object.entries(table).filter(([, { access, path }]) => access !== 'operator' && !path.startsWith('/api/dev/'));
        // "GET shell" per name (/api/v1/ implied), unpacked once: every page loads the table, and a hundred "method",
        // "path" and "/api/v1/" weighed on it.
        const routes = Object.fromEntries(
          forBrowser.map(([name, { method, path }]) => [name, `${method} ${path.startsWith(API_V1) ? path.slice(API_V1.length) : path}`]),
        );
        return `export const endpoints = Object.fromEntries(Object.entries(${JSON.stringify(routes)}).map(([name, route]) => {
  const [method, path] = route.split(' ');
  return [name, { method, path: path.startsWith('/') ? path : '${API_V1}' + path }];
}));`;
      }
      const lines: string[] = [];
      for (const [name, value] of Object.entries(module)) {
        if (isSchema(value) || !isDeepStrictEqual(JSON.parse(JSON.stringify(value) ?? 'null'), value)) continue;
        lines.push(`export const ${name} = ${JSON.stringify(value)};`);
      }
      return lines.join('\n');
    },
  };
}

const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** Brotli and gzip twins of the client assets, so the server sends them compressed without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'efir-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const dir = options.dir!;
      for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!COMPRESSIBLE.test(entry)) continue;
        const file = join(dir, entry);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const APP = resolve(root, 'app');
/** The modules that start every page: the client entry, the root route and the layout route of the shell. */
const EVERY_PAGE_ROOTS = ['entry.client.tsx', 'root.tsx', 'routes/shell.tsx'].map((file) => join(APP, file));

/**
 * Code every page loads anyway goes in two chunks, the libraries and the app's own, instead of some forty small ones:
 * on a phone each request before the first paint costs a round trip. Only modules reached by static imports from the
 * entry, the root and the shell qualify, so no page loads more code than before; lazy chunks stay lazy.
 */
function everyPageChunks(): Plugin {
  let everyPage: Set<string> | undefined;
  return {
    name: 'efir-every-page-chunks',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return;
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleIds, getModuleInfo }) {
                everyPage ??= staticClosure(
                  [...getModuleIds()].filter((moduleId) => EVERY_PAGE_ROOTS.includes(moduleId.split('?')[0]!)),
                  getModuleInfo,
                );
                // The bundler's helpers (lazy imports, CommonJS interop) on their own: shaka and the player page's early-start
                // script need them, and not the app.
                if (id.includes('vite/preload-helper') || id.includes('commonjsHelpers')) return 'helpers';
                if (!everyPage.has(id)) return undefined;
                return id.includes('/node_modules/') ? 'libraries' : 'app';
              },
            },
          },
        },
      };
    },
  };
}

function staticClosure(roots: string[], info: (id: string) => { importedIds: readonly string[] } | null): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  // Kept (React Router deletes it otherwise): the server names a page's lazy chunks from it, to preload them from the head.
  build: { manifest: true },
  plugins: [browserContract(), reactRouter(), versionFile(), precompress(), everyPageChunks()],
  resolve: {
    alias: {
      '~': resolve(root, 'app'),
      // The peer-to-peer library's browser bundle carries its tracker client with the browser shims that client needs.
      'p2p-media-loader-core': resolve(root, '../../node_modules/p2p-media-loader-core/dist/p2p-media-loader-core.es.js'),
    },
  },
});
