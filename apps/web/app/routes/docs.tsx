import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { DocsPage } from '../features/pages/docs-page';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/docs';

export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const [intro] = await Promise.all([
    queries.fetch(endpointQuery('pages.getByAlias', { params: { alias: 'docs' } })),
    queries.fetch(endpointQuery('docs.list')),
  ]);
  return { title: intro.title, canonical: `${new URL(request.url).origin}/docs`, dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function Docs() {
  const intro = useQuery(endpointQuery('pages.getByAlias', { params: { alias: 'docs' } })).data;
  const docs = useQuery(endpointQuery('docs.list')).data;
  return docs ? <DocsPage intro={intro ?? null} docs={docs.items} /> : null;
}

export default function DocsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Docs />
    </HydrationBoundary>
  );
}
