import { ErrorCode } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { importCatalogue } from '../../seed/catalog/import.js';
import { parseCatalogue } from '../../seed/catalog/parse.js';

const clock = testClock();
const now = clock.now();
const { visitor, database } = await createTestApp({ clock });
const demo = generateDemoCatalogue({ now, size: DEMO_SMALL });
/** The demo with an operator's slip in the support page: markup that must not reach a browser. */
const HOSTILE =
  '<p onclick="steal()">Пишите нам<script>alert(1)</script> <a href="javascript:alert(2)">сюда</a></p><img src=x onerror="x()">';
const support = demo.content_pages.find((page) => page.alias === 'support')!;
await importCatalogue(
  database.db,
  parseCatalogue(
    JSON.parse(
      JSON.stringify({
        ...demo,
        content_pages: demo.content_pages.map((page) => (page === support ? { ...page, body: { ...page.body, rus: HOSTILE } } : page)),
      }),
    ),
  ),
);

describe('content pages', () => {
  it('answers each page in the viewer’s language, contacts included', async () => {
    const contacts = demo.content_pages.find((page) => page.alias === 'contacts')!;
    const viewer = visitor();
    const rus = await viewer.call('pages.getByAlias', { params: { alias: 'contacts' } });
    expect(rus.title).toBe(contacts.title.rus);
    expect(rus.body).toContain('<h2>Реквизиты</h2>');
    expect(rus.contacts.map((c) => c.title)).toEqual(contacts.contacts!.map((c) => c.title.rus));
    for (const language of ['eng', 'hye'] as const) {
      viewer.cookies.set('lang', language);
      const page = await viewer.call('pages.getByAlias', { params: { alias: 'contacts' } });
      expect(page.title).toBe(contacts.title[language]);
      expect(page.body).toContain(contacts.body[language]!.slice(0, 40));
      expect(page.contacts[0]!.title).toBe(contacts.contacts![0]!.title[language]);
      // The address is written per language too.
      expect(page.contacts[0]!.value).toBe(contacts.contacts![0]!.value[language]);
    }
  });

  it('removes scripts, handlers and javascript: links from operator HTML', async () => {
    const page = await visitor().call('pages.getByAlias', { params: { alias: 'support' } });
    expect(page.body).toBe('<p>Пишите нам <a rel="noopener noreferrer">сюда</a></p>');
  });

  it('refuses an alias that is no page with 400 and a code', async () => {
    const response = await visitor().raw('/api/v1/pages/admin');
    expect(response.status).toBe(400);
    expect((await response.json()).error_code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('is public and cacheable, following the language cookie', async () => {
    const response = await visitor().raw('/api/v1/pages/offer');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(response.headers.get('vary')).toBe('cookie');
  });
});

describe('questions and answers', () => {
  it('lists every question in the operator’s order; a missing answer is null', async () => {
    const { items } = await visitor().call('faq.list');
    expect(items.map((item) => item.id)).toEqual(demo.faq.map((item) => item.id));
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.find((item) => item.id === 14)!.answer).toBeNull();
  });

  it('answers one question by id in the viewer’s language', async () => {
    const viewer = visitor();
    viewer.cookies.set('lang', 'hye');
    const item = await viewer.call('faq.getById', { params: { id: 13 } });
    expect(item.title).toBe(demo.faq.find((q) => q.id === 13)!.title.hye);
  });

  it('answers 404 for an unknown question and 400 for an id that is not a number', async () => {
    const missing = await visitor().raw('/api/v1/faq/999');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error_code).toBe(ErrorCode.NOT_FOUND);
    expect((await visitor().raw('/api/v1/faq/first')).status).toBe(400);
  });
});

describe('documents', () => {
  it('links a written-out document to its section of /docs and the others where they live', async () => {
    const { items } = await visitor().call('docs.list');
    expect(items.map((doc) => doc.alias)).toEqual(demo.docs.map((doc) => doc.alias));
    expect(items.find((doc) => doc.alias === 'privacy')).toMatchObject({ link: '/docs#privacy', body: expect.stringContaining('<ul>') });
    expect(items.find((doc) => doc.alias === 'offer')).toMatchObject({ link: '/offer', body: null });
  });
});

describe('promotions', () => {
  it('lists only promotions running now, each with its landing media view', async () => {
    const { items } = await visitor().call('promoEvents.list');
    const running = demo.promo_events.filter(
      (event) =>
        (!event.starts_at || Date.parse(event.starts_at) <= now.getTime()) && (!event.ends_at || Date.parse(event.ends_at) > now.getTime()),
    );
    expect(items.map((event) => event.slug)).toEqual(running.map((event) => event.slug));
    expect(running.length).toBeLessThan(demo.promo_events.length);
    expect(items[0]!.image).toMatch(/^\/api\/v1\/images\/banner\//);
    for (const event of items) await visitor().call('mediaViews.getByAlias', { params: { alias: event.media_view_alias } });
  });

  it('opens a promotion by id or slug; an ended one is 404', async () => {
    const event = demo.promo_events[0]!;
    const bySlug = await visitor().call('promoEvents.getById', { params: { id: event.slug } });
    expect(await visitor().call('promoEvents.getById', { params: { id: String(event.id) } })).toEqual(bySlug);
    const ended = demo.promo_events.find((e) => e.ends_at && Date.parse(e.ends_at) < now.getTime())!;
    expect((await visitor().raw(`/api/v1/promo_events/${ended.slug}`)).status).toBe(404);
    expect((await visitor().raw('/api/v1/promo_events/no-such-promo')).status).toBe(404);
  });
});

describe('sitemap', () => {
  it('lists home, themes, titles, collections, persons, karaoke, services and pages, but no erotic title', async () => {
    const { paths } = await visitor().call('sitemap.entries');
    const film = demo.films.find((f) => !f.is_erotic)!;
    const erotic = demo.films.find((f) => f.is_erotic)!;
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/movies',
        '/movies/catalog',
        `/movies/${film.slug}`,
        `/series/${demo.series[0]!.slug}`,
        `/collections/${demo.collections[0]!.slug}`,
        `/persons/${demo.persons[0]!.slug}`,
        `/karaoke/${demo.karaoke_items[0]!.slug}`,
        `/tv/${demo.channels[0]!.slug}`,
        '/short_stories',
        '/services',
        `/services/${demo.services[0]!.alias}`,
        `/promo_events/${demo.promo_events[0]!.slug}`,
        '/faq',
        '/faq/13',
        '/support',
        '/contacts',
        '/offer',
        '/docs',
      ]),
    );
    expect(paths).not.toContain(`/movies/${erotic.slug}`);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('services', () => {
  it('lists active services in order with content counts and promo labels', async () => {
    const { items } = await visitor().call('services.list');
    expect(items.map((s) => s.alias)).toEqual(demo.services.filter((s) => s.active).map((s) => s.alias));
    const labelled = demo.services.find((s) => s.active && s.promo_label)!;
    expect(items.find((s) => s.alias === labelled.alias)!.promo_label_text).toBe(labelled.promo_label!.text.rus);
    const kinozal = demo.services.find((s) => s.alias === 'kinozal')!;
    expect(items.find((s) => s.alias === 'kinozal')!.media_items_count).toBe(kinozal.items.filter((i) => i.type === 'media_item').length);
  });

  it('answers what a bundle opens: its sub-services and titles of them all, at most 24 of a kind', async () => {
    const bundle = demo.services.find((s) => s.kind === 'bundle')!;
    const children = demo.services.filter((s) => s.parent_id === bundle.id);
    const content = await visitor().call('services.content', { params: { id: bundle.alias } });
    expect(content.services.map((s) => s.id)).toEqual(children.map((s) => s.id));
    expect(content.media_items.length).toBeGreaterThan(0);
    expect(content.media_items.length).toBeLessThanOrEqual(24);
    const opened = new Set([bundle, ...children].flatMap((s) => s.items.filter((i) => i.type === 'media_item').map((i) => i.id)));
    for (const item of content.media_items) expect(opened.has(item.id)).toBe(true);
    expect((await visitor().raw('/api/v1/services/no-such-service/content')).status).toBe(404);
  });
});

describe('pages in the catalogue files', () => {
  const withPages = (files: Partial<typeof demo>) => JSON.parse(JSON.stringify({ ...demo, ...files }));

  it('refuses a document with both a link and a body, a promotion naming no media view, and a question twice', () => {
    const raw = withPages({
      docs: [{ ...demo.docs[0]!, link: '/offer' }],
      promo_events: [{ ...demo.promo_events[0]!, media_view: 'no-such-view' }],
      faq: [demo.faq[0]!, demo.faq[0]!],
    });
    expect(() => parseCatalogue(raw)).toThrow(/docs\.json: record 0 \(1\) a document has either a link or a body/);
    const fixedDocs = { ...raw, docs: demo.docs };
    expect(() => parseCatalogue(JSON.parse(JSON.stringify(fixedDocs)))).toThrow(
      /promo_events\.json: record \(1\) media view "no-such-view" is not in media_views\.json[\s\S]*faq\.json: record \(1\) "1" appears twice|faq\.json: record \(1\) "1" appears twice[\s\S]*promo_events/,
    );
  });

  it('refuses a page alias outside the route table and a promotion ending before it starts', () => {
    const raw = withPages({
      content_pages: [{ ...demo.content_pages[0]!, alias: 'about' as never }],
      promo_events: [{ ...demo.promo_events[0]!, starts_at: demo.promo_events[0]!.ends_at }],
    });
    expect(() => parseCatalogue(raw)).toThrow(
      /content_pages\.json: record 0 \(about\) alias:[\s\S]*promo_events\.json: record 0 \(1\) starts_at must be before ends_at/,
    );
  });
});
