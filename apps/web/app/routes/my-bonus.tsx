import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { MyBonusPage } from '../features/bonuses/my-bonuses-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/my-bonus';

/** A program's points history renders on the server, its dates in the account's time zone; an unknown program is not found. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const session = await queries.fetch(endpointQuery('sessions.current'));
  if (session.is_auth)
    await Promise.all([
      queries.fetch(endpointQuery('bonuses.history', { params: { id: params.id } })),
      queries.fetch(endpointQuery('accounts.user')),
    ]);
  return { dehydratedState: queries.dehydrate(), id: params.id };
}

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MyBonusRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <MyBonusPage id={loaderData.id} />
    </HydrationBoundary>
  );
}
