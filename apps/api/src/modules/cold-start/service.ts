import {
  COLD_START_LOADING_S,
  COLD_START_MIN_FOR_CHOOSING,
  COLD_START_MOVIES_MAX,
  COLD_START_POSTERS_MAX,
  type ColdStartGenres,
  type ColdStartMovies,
  type ColdStartResult,
  type ColdStartResultBody,
  ErrorCode,
  ITEM_RECOMMENDATIONS_MAX,
  type MediaBlockItem,
} from '@efir/contract';
import { forbidden, Problem } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { expiringCache } from '../../lib/expiring-cache.js';
import type { CatalogService } from '../catalog/service.js';
import { positionsOwner, profileOwner, type Viewer } from '../profiles/viewer.js';
import type { ColdStartRepo } from './repo.js';

/** The media view the result leads to: the home page, whose recom_cold_start block shows it (spec 2 §2). */
export const COLD_START_VIEW_ALIAS = 'home';
/** How long a profile's block may lag behind what it watches; a new save shows at once (the key changes). */
const RECOMMENDATIONS_CACHE_MS = 60_000;
const RECOMMENDATIONS_CACHE_MAX = 2000;

const genreUnknown = (unknown: string[]) =>
  new Problem(400, ErrorCode.COLD_START_GENRE_UNKNOWN, `No such genre: ${unknown.join(', ')}`, { unknown });

/** spec 2 §4 Cold start: a signed-in profile picks genres and films; its recom_cold_start block follows the picks. */
export function coldStartService(repo: ColdStartRepo, { catalog, clock }: { catalog: CatalogService; clock: Clock }) {
  const ownerOf = (viewer: Viewer): string => {
    const owner = profileOwner(viewer);
    if (owner === null) throw forbidden('Sign in to choose what you like');
    return owner;
  };
  /** Genre ids of these aliases, in no order; any alias unknown is a 400 naming them. */
  const genreIdsOf = async (aliases: string[]): Promise<number[]> => {
    const wanted = [...new Set(aliases)];
    const found = await repo.genresByAlias(wanted);
    const unknown = wanted.filter((alias) => !found.some((genre) => genre.alias === alias));
    if (unknown.length > 0) throw genreUnknown(unknown);
    return found.map((genre) => genre.id);
  };
  const asBlockItems = async (ids: number[], viewer: Viewer): Promise<MediaBlockItem[]> => {
    const loaded = await catalog.items(viewer).mediaItemCards(ids);
    return ids.flatMap((id) => {
      const item = loaded.get(id);
      return item ? [{ ...item, item_type: 'media_item' as const }] : [];
    });
  };
  const recommended = expiringCache<number[]>(clock, RECOMMENDATIONS_CACHE_MS, RECOMMENDATIONS_CACHE_MAX);

  return {
    async genres(viewer: Viewer): Promise<ColdStartGenres> {
      ownerOf(viewer);
      const ids = await repo.genreIds(viewer.limits);
      const tagged = await catalog.items(viewer).resolve(ids.map((id) => ({ item_type: 'genre' as const, item_id: id })));
      const genres = ids.flatMap((id) => {
        const genre = tagged.get(`genre:${id}`);
        return genre?.item_type === 'genre' ? [{ id: genre.id, alias: genre.alias, name: genre.name, image: genre.image }] : [];
      });
      return { genres, min_for_choosing: COLD_START_MIN_FOR_CHOOSING };
    },

    async movies(genreAliases: string, viewer: Viewer): Promise<ColdStartMovies> {
      ownerOf(viewer);
      const genreIds = await genreIdsOf(genreAliases.split(','));
      const ids = await repo.movieIds(genreIds, viewer.limits, COLD_START_MOVIES_MAX);
      const loaded = await catalog.items(viewer).mediaItems(ids);
      return { movies: ids.flatMap((id) => loaded.get(id) ?? []).map((item) => ({ id: item.id, name: item.name, image: item.logo })) };
    },

    /** Checks everything before writing: unknown genres, or films unknown, hidden, repeated or too few, write nothing. */
    async save(body: ColdStartResultBody, viewer: Viewer): Promise<ColdStartResult> {
      const owner = ownerOf(viewer);
      const genreIds = await genreIdsOf(body.genre_aliases);
      const visible = new Set(await repo.visibleTitleIds([...new Set(body.content_ids)], viewer.limits));
      const unknown = body.content_ids.filter((id, index) => !visible.has(id) || body.content_ids.indexOf(id) !== index);
      if (unknown.length > 0 || visible.size < COLD_START_MIN_FOR_CHOOSING) {
        throw new Problem(
          400,
          ErrorCode.COLD_START_CONTENT_UNKNOWN,
          `Choose at least ${COLD_START_MIN_FOR_CHOOSING} different films you can watch`,
          { unknown },
        );
      }
      await repo.save({ owner, genre_ids: genreIds, content_ids: [...visible], saved_at: clock.now() });
      return { loading_screen: { duration: COLD_START_LOADING_S }, media_view_alias: COLD_START_VIEW_ALIAS };
    },

    /**
     * The recom_cold_start block of a profile: empty until it has chosen (the web then offers the cold start), else
     * up to 20 films and series of its taste. The ranking is kept a minute per profile, saved taste and limits.
     */
    async blockItems(viewer: Viewer): Promise<MediaBlockItem[]> {
      const owner = ownerOf(viewer);
      const taste = await repo.result(owner);
      if (!taste) return [];
      const { maxAgeValue, eroticAllowed } = viewer.limits;
      const ids = await recommended.get(`${owner}|${taste.saved_at.getTime()}|${maxAgeValue}|${eroticAllowed}`, () =>
        repo.recommendedIds(
          { genreIds: taste.genre_ids, contentIds: taste.content_ids, positionsOwner: positionsOwner(viewer) ?? owner },
          viewer.limits,
          COLD_START_POSTERS_MAX,
        ),
      );
      return asBlockItems(ids, viewer);
    },

    /**
     * spec 2 §4 Recommendations modal: what to watch after a film or series (the catalogue has checked the profile may
     * see it): what its other viewers also played, then titles sharing its genres and cast, within the profile's limits.
     */
    async afterItem(mediaItemId: number, viewer: Viewer): Promise<MediaBlockItem[]> {
      const own = positionsOwner(viewer) ?? '';
      return asBlockItems(await repo.afterItemIds(mediaItemId, own, viewer.limits, ITEM_RECOMMENDATIONS_MAX), viewer);
    },
  };
}

export type ColdStartService = ReturnType<typeof coldStartService>;
