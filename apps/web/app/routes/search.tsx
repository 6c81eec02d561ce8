import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { SearchPage } from '../features/search/search-page';
import { readSearchQuery, searchStatus } from '../features/search/search-params';
import { titleMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/search';

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readSearchQuery(new URL(request.url).searchParams);
  const queries = loaderQueries({ context, request });
  if (searchStatus(query) === 'search') await queries.fetch(endpointQuery('search.query', { query: { query } }));
  return { query, dehydratedState: queries.dehydrate() };
}

/** Result pages are for viewers, not for search engines' indexes. */
export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(matches, { key: 'page.search' }),
  { name: 'robots', content: 'noindex' },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SearchPage query={loaderData.query} />
    </HydrationBoundary>
  );
}
