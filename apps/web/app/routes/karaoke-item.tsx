import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { KaraokeItemPage } from '../features/karaoke/karaoke-item-page';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/karaoke-item';

/** /karaoke/{id}: an id or a slug; the canonical address uses the slug (spec 2 §2). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const item = await queries.fetch(endpointQuery('karaokeItems.getById', { params: { id: params.id } }));
  const origin = new URL(request.url).origin;
  return {
    id: params.id,
    title: `${item.name} — ${item.artist.name}`,
    canonical: `${origin}/karaoke/${item.slug}`,
    image: `${origin}${item.logo}?profile=genre&width=500&height=500`,
    dehydratedState: queries.dehydrate(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function Item({ id }: { id: string }) {
  const item = useQuery(endpointQuery('karaokeItems.getById', { params: { id } })).data;
  return item ? <KaraokeItemPage item={item} /> : null;
}

export default function KaraokeItemRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Item id={loaderData.id} />
    </HydrationBoundary>
  );
}
