import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { KaraokeCatalogPage } from '../features/karaoke/karaoke-catalog-page';
import { KARAOKE_PAGE_SIZE, pageFromSearch } from '../features/karaoke/karaoke-paging';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/karaoke';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFromSearch(new URL(request.url).searchParams);
  const queries = loaderQueries({ context, request });
  await queries.fetch(endpointQuery('karaokeItems.list', { query: { page, limit: KARAOKE_PAGE_SIZE } }));
  return { page, dehydratedState: queries.dehydrate() };
}

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function KaraokeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <KaraokeCatalogPage page={loaderData.page} />
    </HydrationBoundary>
  );
}
