import { execFile, spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

export type FfmpegTool = 'ffmpeg' | 'ffprobe';

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

const STDERR_TAIL_CHARS = 4000;

/** Finds a tool on PATH (Debian's package puts both in /usr/bin). */
export async function findTool(tool: FfmpegTool, path = process.env.PATH ?? ''): Promise<string | null> {
  for (const dir of [...path.split(delimiter).filter(Boolean), '/usr/bin', '/usr/local/bin']) {
    const candidate = join(dir, tool);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

export type FfmpegStatus =
  | { available: true; ffmpeg: string; ffprobe: string; version: string }
  | { available: false; missing: FfmpegTool[] };

/** Tells whether ffmpeg and ffprobe are installed; the start script installs Debian's `ffmpeg` package when they are not. */
export async function ensureFfmpeg(): Promise<FfmpegStatus> {
  const [ffmpeg, ffprobe] = await Promise.all([findTool('ffmpeg'), findTool('ffprobe')]);
  if (!ffmpeg || !ffprobe) {
    return { available: false, missing: [...(ffmpeg ? [] : ['ffmpeg' as const]), ...(ffprobe ? [] : ['ffprobe' as const])] };
  }
  const banner = await new Promise<string>((resolve, reject) =>
    execFile(ffmpeg, ['-version'], (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  return { available: true, ffmpeg, ffprobe, version: banner.split('\n')[0] ?? '' };
}

export interface RunOptions {
  cwd?: string;
  /** Collect stdout (for ffprobe, framemd5 to pipe); ffmpeg's progress goes to stderr and is kept only for errors. */
  captureStdout?: boolean;
}

/** Runs ffmpeg or ffprobe; rejects with the end of stderr so the failing filter or option is named. */
export async function runTool(tool: FfmpegTool, args: string[], options: RunOptions = {}): Promise<Buffer> {
  const bin = await findTool(tool);
  if (!bin) throw new FfmpegError(`${tool} is not installed (Debian: apt-get install ffmpeg)`, null, '');
  const base = tool === 'ffmpeg' ? ['-hide_banner', '-nostdin', '-loglevel', 'error'] : ['-v', 'error'];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, [...base, ...args], { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.captureStdout) out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', (error) => reject(new FfmpegError(`${tool} could not start: ${error.message}`, null, stderr)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new FfmpegError(`${tool} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`, code, stderr));
    });
  });
}

export const runFfmpeg = (args: string[], options?: RunOptions) => runTool('ffmpeg', args, options);
export const runFfprobe = (args: string[], options?: RunOptions) => runTool('ffprobe', args, { captureStdout: true, ...options });
