import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import { MyServicesPage } from '../features/subscriptions/my-services-page';
import type { Route } from './+types/my-services';

/** The subscriptions render on the server, their dates in the account's time zone; a visitor's page is the sign-in prompt. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const session = await queries.fetch(endpointQuery('sessions.current'));
  if (session.is_auth)
    await Promise.all([queries.fetch(endpointQuery('subscriptions.list')), queries.fetch(endpointQuery('accounts.user'))]);
  return { dehydratedState: queries.dehydrate() };
}

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MyServicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <MyServicesPage />
    </HydrationBoundary>
  );
}
