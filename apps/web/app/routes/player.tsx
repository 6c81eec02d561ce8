import type { PlaybackContentType } from '@efir/contract';
import { SHAKA_CHUNK } from '@efir/player';
import type { Api } from '../api/client';
import { loaderQueries } from '../api/loader-queries';
import { routeType } from '../features/media-item/series-structure';
import { loadChannelPlayer, loadPlayer, type PlayerPageData } from '../features/player/load-player';
import { channelPlayerAddress, PlayerPage } from '../features/player/player-page';
import { titleMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { ScriptsFirstHandle } from '../start-scripts';
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
  return {
    data,
    isEmbedded,
    backHref: backHref === url.pathname ? null : backHref,
    shakaModule: context.chunkUrl(SHAKA_CHUNK) ?? null,
  };
}

/** The page title names what plays: the archive programme, the item, or the channel. */
function nameOf(data: PlayerPageData | undefined): { text: string } | undefined {
  const named = data && (data.program ?? data.item ?? data.channel);
  return named ? { text: named.name } : undefined;
}

/** The title, and shaka's chunk preloaded from the head: the player needs it first, and it is most of its weight. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...titleMeta(matches, nameOf(loaderData?.data)),
  ...(loaderData?.shakaModule ? [{ tagName: 'link' as const, rel: 'modulepreload', href: loaderData.shakaModule }] : []),
];

export const ErrorBoundary = RouteErrorBoundary;

/** The page is the player, which its scripts draw: they need not wait for a paint. */
export const handle: ScriptsFirstHandle = { scriptsFirst: true };

export default function PlayerRoute({ loaderData }: Route.ComponentProps) {
  const { data, isEmbedded, backHref } = loaderData;
  // The embed stays on its address: no channel list, no switching.
  const channelAddress = data.channel && !isEmbedded ? channelPlayerAddress : null;
  return <PlayerPage data={data} isEmbedded={isEmbedded} backHref={backHref} channelAddress={channelAddress} />;
}
