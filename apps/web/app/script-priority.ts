import { Transform } from 'node:stream';

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/** How many of text's last bytes could begin a preload link that the next chunk finishes. */
function partialLinkAtEnd(text: Buffer): number {
  for (let length = Math.min(MODULE_PRELOAD.length - 1, text.length); length > 0; length--) {
    if (text.subarray(text.length - length).equals(MODULE_PRELOAD.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * The server-rendered page paints without its scripts, so their preloads ask for low priority: on a phone's slow link
 * the stylesheets and the hero image come first, and the scripts then hydrate what is already on screen. React Router
 * writes the preload links with no way to give them a priority; this adds it as the HTML streams out.
 */
export function lowPriorityModulePreloads(ended: () => void): Transform {
  let carried = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carried.length > 0 ? Buffer.concat([carried, chunk]) : chunk;
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = text.indexOf(MODULE_PRELOAD); at !== -1; at = text.indexOf(MODULE_PRELOAD, from)) {
        const end = at + MODULE_PRELOAD.length;
        parts.push(text.subarray(from, end), LOW_PRIORITY);
        from = end;
      }
      const held = Math.min(partialLinkAtEnd(text), text.length - from);
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
