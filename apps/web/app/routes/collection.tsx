import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { CollectionPage } from '../features/collections/collection-page';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/collection';

/** /collections/{id}: an id or a slug; the canonical address uses the slug (spec 2 §2). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const collection = await queries.fetch(endpointQuery('collections.getById', { params: { id: params.id } }));
  return {
    id: params.id,
    title: collection.name,
    description: collection.description,
    canonical: `${new URL(request.url).origin}/collections/${collection.slug}`,
    dehydratedState: queries.dehydrate(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function Collection({ id }: { id: string }) {
  const collection = useQuery(endpointQuery('collections.getById', { params: { id } })).data;
  return collection ? <CollectionPage collection={collection} /> : null;
}

export default function CollectionRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Collection id={loaderData.id} />
    </HydrationBoundary>
  );
}
