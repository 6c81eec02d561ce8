import { Transform } from 'node:stream';
import { INERT_MODULE, INERT_PRELOAD } from './start-scripts';

/**
 * React Router writes its preloads and its module script to start at once; as the HTML goes out they are made inert,
 * and START_SCRIPTS_AFTER_PAINT, last in the page, starts them once the page has painted: on a phone's slow link the
 * first paint no longer shares the link and the processor with the scripts, and hydration takes over what is on screen.
 */
const INERT = [
  { live: Buffer.from('<link rel="modulepreload"'), inert: Buffer.from(`<link rel="${INERT_PRELOAD}"`) },
  { live: Buffer.from(' type="module" async=""'), inert: Buffer.from(` type="${INERT_MODULE}" async=""`) },
];

/** How many of text's last bytes could begin a pattern that the next chunk finishes. */
function partialAtEnd(text: Buffer): number {
  let longest = 0;
  for (const { live } of INERT) {
    for (let length = Math.min(live.length - 1, text.length); length > longest; length--) {
      if (text.subarray(text.length - length).equals(live.subarray(0, length))) longest = length;
    }
  }
  return longest;
}

/** The first pattern in text from `from`, if any. */
function nextPattern(text: Buffer, from: number): { at: number; live: Buffer; inert: Buffer } | null {
  let found: { at: number; live: Buffer; inert: Buffer } | null = null;
  for (const pattern of INERT) {
    const at = text.indexOf(pattern.live, from);
    if (at !== -1 && (found === null || at < found.at)) found = { at, ...pattern };
  }
  return found;
}

/** The page's HTML with React Router's preloads and module script inert, as it streams out. */
export function scriptsAfterPaint(ended: () => void): Transform {
  let carried = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carried.length > 0 ? Buffer.concat([carried, chunk]) : chunk;
      const parts: Buffer[] = [];
      let from = 0;
      for (let found = nextPattern(text, from); found; found = nextPattern(text, from)) {
        parts.push(text.subarray(from, found.at), found.inert);
        from = found.at + found.live.length;
      }
      const held = Math.min(partialAtEnd(text), text.length - from);
      parts.push(text.subarray(from, text.length - held));
      carried = Buffer.from(text.subarray(text.length - held));
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      ended();
      callback(null, carried);
    },
  });
}
