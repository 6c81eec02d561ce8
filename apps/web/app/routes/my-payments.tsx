import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { PaymentHistoryPage } from '../features/payments/payment-history-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/my-payments';

/** The payment history renders on the server, its dates in the account's time zone; a visitor's page is the sign-in prompt. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const session = await queries.fetch(endpointQuery('sessions.current'));
  if (session.is_auth) await Promise.all([queries.fetch(endpointQuery('payments.history')), queries.fetch(endpointQuery('accounts.user'))]);
  return { dehydratedState: queries.dehydrate() };
}

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MyPaymentsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PaymentHistoryPage />
    </HydrationBoundary>
  );
}
