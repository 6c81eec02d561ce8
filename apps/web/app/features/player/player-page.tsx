import { EarlyMedia, Player, type PlayerItem, type PlayerText } from '@efir/player/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useRootData } from '../../session/root-data';
import { useSession } from '../../session/session';
import { channelHref } from '../catalog/links';
import { HTML_LANG } from '../language/language';
import { openRecommendations } from '../recommendations/open-recommendations';
import type { ChannelAddress } from '../tv/tv-list-panel';
import { useChannelPlayer } from '../tv/use-channel-player';
import { useLandscapeOnAurora } from './aurora';
import { episodesPanel } from './episodes-panel';
import type { PlayerPageData } from './load-player';
import { mediaItemOverlay } from './overlay';
import styles from './player-page.module.css';
import { playerServices } from './services';
import { useSingleKeyShortcuts } from './single-key-shortcuts';
import { useHydrated } from './use-hydrated';
import { usePlayerPreferences } from './use-player-preferences';
import { viewTimeLeftSeconds } from './view-time';

// The stream library is most of the player's weight: fetched as soon as this module runs in the browser (before
// hydration), not when the player mounts after it. A server-rendered player page has run early-start.ts already.
if (typeof window !== 'undefined') void import('./early-start');

export type PlayerPageProps = {
  data: PlayerPageData;
  /** The embedded player asks for a gesture when it cannot start on its own (spec 2 §4) and has no way back. */
  isEmbedded?: boolean;
  /** Where the back arrow leads: the item's own page. */
  backHref?: string | null;
  /**
   * For a channel: the address of another channel's player of the same kind, for the TV list side panel and channel
   * up/down; without it (the embed, which stays on its address) neither is offered.
   */
  channelAddress?: ChannelAddress | null;
  /** The page's early-playback script: the stream starts in the server-rendered page, before the app runs. */
  earlyStart?: string | null;
};

/** A channel's own player page: /tv/{id}/player. */
export const channelPlayerAddress: ChannelAddress = (channel) => `${channelHref(channel)}/player`;

/** A player page: the whole window is the player (no layout, spec 1 §2). */
export function PlayerPage(props: PlayerPageProps) {
  useLandscapeOnAurora();
  return <PlayerBox className={styles.page} {...props} />;
}

/** The player inside a page with its layout (a channel's page): a 16:9 box. */
export function InlinePlayer(props: PlayerPageProps) {
  return <PlayerBox className={styles.inline} {...props} />;
}

/** What the player plays of a page's data; `key` changes with the item (the next episode) and its programme. */
function playerItemOf({ contentType, asset, startTime, item, channel }: PlayerPageData): PlayerItem {
  return {
    key: `${contentType}:${asset.content.id}:${asset.channel?.program_id ?? ''}`,
    asset,
    startTime,
    intro: item?.intro_start != null && item.intro_end != null ? { start: item.intro_start, end: item.intro_end } : null,
    ...(channel ? { pltvMaxDuration: channel.tstv_options_channel.pltv_max_duration } : {}),
  };
}

function PlayerBox({ className, earlyStart, ...props }: PlayerPageProps & { className: string | undefined }) {
  const hydrated = useHydrated();
  const session = useSession();
  if (hydrated)
    return (
      <div className={className}>
        <ClientPlayer {...props} />
      </div>
    );
  // A profile whose viewing time today is spent gets the player's notice over a stream that waits (spec 2 §6).
  const timeLeft = session ? viewTimeLeftSeconds(session) : null;
  const waits = timeLeft !== null && timeLeft <= 0;
  return (
    <div className={className}>
      {earlyStart ? (
        <EarlyMedia item={playerItemOf(props.data)} script={earlyStart} waits={waits} />
      ) : (
        <div className={styles.placeholder} />
      )}
    </div>
  );
}

function ClientPlayer({ data, isEmbedded = false, backHref, channelAddress = null }: PlayerPageProps) {
  const { t } = useTranslation();
  const { language, tvView } = useRootData();
  const session = useSession();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { item, upNext, contentType, seasonEpisodes } = data;
  const preferences = usePlayerPreferences(item?.series_id ?? null);
  const [singleKeyShortcuts] = useSingleKeyShortcuts();
  const services = useMemo(() => playerServices({ savePositions: contentType === 'media_item' }), [contentType]);
  const text = useMemo<PlayerText>(() => ({ t: (key, values) => t(`player.${key}`, values), locale: HTML_LANG[language] }), [t, language]);

  const playerItem = useMemo(() => playerItemOf(data), [data]);
  const channelPlayer = useChannelPlayer(data, channelAddress);

  const next = upNext && {
    item: {
      title: upNext.name,
      subtitle: [upNext.season_short_name, upNext.short_name].filter(Boolean).join(', ') || null,
      imageUrl: upNext.visit_card,
    },
    play: () => navigate(isEmbedded ? `/embed/vod/${upNext.id}` : `/episodes/${upNext.id}/player`),
  };

  // The embedded player stays on its own address, so it offers no switching to other episodes.
  const episodes = useMemo(
    () => (item && !isEmbedded ? episodesPanel(seasonEpisodes, item.id, t) : null),
    [item, isEmbedded, seasonEpisodes, t],
  );

  return (
    <Player
      item={playerItem}
      text={text}
      services={services}
      isEmbedded={isEmbedded}
      preferences={preferences}
      singleKeyShortcuts={singleKeyShortcuts}
      remote={tvView}
      overlay={item ? mediaItemOverlay(item, contentType === 'trailer') : (channelPlayer?.overlay ?? null)}
      live={channelPlayer?.live}
      onChannelStep={channelPlayer?.onChannelStep}
      upNext={next}
      // spec 2 §4 Recommendations modal: a film or series over, with no next episode, offers what to watch after it;
      // the recommendations are a signed-in viewer's (hidden for guests, §6).
      onEnded={
        item && !next && !isEmbedded && contentType === 'media_item' && session?.is_auth
          ? () => void openRecommendations(item.series_id ?? item.id)
          : undefined
      }
      sidePanel={channelPlayer?.sidePanel ?? episodes}
      viewTimeLeftSeconds={session ? viewTimeLeftSeconds(session) : null}
      back={
        backHref ? (
          <Link to={backHref} className={styles.back} aria-label={t('player.back')}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
              <path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" />
            </svg>
          </Link>
        ) : null
      }
      onRetry={() => window.location.reload()}
      // Asking again turns an ended rental or subscription into the page's offer, bought in place (spec 2 §4).
      onAccessEnded={() => void revalidator.revalidate()}
    />
  );
}
