import { CONTENT_PAGE_ALIASES, type ContentPageAlias } from '@efir/contract';
import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { ContentPageView } from '../features/pages/content-page';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/content-page';

/** /support, /contacts and /offer: the page of the same alias the operator wrote. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const alias = url.pathname.replace(/^\/|\/$/g, '') as ContentPageAlias;
  if (!CONTENT_PAGE_ALIASES.includes(alias)) throw data(null, { status: 404 });
  const queries = loaderQueries({ context, request });
  const page = await queries.fetch(endpointQuery('pages.getByAlias', { params: { alias } }));
  return { alias, title: page.title, canonical: `${url.origin}/${alias}`, dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function Page({ alias }: { alias: ContentPageAlias }) {
  const page = useQuery(endpointQuery('pages.getByAlias', { params: { alias } })).data;
  return page ? <ContentPageView page={page} /> : null;
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Page alias={loaderData.alias} />
    </HydrationBoundary>
  );
}
