import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { PromoEventPage } from '../features/pages/promo-events';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/promo-event';

/** A promotion's page: its terms, then its landing media view. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const event = await queries.fetch(endpointQuery('promoEvents.getById', { params: { id: params.id } }));
  await queries.fetch(endpointQuery('mediaViews.getByAlias', { params: { alias: event.media_view_alias } }));
  return {
    id: params.id,
    title: event.title,
    description: event.summary,
    canonical: `${new URL(request.url).origin}/promo_events/${event.slug}`,
    dehydratedState: queries.dehydrate(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function PromoEvent({ id }: { id: string }) {
  const { pathname } = useLocation();
  const event = useQuery(endpointQuery('promoEvents.getById', { params: { id } })).data;
  const view = useQuery(
    endpointQuery('mediaViews.getByAlias', { params: { alias: event?.media_view_alias ?? '' } }, { enabled: event !== undefined }),
  ).data;
  return event && view ? <PromoEventPage event={event} view={view} path={pathname} /> : null;
}

export default function PromoEventRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PromoEvent id={loaderData.id} />
    </HydrationBoundary>
  );
}
