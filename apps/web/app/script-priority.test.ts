import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { modulePreloadPriority, scriptPriorityOf } from './script-priority';

const through = async (chunks: string[]) => {
  let ended = false;
  const out = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(modulePreloadPriority('low', () => (ended = true)));
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
      const out = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(modulePreloadPriority('low', () => {}));
      expect(await text(out), `cut at ${cut}`).toBe(LOW);
    }
  });
});

describe('script preloads of a player page', () => {
  it('ask for high priority: the picture comes from the scripts', async () => {
    const out = Readable.from([Buffer.from(HEAD)]).pipe(modulePreloadPriority('high', () => {}));
    expect(await text(out)).toBe(LOW.replaceAll('fetchpriority="low"', 'fetchpriority="high"'));
  });

  it('when a matched route asks for it in its handle; every other page keeps low', () => {
    const route = (handle?: unknown) => ({ route: { handle } });
    expect(scriptPriorityOf([route(), route({ scriptPriority: 'high' })])).toBe('high');
    expect(scriptPriorityOf([route(), route({ appBanner: true })])).toBe('low');
    expect(scriptPriorityOf([])).toBe('low');
  });
});
