import { DEFAULT_TIME_ZONE, ErrorCode } from '@efir/contract';
import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { channelHref } from '../features/catalog/links';
import { loadChannelPlayer } from '../features/player/load-player';
import { PlayerPage } from '../features/player/player-page';
import { pageMeta, titleMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { ChannelPage } from '../features/tv/channel-page';
import { dayOf } from '../features/tv/tv-time';
import type { Route } from './+types/channel';

/** spec 1 §2: /tv/{id} shows only the player, without the layout, with `player`, or `program` together with `start_time`. */
export function playsAlone(query: URLSearchParams): { program: string | null } | null {
  if (query.has('program') && query.has('start_time')) return { program: query.get('program') };
  return query.has('player') ? { program: null } : null;
}

/**
 * /tv/{id} by id or slug: the channel's page (its live player, what is on now and today's schedule), or, by the layout
 * rule, its player alone: live, or the programme of the archive that `program` names.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const queries = loaderQueries({ context, request });
  const alone = playsAlone(url.searchParams);
  if (alone) {
    const request = { id: params.id, program: alone.program };
    const data = await queries.fetch({
      queryKey: ['player', 'channel', params.id, alone.program],
      queryFn: () => loadChannelPlayer(queries.api, request),
    });
    return { alone: true as const, data, backHref: data.channel ? channelHref(data.channel) : null };
  }
  const channel = await queries.fetch(endpointQuery('channels.getByNcId', { params: { id: params.id } }));
  const user = await queries.fetch(endpointQuery('accounts.user'));
  const nowS = Math.floor(Date.now() / 1000);
  const day = dayOf(nowS, user.current_time_zone || DEFAULT_TIME_ZONE);
  await queries.fetch(endpointQuery('epg.channelPrograms', { params: { id: String(channel.id) }, query: day }));
  const live = await queries.attempt({
    queryKey: ['player', 'channel', String(channel.id), null],
    queryFn: () => loadChannelPlayer(queries.api, { id: String(channel.id), program: null }),
  });
  // spec 1 §6: a channel above the profile's default age asks for the PIN instead of showing its page.
  if ('failure' in live && live.failure.error_code === ErrorCode.VIEW_PIN_REQUIRED) throw data(live.failure, { status: 403 });
  return {
    alone: false as const,
    id: params.id,
    channelId: channel.id,
    day,
    nowS,
    live: 'value' in live ? { data: live.value } : { failure: live.failure },
    title: channel.name,
    description: channel.description,
    canonical: `${url.origin}${channelHref(channel)}`,
    dehydratedState: queries.dehydrate(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return titleMeta(matches);
  if (loaderData.alone) return titleMeta(matches, { text: (loaderData.data.program ?? loaderData.data.channel)?.name ?? '' });
  return pageMeta(matches, loaderData);
};

export const ErrorBoundary = RouteErrorBoundary;

/** From the player alone, the TV list opens other channels' players alone too. */
const aloneAddress = (channel: { slug: string }) => `${channelHref(channel)}?player`;

function Channel({ id, channelId, day, nowS, live }: Extract<Route.ComponentProps['loaderData'], { alone: false }>) {
  const channel = useQuery(endpointQuery('channels.getByNcId', { params: { id } })).data;
  const programs = useQuery(endpointQuery('epg.channelPrograms', { params: { id: String(channelId) }, query: day })).data;
  if (!channel) return null;
  return <ChannelPage channel={channel} day={day} programs={programs?.items ?? []} live={live} nowS={nowS} />;
}

export default function ChannelRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.alone) return <PlayerPage data={loaderData.data} backHref={loaderData.backHref} channelAddress={aloneAddress} />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Channel {...loaderData} />
    </HydrationBoundary>
  );
}
