// npm start: everything on one port with the embedded defaults (PGlite, demo content, dev outbox).
import { spawn } from 'node:child_process';
import { ROOT, run } from './lib.mjs';

for (const script of ['scripts/ensure-packages.mjs', 'scripts/build-web.mjs']) {
  const code = await run('node', [script]);
  if (code !== 0) process.exit(code);
}

const server = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: ROOT, stdio: 'inherit' });
// The server shuts down gracefully on these; pass them on rather than dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
