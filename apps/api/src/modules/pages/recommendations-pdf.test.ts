import { describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { importCatalogue } from '../../seed/catalog/import.js';
import { parseCatalogue } from '../../seed/catalog/parse.js';
import { pdfBlocks } from './recommendations-pdf.js';

const clock = testClock();
const { visitor, database } = await createTestApp({ clock });
await importCatalogue(
  database.db,
  parseCatalogue(JSON.parse(JSON.stringify(generateDemoCatalogue({ now: clock.now(), size: DEMO_SMALL })))),
);

describe('/offer_recom.pdf', () => {
  it('reads headings, paragraphs and list items of the operator’s HTML as text', () => {
    expect(pdfBlocks('<p>Один &amp; <a href="/x">два</a></p><h2>Раздел</h2><ul><li>пункт&nbsp;1</li><li> </li></ul>')).toEqual([
      { kind: 'paragraph', text: 'Один & два' },
      { kind: 'heading', text: 'Раздел' },
      { kind: 'item', text: 'пункт\u00a01' },
    ]);
  });

  it('answers a real PDF of the operator’s page, cacheable, in the viewer’s language', async () => {
    const viewer = visitor();
    const response = await viewer.raw('/offer_recom.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const rus = Buffer.from(await response.arrayBuffer());
    expect(rus.subarray(0, 5).toString()).toBe('%PDF-');
    expect(rus.length).toBeGreaterThan(5000);
    // The same file again comes from the cache, byte for byte.
    expect(Buffer.from(await (await viewer.raw('/offer_recom.pdf')).arrayBuffer()).equals(rus)).toBe(true);
    viewer.cookies.set('lang', 'eng');
    const eng = Buffer.from(await (await viewer.raw('/offer_recom.pdf')).arrayBuffer());
    expect(eng.subarray(0, 5).toString()).toBe('%PDF-');
    expect(eng.equals(rus)).toBe(false);
  });
});
