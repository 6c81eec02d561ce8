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
 * allows, in any of the ways the query may have been meant (typed, other layout, transliterated); best first.
 */
async function typoHits(repo: SearchRepo, query: string, limits: ContentLimits, limit: number): Promise<SearchHit[]> {
  const variants = queryVariants(query);
  const candidates = await repo.termCandidates([...new Set(variants.flat())], limits);
  const best = new Map<number, number>();
  for (const words of variants) {
    const perItem = new Map<number, number[]>();
    words.forEach((word, index) => {
      for (const match of candidates.get(word) ?? []) {
        const quality = matchQuality(word, match.term) * (match.kind === 'person' ? PERSON_WEIGHT : 1);
        if (quality === 0) continue;
        const qualities = perItem.get(match.media_item_id) ?? Array<number>(words.length).fill(0);
        qualities[index] = Math.max(qualities[index]!, quality);
        perItem.set(match.media_item_id, qualities);
      }
    });
    for (const [id, qualities] of perItem) {
      if (qualities.some((quality) => quality === 0)) continue;
      const score = (TYPO_SCORE_MAX * qualities.reduce((sum, quality) => sum + quality, 0)) / qualities.length;
      best.set(id, Math.max(best.get(id) ?? 0, score));
    }
  }
  return [...best]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit);
}

/** Both ways of finding films and series, each item once with its better score. */
function merged(a: SearchHit[], b: SearchHit[]): SearchHit[] {
  const scores = new Map<number, number>();
  for (const hit of [...a, ...b]) scores.set(hit.id, Math.max(scores.get(hit.id) ?? 0, hit.score));
  return [...scores].map(([id, score]) => ({ id, score }));
}

type Kind = SearchItem['item_type'];

/** Search across films and series, channels, karaoke and collections, one ranked list within the profile's limits. */
export function searchService(repo: SearchRepo, { items }: { items: CatalogItemsOf }) {
  return {
    async search(query: string, limit: number, viewer: Viewer): Promise<SearchItem[]> {
      const [fullText, channels, karaokeItems, collections] = await Promise.all([
        repo.mediaItems(query, viewer.limits, limit),
        repo.channels(query, viewer.limits, limit),
        repo.karaokeItems(query, viewer.limits, limit),
        repo.collections(query, limit),
      ]);
      const tagged = (kind: Kind, hits: SearchHit[]) => hits.map((hit) => ({ kind, ...hit }));
      // Typos are looked for only when no title matched the query as typed: it costs a trigram pass per word.
      const typed = fullText.some((hit) => hit.score >= TYPED_MATCH_SCORE);
      const mediaItems = typed ? fullText : merged(fullText, await typoHits(repo, query, viewer.limits, limit));
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
