import type { MediaItem, MediaItemType } from '@efir/contract';
import type { loaderQueries } from '../../api/loader-queries';
import { endpointQuery } from '../../api/queries';
import { mediaItemHref } from '../catalog/links';

/** The search parameter of a series page naming the season whose episodes it shows, by its order number. */
export const SEASON_PARAM = 'season';

type Linked = Pick<MediaItem, 'id' | 'type' | 'slug' | 'series_id' | 'series_slug' | 'season_id' | 'season_slug'>;
type RouteParams = { id?: string; series_id?: string; season_id?: string };

const names = (id: number | null, slug: string | null, param: string | undefined) =>
  param === undefined || param === String(id) || param === slug;

/**
 * spec 1 §2 media detail routes: /movies holds films, /series a series and its seasons and episodes, /seasons and
 * /episodes their own type; /catalog and /media_items any item (undefined). Slugs are unique per type only, so the
 * type also says which item a slug names.
 */
export function routeType(pathname: string, params: RouteParams): MediaItemType | undefined {
  const [section] = pathname.split('/').filter(Boolean);
  if (section === 'movies') return 'film';
  if (section === 'seasons') return 'season';
  if (section === 'episodes') return 'episode';
  if (section !== 'series') return undefined;
  return params.season_id !== undefined ? 'episode' : params.series_id !== undefined ? 'season' : 'series';
}

/** False when the address names another type or parent than the item's. */
export function fitsRoute(item: Linked, pathname: string, params: RouteParams): boolean {
  return (
    item.type === (routeType(pathname, params) ?? item.type) &&
    names(item.series_id, item.series_slug, params.series_id) &&
    names(item.season_id, item.season_slug, params.season_id)
  );
}

export interface Crumb {
  label: string;
  href: string;
}

/**
 * The trail above an item's page: the section it belongs to (the menu's entry for its category), its series and
 * season when it has them, then the item (and its cast).
 */
export function itemTrail(
  item: Pick<MediaItem, 'type' | 'slug' | 'name' | 'series_slug' | 'series_name' | 'season_slug' | 'season_short_name'>,
  cast: { label: string } | null,
  section: Crumb | null = null,
): Crumb[] {
  const trail: Crumb[] = section ? [section] : [];
  if (item.series_slug && item.series_name) trail.push({ label: item.series_name, href: `/series/${item.series_slug}` });
  if (item.type === 'episode' && item.series_slug && item.season_slug && item.season_short_name) {
    trail.push({ label: item.season_short_name, href: `/series/${item.series_slug}/seasons/${item.season_slug}` });
  }
  const own = mediaItemHref(item);
  trail.push({ label: item.name, href: own });
  if (cast) trail.push({ label: cast.label, href: `${own}/cast` });
  return trail;
}

/** The season a series page shows: the one its address names by order number, else the viewer's current one, else the first. */
export function selectedSeason<T extends Pick<MediaItem, 'id' | 'order_number'>>(
  seasons: T[],
  param: string | null,
  currentSeasonId: number | null = null,
): T | undefined {
  const named = param === null ? undefined : seasons.find((season) => String(season.order_number) === param);
  return named ?? seasons.find((season) => season.id === currentSeasonId) ?? seasons[0];
}

/** The episodes either side of the current one in its season. */
export function neighbours<T extends Pick<MediaItem, 'id'>>(episodes: T[], currentId: number): { previous?: T; next?: T } {
  const index = episodes.findIndex((episode) => episode.id === currentId);
  if (index < 0) return {};
  return { previous: episodes[index - 1], next: episodes[index + 1] };
}

/**
 * Prefetches what a page of the series shows, so it renders on the server: a series' seasons, where the viewer
 * goes on and the chosen season's episodes (its id is returned), a season's siblings and episodes, an episode's season.
 * A visitor's place is left to the browser (`signedIn` false), so the page is one every visitor can share.
 */
export async function loadSeriesStructure(
  queries: Pick<ReturnType<typeof loaderQueries>, 'fetch'>,
  item: MediaItem,
  seasonParam: string | null,
  signedIn: boolean,
): Promise<number | null> {
  // The same inputs as the page's queries (series-sections.tsx), so its first render reads these answers.
  const byId = (id: number) => ({ params: { id: String(id) } });
  switch (item.type) {
    case 'series': {
      const [seasons, current] = await Promise.all([
        queries.fetch(endpointQuery('mediaItems.seasons', byId(item.id))),
        signedIn ? queries.fetch(endpointQuery('mediaItems.seriesPosition', byId(item.id))) : null,
      ]);
      const season = selectedSeason(seasons.items, seasonParam, current?.episode?.season_id ?? null);
      if (season) await queries.fetch(endpointQuery('mediaItems.episodes', byId(season.id)));
      return season?.id ?? null;
    }
    case 'season':
      await Promise.all([
        item.series_id !== null ? queries.fetch(endpointQuery('mediaItems.seasons', byId(item.series_id))) : null,
        queries.fetch(endpointQuery('mediaItems.episodes', byId(item.id))),
      ]);
      return item.id;
    case 'episode':
      if (item.season_id !== null) await queries.fetch(endpointQuery('mediaItems.episodes', byId(item.season_id)));
      return item.season_id;
    default:
      return null;
  }
}
