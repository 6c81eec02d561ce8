import { BANNER_DISPLAY_TYPES, CUSTOM_BLOCK_NAMES, CUSTOM_BLOCK_TAGS, MEDIA_BLOCK_TYPES } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { previewUrl } from '../../media/index.js';
import { DEMO_CLIP_IDS } from './demo/clips.js';
import { DEMO_FULL, DEMO_SMALL, generateDemoCatalogue } from './demo/generate.js';
import { parseCatalogue } from './parse.js';

const now = new Date('2026-11-22T12:00:00Z');
const HOUR_MS = 3_600_000;

describe('the full demo catalogue', () => {
  const started = performance.now();
  const demo = parseCatalogue(generateDemoCatalogue({ now, size: DEMO_FULL }));
  const generatedInMs = performance.now() - started;

  // A first start seeds it, so it must stay a matter of seconds; the bound leaves room for a busy CI machine.
  it('is generated and validated in seconds', () => {
    expect(generatedInMs).toBeLessThan(15_000);
  });

  it('meets the issue minimums: 400 films, 40 series of 2–5 seasons of 4–10 episodes, 30 channels, 80 karaoke items, 15 collections, 12 services, 300 persons', () => {
    expect(demo.films.length).toBeGreaterThanOrEqual(400);
    expect(demo.series).toHaveLength(40);
    for (const series of demo.series) {
      expect(series.seasons.length).toBeGreaterThanOrEqual(2);
      expect(series.seasons.length).toBeLessThanOrEqual(5);
      for (const season of series.seasons) {
        expect(season.episodes.length).toBeGreaterThanOrEqual(4);
        expect(season.episodes.length).toBeLessThanOrEqual(10);
      }
    }
    expect(demo.channels).toHaveLength(30);
    expect(demo.karaoke_items).toHaveLength(80);
    expect(demo.collections).toHaveLength(15);
    expect(demo.services).toHaveLength(12);
    expect(demo.persons).toHaveLength(300);
  });

  it('has subscriptions and bundles whose children name them as parent', () => {
    const bundles = demo.services.filter((s) => s.kind === 'bundle');
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) expect(demo.services.some((s) => s.parent_id === bundle.id)).toBe(true);
    expect(demo.services.some((s) => s.kind === 'subscription' && s.parent_id === undefined)).toBe(true);
  });

  it('uses every age level, flags some items erotic and some coming soon with a start date', () => {
    const used = new Set([...demo.films, ...demo.series].map((item) => item.age_limit_id));
    expect([...used].sort()).toEqual(demo.age_limits.map((limit) => limit.id));
    expect(demo.age_limits.map((limit) => limit.name)).toEqual(['0+', '6+', '12+', '16+', '18+']);
    expect(demo.films.filter((f) => f.is_erotic).length).toBeGreaterThan(0);
    const soon = demo.films.filter((f) => f.is_coming_soon);
    expect(soon.length).toBeGreaterThan(0);
    for (const film of soon) expect(Date.parse(film.start_date!)).toBeGreaterThan(now.getTime());
  });

  it('gives every channel a contiguous guide from 7 days back to 3 days ahead', () => {
    for (const channel of demo.channels) {
      const guide = demo.epg.filter((p) => p.channel_id === channel.id).sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
      expect(Date.parse(guide[0]!.start_time)).toBeLessThanOrEqual(now.getTime() - 7 * 24 * HOUR_MS);
      expect(Date.parse(guide.at(-1)!.end_time)).toBeGreaterThanOrEqual(now.getTime() + 3 * 24 * HOUR_MS);
      for (let i = 1; i < guide.length; i++) expect(guide[i]!.start_time).toBe(guide[i - 1]!.end_time);
      for (const program of guide) {
        const minutes = (Date.parse(program.end_time) - Date.parse(program.start_time)) / 60_000;
        expect(minutes).toBeGreaterThanOrEqual(5);
        expect(minutes).toBeLessThanOrEqual(180);
      }
    }
  });

  it('reads like a Russian catalogue with English and Armenian variants', () => {
    for (const film of demo.films.slice(0, 50)) {
      expect(film.name.rus).toMatch(/[а-яё]/i);
      expect(film.name.eng).toMatch(/^[\w\s'’:.,&!-]+$/);
      expect(film.name.hye).toMatch(/[\u0531-\u0587]/);
      expect(film.short_description.rus.length).toBeGreaterThan(30);
    }
    expect(new Set(demo.films.map((f) => f.name.rus)).size).toBe(demo.films.length);
  });

  it('links films, episodes, channels and karaoke items to the demo clips, and episodes carry intro markers', () => {
    const clips = new Set<string>(DEMO_CLIP_IDS);
    expect(DEMO_CLIP_IDS).toHaveLength(6);
    for (const film of demo.films) expect(clips.has(film.stream_id!)).toBe(true);
    for (const channel of demo.channels) expect(clips.has(channel.stream_id)).toBe(true);
    const episodes = demo.series.flatMap((s) => s.seasons.flatMap((season) => season.episodes));
    expect(episodes.every((e) => clips.has(e.stream_id!))).toBe(true);
    expect(episodes.filter((e) => e.intro_end !== undefined).length).toBeGreaterThan(episodes.length / 2);
  });

  it('is the same on every run', () => {
    expect(JSON.stringify(generateDemoCatalogue({ now, size: DEMO_SMALL }))).toBe(
      JSON.stringify(generateDemoCatalogue({ now, size: DEMO_SMALL })),
    );
  });
});

describe('the demo media views', () => {
  for (const [size, name] of [
    [DEMO_FULL, 'full'],
    [DEMO_SMALL, 'small'],
  ] as const) {
    it(`use every block type, custom block tag and custom block name of spec 2 §2 (${name} demo)`, () => {
      const blocks = generateDemoCatalogue({ now, size }).media_views.flatMap((view) => view.blocks);
      expect(new Set(blocks.map((b) => b.type))).toEqual(new Set(MEDIA_BLOCK_TYPES));
      const custom = blocks.filter((b) => b.type === 'custom_block');
      expect(new Set(custom.flatMap((b) => b.tag ?? []))).toEqual(new Set(CUSTOM_BLOCK_TAGS));
      expect(new Set(custom.filter((b) => !b.tag).map((b) => (typeof b.name === 'string' ? b.name : b.name.rus)))).toEqual(
        new Set(CUSTOM_BLOCK_NAMES),
      );
      const displayTypes = new Set(blocks.filter((b) => b.type === 'banners').map((b) => b.display_type));
      expect(displayTypes).toEqual(new Set(BANNER_DISPLAY_TYPES));
    });
  }

  it('are there for the home page, each theme page and the landings', () => {
    const aliases = generateDemoCatalogue({ now, size: DEMO_SMALL }).media_views.map((v) => v.alias);
    expect(aliases).toEqual(
      expect.arrayContaining(['home', 'movies', 'series', 'kids', 'education', 'sport', 'service-maximum', 'promo', 'tv-everywhere']),
    );
  });
});

describe('the demo landing blocks', () => {
  const blocks = generateDemoCatalogue({ now, size: DEMO_SMALL }).media_views.flatMap((view) => view.blocks);

  it('have a promo cards grid with more cards than it shows, each with a clip preview', () => {
    const grids = blocks.flatMap((block) => {
      const cards = block.custom_data?.cards;
      return Array.isArray(cards) ? [cards as { video_url?: string }[]] : [];
    });
    expect(grids.length).toBeGreaterThan(0);
    for (const cards of grids) {
      expect(cards.length).toBeGreaterThan(5);
      expect(cards.map((card) => card.video_url)).toEqual(cards.map((_, i) => previewUrl(DEMO_CLIP_IDS[i % DEMO_CLIP_IDS.length]!)));
    }
  });

  it('play a demo clip’s preview behind the promo block', () => {
    const promo = blocks.find((block) => block.type === 'promo');
    expect(DEMO_CLIP_IDS.map(previewUrl)).toContain(promo?.custom_data?.video_url);
  });
});
