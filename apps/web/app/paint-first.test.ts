import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint';

const through = async (chunks: string[]) => {
  let ended = false;
  const out = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(scriptsAfterPaint(() => (ended = true)));
  const html = await text(out);
  return { html, ended };
};

const PAGE =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/b.js"/></head><body>Привет<script nonce="n" type="module" async="">import "/assets/a.js";</script><script type="module">x</script></body>';
const INERT =
  '<head><link rel="efir-modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/><link rel="efir-modulepreload" href="/assets/b.js"/></head><body>Привет<script nonce="n" type="efir-module" async="">import "/assets/a.js";</script><script type="module">x</script></body>';

describe('scripts after the first paint', () => {
  it('React Router’s module preloads and its module script go out inert; the rest of the page is as it was', async () => {
    expect(await through([PAGE])).toEqual({ html: INERT, ended: true });
  });

  it('also when the stream splits a link, a script, or a letter, between two chunks', async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(scriptsAfterPaint(() => {}));
      expect(await text(out), `cut at ${cut}`).toBe(INERT);
    }
  });
});
