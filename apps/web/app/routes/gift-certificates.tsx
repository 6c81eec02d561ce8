import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { GiftCertificatesPage } from '../features/certificates/gift-certificates-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/gift-certificates';

/** The offers render on the server, for visitors too. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  await queries.fetch(endpointQuery('certificates.offers'));
  return { dehydratedState: queries.dehydrate() };
}

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function GiftCertificatesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <GiftCertificatesPage />
    </HydrationBoundary>
  );
}
