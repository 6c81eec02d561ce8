import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { accountMethods } from '../features/payments/account-methods';
import { MyPaymentsAndServicesPage } from '../features/payments/my-payments-and-services-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/my-payments-and-services';

/** The balance and the linked cards render on the server for a signed-in viewer; a visitor's page is the sign-in prompt. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const session = await queries.fetch(endpointQuery('sessions.current'));
  if (session.is_auth) await Promise.all([queries.fetch(accountMethods), queries.fetch(endpointQuery('bankCards.list'))]);
  return { dehydratedState: queries.dehydrate() };
}

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MyPaymentsAndServicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <MyPaymentsAndServicesPage />
    </HydrationBoundary>
  );
}
