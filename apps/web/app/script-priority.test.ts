import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './script-priority';

const through = async (chunks: string[]) => {
  let ended = false;
  const out = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads(() => (ended = true)));
  const html = await text(out);
  return { html, ended };
};

const HEAD =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/b.js"/></head><body>Привет</body>';
const LOW =
  '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head><body>Привет</body>';

describe('script preloads at low priority', () => {
  it('every module preload asks for low priority; the rest of the page is as it was', async () => {
    expect(await through([HEAD])).toEqual({ html: LOW, ended: true });
  });

  it('also when the stream splits a link, or a letter, between two chunks', async () => {
    const bytes = Buffer.from(HEAD);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(lowPriorityModulePreloads(() => {}));
      expect(await text(out), `cut at ${cut}`).toBe(LOW);
    }
  });
});
