import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { MyBonusesPage } from '../features/bonuses/my-bonuses-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/my-bonuses';

/** The bonus programs render on the server for a signed-in viewer; a visitor's page is the sign-in prompt. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const session = await queries.fetch(endpointQuery('sessions.current'));
  if (session.is_auth) await queries.fetch(endpointQuery('bonuses.list'));
  return { dehydratedState: queries.dehydrate() };
}

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MyBonusesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <MyBonusesPage />
    </HydrationBoundary>
  );
}
