import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { ServicesPage } from '../features/services/services-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/services';

export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  await queries.fetch(endpointQuery('services.list'));
  return { canonical: `${new URL(request.url).origin}/services`, dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = (args) => [
  ...routeTitleMeta(args),
  ...(args.loaderData ? [{ tagName: 'link', rel: 'canonical', href: args.loaderData.canonical }] : []),
];

export const ErrorBoundary = RouteErrorBoundary;

function Services() {
  const services = useQuery(endpointQuery('services.list')).data;
  return services ? <ServicesPage services={services.items} /> : null;
}

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Services />
    </HydrationBoundary>
  );
}
