import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { browserApi } from '../api/browser';
import { loaderQueries } from '../api/loader-queries';
import { DocsPage } from '../features/pages/docs-page';
import { contentPageQuery, docsQuery } from '../features/pages/pages-query';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/docs';

export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const [intro] = await Promise.all([queries.fetch(contentPageQuery(queries.api, 'docs')), queries.fetch(docsQuery(queries.api))]);
  return { title: intro.title, canonical: `${new URL(request.url).origin}/docs`, dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function Docs() {
  const api = browserApi();
  const intro = useQuery(contentPageQuery(api, 'docs')).data;
  const docs = useQuery(docsQuery(api)).data;
  return docs ? <DocsPage intro={intro ?? null} docs={docs.items} /> : null;
}

export default function DocsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Docs />
    </HydrationBoundary>
  );
}
