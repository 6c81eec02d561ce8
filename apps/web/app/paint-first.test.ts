import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first';

const STYLESHEETS: Record<string, string> = { '/assets/a.css#': 'body{color:red}', '/assets/b.css': 'p::after{content:"</style>"}' };
const stylesheet = (href: string) => STYLESHEETS[href];

const through = async (chunks: Buffer[]) => {
  let ended = false;
  const out = Readable.from(chunks).pipe(paintFirst({ stylesheet, ended: () => (ended = true) }));
  const html = await text(out);
  return { html, ended };
};

const PAGE =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link nonce="n" rel="stylesheet" href="/assets/a.css#"/><link rel="stylesheet" href="/assets/b.css"/><link rel="stylesheet" href="/c.css"/><link rel="modulepreload" href="/assets/b.js"/></head><body>Привет &lt;link<script nonce="n" type="module" async="">import "/assets/a.js";</script><script type="module">x</script></body>';
const PAINTING_FIRST =
  '<head><link rel="efir-modulepreload" href="/assets/a.js"/><style>body{color:red}</style><link nonce="n" rel="efir-stylesheet" href="/assets/a.css#"/><link rel="stylesheet" href="/assets/b.css"/><link rel="stylesheet" href="/c.css"/><link rel="efir-modulepreload" href="/assets/b.js"/></head><body>Привет &lt;link<script nonce="n" type="efir-module" async="">import "/assets/a.js";</script><script type="module">x</script></body>';

describe('the page paints first', () => {
  it('preloads and the module script go out inert, a known stylesheet written before its inert link; the rest as it was', async () => {
    expect(await through([Buffer.from(PAGE)])).toEqual({ html: PAINTING_FIRST, ended: true });
  });

  it('a stylesheet that would close its style element, or one the server does not hold, stays a plain link', async () => {
    const { html } = await through([Buffer.from(PAGE)]);
    expect(html).toContain('<link rel="stylesheet" href="/assets/b.css"/><link rel="stylesheet" href="/c.css"/>');
    expect(html).not.toContain('content:');
  });

  it('a page’s own first needs stay live: its early script, and the modules it preloads at high priority', async () => {
    const own =
      '<link rel="modulepreload" href="/assets/shaka.js" fetchPriority="high"/><script type="module" async="" src="/assets/early-start.js"></script>';
    const { html } = await through([Buffer.from(`<head>${own}</head>${PAGE}`)]);
    expect(html).toBe(`<head>${own}</head>${PAINTING_FIRST}`);
  });

  it('also when the stream splits a tag, or a letter, between two chunks', async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const { html } = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(html, `cut at ${cut}`).toBe(PAINTING_FIRST);
    }
  });
});
