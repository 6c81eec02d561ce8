import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** br when the browser takes it, else gzip; a `;q=0` entry refuses that encoding. */
export function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((entry) => entry.trim().split(';'))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** Below this an answer fits a packet or two as it is. */
export const COMPRESS_FROM_BYTES = 1024;

/** The Vary of an answer that also follows Accept-Encoding. */
export const varyOnEncoding = (vary: unknown): string => (vary ? `${vary}, accept-encoding` : 'accept-encoding');

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compressed in libuv's pool, off the event loop. `kept`: made once for many answers, at the best ratio; `each`: made
 * for one answer, a quarter of the time for a few percent more bytes.
 */
export function compress(body: string, encoding: Encoding, effort: 'kept' | 'each'): Promise<Buffer> {
  const best = effort === 'kept';
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: best ? 9 : 4 } })
    : gzipped(body, { level: best ? 9 : 6 });
}
