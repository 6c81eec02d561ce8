import type { SearchItem } from '@efir/contract';
import type { CatalogItemsOf } from '../catalog/items.js';
import type { ContentLimits } from '../profiles/content-limits.js';
import type { Viewer } from '../profiles/viewer.js';
import type { SearchHit, SearchRepo } from './repo.js';
import { matchQuality, queryVariants } from './typos.js';

/** A title whose every word matches exactly scores 3, as high as an exact name in full-text search. */
const TYPO_SCORE_MAX = 3;
/** A full-text score this high means a title matched the words as typed (twice a whole-name similarity). */
const TYPED_MATCH_SCORE = 2;
/** A cast member's name counts for less than the title's own words. */
const PERSON_WEIGHT = 0.5;

/**
 * Films and series whose names or cast hold every query word, exactly, by its start, or with the typos its length
 * allows, in any of the ways the query may have been meant (typed, other layout, transliterated); best first. The
 * words a query word may mean are verified before their titles are read, and the profile's limits asked of the best
 * titles only.
 */
async function typoHits(repo: SearchRepo, query: string, limits: ContentLimits, limit: number): Promise<SearchHit[]> {
  const variants = queryVariants(query);
  const words = [...new Set(variants.flat())];
  const similar = await repo.similarWords(words);
  const meant = words.map((word) => (similar.get(word) ?? []).filter((term) => matchQuality(word, term) > 0));
  const wordIndex = new Map(words.map((word, index) => [word, index]));
  const candidates = await repo.titlesOf(meant);
  const best = new Map<number, number>();
  for (const variant of variants) {
    const perItem = new Map<number, number[]>();
    variant.forEach((word, index) => {
      for (const titles of candidates[wordIndex.get(word)!]!) {
        const quality = matchQuality(word, titles.term) * (titles.kind === 'person' ? PERSON_WEIGHT : 1);
        for (const id of titles.media_item_ids) {
          const qualities = perItem.get(id) ?? Array<number>(variant.length).fill(0);
          qualities[index] = Math.max(qualities[index]!, quality);
          perItem.set(id, qualities);
        }
      }
    });
    for (const [id, qualities] of perItem) {
      if (qualities.some((quality) => quality === 0)) continue;
      const score = (TYPO_SCORE_MAX * qualities.reduce((sum, quality) => sum + quality, 0)) / qualities.length;
      best.set(id, Math.max(best.get(id) ?? 0, score));
    }
  }
  const ranked = [...best].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
  const hits: SearchHit[] = [];
  // Most titles are within most profiles' limits: a page twice the size asked for is usually the only one read.
  for (let start = 0; start < ranked.length && hits.length < limit; start += 2 * limit) {
    const page = ranked.slice(start, start + 2 * limit);
    const allowed = await repo.allowed(
      page.map((hit) => hit.id),
      limits,
    );
    hits.push(...page.filter((hit) => allowed.has(hit.id)));
  }
  return hits.slice(0, limit);
}

/** Both ways of finding films and series, each item once with its better score. */
function merged(a: SearchHit[], b: SearchHit[]): SearchHit[] {
  const scores = new Map<number, number>();
  for (const hit of [...a, ...b]) scores.set(hit.id, Math.max(scores.get(hit.id) ?? 0, hit.score));
  return [...scores].map(([id, score]) => ({ id, score }));
}

/**
 * Films and series by their names' words and cast; with typos when none matched as typed (a pass per word); then,
 * while the page has room, by descriptions and similar names, which rank below.
 */
async function mediaItemHits(repo: SearchRepo, query: string, limits: ContentLimits, limit: number): Promise<SearchHit[]> {
  const named = await repo.mediaItems(query, limits, limit, 'names');
  const typed = named.some((hit) => hit.score >= TYPED_MATCH_SCORE);
  const found = typed ? named : merged(named, await typoHits(repo, query, limits, limit));
  return found.length >= limit ? found : merged(found, await repo.mediaItems(query, limits, limit, 'all'));
}

type Kind = SearchItem['item_type'];

/** Search across films and series, channels, karaoke and collections, one ranked list within the profile's limits. */
export function searchService(repo: SearchRepo, { items }: { items: CatalogItemsOf }) {
  return {
    async search(query: string, limit: number, viewer: Viewer): Promise<SearchItem[]> {
      const [mediaItems, channels, karaokeItems, collections] = await Promise.all([
        mediaItemHits(repo, query, viewer.limits, limit),
        repo.channels(query, viewer.limits, limit),
        repo.karaokeItems(query, viewer.limits, limit),
        repo.collections(query, limit),
      ]);
      const tagged = (kind: Kind, hits: SearchHit[]) => hits.map((hit) => ({ kind, ...hit }));
      const ranked = [
        ...tagged('media_item', mediaItems),
        ...tagged('channel', channels),
        ...tagged('karaoke_item', karaokeItems),
        ...tagged('collection', collections),
      ]
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
      const resolved = await items(viewer).resolve(ranked.map((hit) => ({ item_type: hit.kind, item_id: hit.id })));
      return ranked.flatMap((hit) => (resolved.get(`${hit.kind}:${hit.id}`) as SearchItem | undefined) ?? []);
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
