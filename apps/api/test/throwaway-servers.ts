import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL and a Redis of the test's own, on free ports, that it may stop and start at will (the restart drill):
 * the CI's shared servers must never be stopped under the other suites. They need the Debian server binaries
 * (postgresql-15, redis-server), which the CI machine has; without them the drill fails saying so.
 */

const run = promisify(execFile);

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The newest PostgreSQL server under Debian's versioned directory. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      'The restart drill starts a PostgreSQL of its own and found no server binaries under /usr/lib/postgresql/<version>/bin ' +
        '(initdb, pg_ctl). Install them: apt-get install postgresql-15',
    );
  return path.join(root, versions[0]!, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user that Debian's package creates. */
async function asServerUser(dir: string): Promise<string[]> {
  if (process.getuid?.() !== 0) return [];
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => {
      const { stdout } = await run('id', [flag, 'postgres']).catch(() => {
        throw new Error(
          'The restart drill runs PostgreSQL as the `postgres` user when run as root, and there is none: apt-get install postgresql-15',
        );
      });
      return Number(stdout.trim());
    }),
  );
  chownSync(dir, uid!, gid!);
  return ['runuser', '-u', 'postgres', '--'];
}

export interface ThrowawayPostgres {
  url: string;
  start(): Promise<void>;
  /** A fast shutdown, as a restart or failover does it: open connections are cut, transactions in flight roll back. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'efir-drill-pg-'));
  const prefix = await asServerUser(dir);
  const data = path.join(dir, 'data');
  const tool = async (name: string, args: string[]) => {
    const [command, ...rest] = [...prefix, path.join(bin, name), ...args];
    try {
      await run(command!, rest, { timeout: 60_000 });
    } catch (error) {
      const log = existsSync(path.join(dir, 'log')) ? readFileSync(path.join(dir, 'log'), 'utf8').slice(-2000) : '';
      throw new Error(`${name} ${args.join(' ')} failed: ${(error as Error).message}\n${log}`);
    }
  };
  await tool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  let running = false;
  const server: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await tool('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '30', 'start']);
      running = true;
    },
    async stop() {
      await tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

export interface ThrowawayRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync);
  if (!binary)
    throw new Error('The restart drill starts a Redis of its own and found no redis-server. Install it: apt-get install redis-server');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: ThrowawayRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      child = started;
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`redis-server did not start on ${port}:\n${output}`)), 10_000);
        started.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) {
            clearTimeout(timer);
            resolve();
          }
        });
        started.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`redis-server exited with ${code}:\n${output}`));
        });
      });
      started.stdout!.resume();
    },
    async stop() {
      const stopping = child;
      child = undefined;
      if (!stopping || stopping.exitCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill('SIGTERM');
      await exited;
    },
  };
  await server.start();
  return server;
}
