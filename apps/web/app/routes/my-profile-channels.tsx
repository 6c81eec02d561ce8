import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { ProfileChannelsPage } from '../features/profiles/profile-channels-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/my-profile-channels';

/** The checklist renders on the server for a signed-in viewer; another account's profile is the not-found page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const session = await queries.fetch(endpointQuery('sessions.current'));
  if (session.is_auth) {
    await Promise.all([
      queries.fetch(endpointQuery('profiles.channels', { params: { id: params.id } })),
      queries.fetch(endpointQuery('profiles.list')),
      queries.fetch(endpointQuery('accounts.user')),
    ]);
  }
  return { dehydratedState: queries.dehydrate() };
}

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MyProfileChannelsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProfileChannelsPage />
    </HydrationBoundary>
  );
}
