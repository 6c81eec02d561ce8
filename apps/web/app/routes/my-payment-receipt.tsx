import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { PaymentReceiptPage } from '../features/payments/payment-receipt-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/my-payment-receipt';

/** A payment's receipt renders on the server, its dates in the account's time zone; another account's is not found. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const session = await queries.fetch(endpointQuery('sessions.current'));
  if (session.is_auth)
    await Promise.all([
      queries.fetch(endpointQuery('payments.receipt', { params: { order_id: params.order_id } })),
      queries.fetch(endpointQuery('accounts.user')),
    ]);
  return { dehydratedState: queries.dehydrate(), orderId: params.order_id };
}

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MyPaymentReceiptRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PaymentReceiptPage orderId={loaderData.orderId} />
    </HydrationBoundary>
  );
}
