import type { MediaItemType } from '@efir/contract';
import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { mediaItemHref } from '../features/catalog/links';
import { MediaItemPage } from '../features/media-item/media-item-page';
import { SeriesSections } from '../features/media-item/series-sections';
import { fitsRoute, loadSeriesStructure, routeType, SEASON_PARAM } from '../features/media-item/series-structure';
import { mediaItemJsonLd } from '../features/media-item/structured-data';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/media-item';

/** Media detail pages and their cast subpage show the app banner (spec 1 §2). */
export const handle = { appBanner: true };

/**
 * Every media detail address of spec 1 §2. An address naming another type or another parent than the item's
 * (a series under /movies, a season under the wrong series) moves to the item's own address.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const queries = loaderQueries({ context, request });
  const type = routeType(url.pathname, params);
  const [item, session] = await Promise.all([
    queries.fetch(endpointQuery('mediaItems.getById', itemQuery(params.id, type))),
    queries.fetch(endpointQuery('sessions.current')),
  ]);
  const castOnly = url.pathname.endsWith('/cast');
  const own = mediaItemHref(item);
  if (!fitsRoute(item, url.pathname, params)) throw redirect(castOnly ? `${own}/cast` : own, 301);
  const [seasonId] = await Promise.all([
    castOnly ? null : loadSeriesStructure(queries, item, url.searchParams.get(SEASON_PARAM), session.is_auth),
    // Where a signed-in viewer stopped, so «Продолжить с …» is in the first paint; a failure leaves the plain «Смотреть».
    // A visitor's comes after hydration, which keeps the page one every visitor shares (the server keeps it).
    session.is_auth && (item.type === 'film' || item.type === 'episode')
      ? queries.attempt(endpointQuery('positions.get', { params: { media_item_id: item.id } }))
      : null,
  ]);
  const origin = url.origin;
  const canonical = `${origin}${own}${castOnly ? '/cast' : ''}`;
  return {
    id: params.id,
    type,
    castOnly,
    seasonId,
    canonical,
    jsonLd: mediaItemJsonLd(item, canonical, origin),
    title: item.name,
    description: item.short_description,
    image: `${origin}${item.logo}?profile=filmposter&width=460&height=666`,
    dehydratedState: queries.dehydrate(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

/** The item a page names: by id, or by slug of the page's type. */
const itemQuery = (id: string, type: MediaItemType | undefined) => ({ params: { id }, query: type ? { type } : {} });

function Item({ id, type, castOnly, seasonId }: { id: string; type?: MediaItemType; castOnly: boolean; seasonId: number | null }) {
  const item = useQuery(endpointQuery('mediaItems.getById', itemQuery(id, type))).data;
  const isSeries = item?.type === 'series' && !castOnly;
  const goOnWith = useQuery(endpointQuery('mediaItems.seriesPosition', { params: { id: String(item?.id) } }, { enabled: isSeries })).data
    ?.episode;
  return item ? (
    <MediaItemPage item={item} castOnly={castOnly} goOnWith={isSeries ? goOnWith : null}>
      {castOnly ? null : <SeriesSections item={item} seasonId={seasonId} />}
    </MediaItemPage>
  ) : null;
}

export default function MediaItemRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Item id={loaderData.id} type={loaderData.type} castOnly={loaderData.castOnly} seasonId={loaderData.seasonId} />
    </HydrationBoundary>
  );
}
