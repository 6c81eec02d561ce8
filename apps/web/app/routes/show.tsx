import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { programPageHref } from '../features/catalog/links';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { ProgramPage } from '../features/tv/program-page';
import { programmeAccess } from '../features/tv/programme-access';
import type { Route } from './+types/show';

/** /tv/{channel_id}/shows/{id}: a programme of a channel (id or slug) by its original_id, or its id as the guide links it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const channelParams = { params: { id: params.channel_id } };
  const [channel, program, session] = await Promise.all([
    queries.fetch(endpointQuery('channels.getByNcId', channelParams)),
    queries.fetch(endpointQuery('epg.program', { params: { id: params.channel_id, original_id: params.id } })),
    queries.fetch(endpointQuery('sessions.current')),
    // Times are written in the account's time zone, on the server as in the browser.
    queries.fetch(endpointQuery('accounts.user')),
  ]);
  const nowS = Math.floor(Date.now() / 1000);
  const access = programmeAccess(channel, program, nowS);
  const serviceId = access.kind === 'offer' ? String(access.serviceId) : null;
  if (serviceId) await queries.fetch(endpointQuery('services.getById', { params: { id: serviceId } }));
  // «Напомнить» shows the viewer's state at once: their reminders are one list.
  if (access.kind === 'upcoming' && session.is_auth) await queries.fetch(endpointQuery('reminders.list'));
  return {
    channelId: params.channel_id,
    programId: params.id,
    serviceId,
    nowS,
    title: program.name,
    description: `${program.name} — ${channel.name}`,
    canonical: `${new URL(request.url).origin}${programPageHref(program)}`,
    dehydratedState: queries.dehydrate(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function Show({ channelId, programId, serviceId, nowS }: Route.ComponentProps['loaderData']) {
  const channel = useQuery(endpointQuery('channels.getByNcId', { params: { id: channelId } })).data;
  const program = useQuery(endpointQuery('epg.program', { params: { id: channelId, original_id: programId } })).data;
  const service = useQuery(endpointQuery('services.getById', { params: { id: serviceId ?? '' } }, { enabled: serviceId !== null })).data;
  if (!channel || !program) return null;
  return <ProgramPage channel={channel} program={program} archiveService={service ?? null} nowS={nowS} />;
}

export default function ShowRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Show {...loaderData} />
    </HydrationBoundary>
  );
}
