import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A fingerprint of the files under the given folders (names, sizes, times), to tell whether a build is stale. */
export function fingerprint(folders, skip = ['node_modules', 'build', '.react-router', 'test-results']) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (skip.includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = statSync(full);
        hash.update(`${path.relative(ROOT, full)}:${stat.size}:${stat.mtimeMs}\n`);
      }
    }
  };
  for (const folder of folders) walk(path.join(ROOT, folder));
  return hash.digest('hex');
}
