import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { PromoEventsPage } from '../features/pages/promo-events';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/promo-events';

export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  await queries.fetch(endpointQuery('promoEvents.list'));
  return { canonical: `${new URL(request.url).origin}/promo_events`, dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = (args) => [
  ...routeTitleMeta(args),
  ...(args.loaderData ? [{ tagName: 'link', rel: 'canonical', href: args.loaderData.canonical }] : []),
];

export const ErrorBoundary = RouteErrorBoundary;

function PromoEvents() {
  const events = useQuery(endpointQuery('promoEvents.list')).data;
  return events ? <PromoEventsPage events={events.items} /> : null;
}

export default function PromoEventsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PromoEvents />
    </HydrationBoundary>
  );
}
