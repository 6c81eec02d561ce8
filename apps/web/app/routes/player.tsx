import type { PlaybackContentType } from '@efir/contract';
import { EARLY_PLAYBACK_SHOWN, SHAKA_CHUNK } from '@efir/player';
import type { Api } from '../api/client';
import { loaderQueries } from '../api/loader-queries';
import { routeType } from '../features/media-item/series-structure';
import { loadChannelPlayer, loadPlayer, type PlayerPageData } from '../features/player/load-player';
import { channelPlayerAddress, PlayerPage } from '../features/player/player-page';
import { titleMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { ScriptsStartHandle } from '../start-scripts';
import type { Route } from './+types/player';

/** What an address plays: channels under /tv and /embed/tv, trailers under …/trailer, media items otherwise. */
function contentTypeOf(pathname: string): PlaybackContentType {
  if (/^\/(embed\/)?tv\//.test(pathname)) return 'channel';
  return /\/trailer\/?$/.test(pathname) ? 'trailer' : 'media_item';
}

/** The item's id or slug: the route's `:id`, the first part of `/embed/vod/*`, or `?id=` on /test_avod_player. */
function idOf(params: Record<string, string | undefined>, url: URL): string | null {
  return params.id ?? params['*']?.split('/')[0] ?? url.searchParams.get('id');
}

const TEST_AVOD_PLAYER = '/test_avod_player';

/** The chunk of features/player/early-start.ts, named after its file. */
const EARLY_START_CHUNK = 'early-start';

/** /test_avod_player without `?id=`: a free film that carries ads, for an operator to check their ad setup. */
async function testTitle(api: Api): Promise<string | null> {
  const { media_item_id } = await api.call('ads.testTitle');
  return media_item_id === null ? null : String(media_item_id);
}

/**
 * Every player address of spec 1 §2: the /player, /trailer and /stories subpages, /tv/{id}/player, the embeds
 * and /test_avod_player. The asset, position and next episode load on the server, so the stream starts at once.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const queries = loaderQueries({ context, request });
  const id = idOf(params, url) ?? (url.pathname === TEST_AVOD_PLAYER ? await testTitle(queries.api) : null);
  if (!id) throw new Response(null, { status: 404 });
  const contentType = contentTypeOf(url.pathname);
  const program = url.searchParams.get('program');
  const type = routeType(url.pathname, params);
  const data =
    contentType === 'channel'
      ? await queries.fetch({
          queryKey: ['player', contentType, id, program],
          queryFn: () => loadChannelPlayer(queries.api, { id, program }),
        })
      : await queries.fetch({
          queryKey: ['player', contentType, id, type],
          queryFn: () => loadPlayer(queries.api, contentType, id, type),
        });
  const isEmbedded = url.pathname.startsWith('/embed/') || url.pathname.startsWith('/omnichat/') || url.pathname === TEST_AVOD_PLAYER;
  const backHref = isEmbedded ? null : url.pathname.replace(/\/(player|trailer|stories)\/?$/, '');
  const earlyStartModules = context.chunkUrls(EARLY_START_CHUNK);
  return {
    data,
    isEmbedded,
    backHref: backHref === url.pathname ? null : backHref,
    earlyStart: earlyStartModules[0] ?? null,
    // What the stream needs first: the early-start script, shaka, and what they import.
    streamModules: [...new Set([...earlyStartModules, ...context.chunkUrls(SHAKA_CHUNK)])],
  };
}

/** The page title names what plays: the archive programme, the item, or the channel. */
function nameOf(data: PlayerPageData | undefined): { text: string } | undefined {
  const named = data && (data.program ?? data.item ?? data.channel);
  return named ? { text: named.name } : undefined;
}

/**
 * The title, and the stream's modules preloaded from the head, first (paint-first.ts leaves them live): the stream needs
 * them before anything else, and shaka is most of the player's weight.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...titleMeta(matches, nameOf(loaderData?.data)),
  ...(loaderData?.streamModules ?? []).map((href) => ({ tagName: 'link' as const, rel: 'modulepreload', href, fetchPriority: 'high' })),
];

export const ErrorBoundary = RouteErrorBoundary;

/**
 * The page is the player: its stream starts first, from the page's own script, and its app's scripts once the stream's
 * first frame is on screen (without the early-start script, a development build, at once).
 */
export const handle: ScriptsStartHandle = {
  scriptsStartOn: (data) => ((data as Awaited<ReturnType<typeof loader>> | undefined)?.earlyStart ? EARLY_PLAYBACK_SHOWN : null),
};

export default function PlayerRoute({ loaderData }: Route.ComponentProps) {
  const { data, isEmbedded, backHref, earlyStart } = loaderData;
  // The embed stays on its address: no channel list, no switching.
  const channelAddress = data.channel && !isEmbedded ? channelPlayerAddress : null;
  return <PlayerPage data={data} isEmbedded={isEmbedded} backHref={backHref} channelAddress={channelAddress} earlyStart={earlyStart} />;
}
