import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './config.js';

/**
 * The running version is the web build's: the client sends it as its revision and reloads when
 * /app_info answers another (spec 1 §4). Without a build (API-only tests) the package version stands in.
 */
export function runningVersion(webBuildDir: string): string {
  const file = path.join(webBuildDir, 'version.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
  return `${pkg.version}-dev`;
}
