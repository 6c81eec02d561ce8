import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { adSlotsOf } from '../ads/ad-map';
import { createPlayerController, type PlayerController } from '../core/controller';
import { type LiveProgram, programAt } from '../core/live';
import type { PreferenceStorage } from '../core/preferences';
import type { ThumbnailsPlaylist } from '../core/thumbnails';
import { createDeliveryStats } from '../p2p/delivery';
import { earlyPlaybackOf, type PlaybackItem } from '../shaka/early-playback';
import { loadShaka as loadShakaLazily } from '../shaka/load-shaka';
import { newPlaybackSessionId, type PlaybackSource, playbackSource } from '../shaka/source';
import { loadThumbnails } from '../shaka/thumbnails-json';
import type { ShakaModule } from '../shaka/types';
import { AdLayer } from './ad-layer';
import { ViewLimitNotice } from './notice';
import type { OverlayContent } from './overlay-info';
import { type PlayerMedia, PlayerView } from './player-view';
import type { PlayerServices } from './services';
import type { SidePanelContent } from './side-panel';
import { type PlayerText, PlayerTextProvider } from './text';
import { SkipIntroButton, UpNextCard, type UpNextItem } from './up-next';
import { useAds } from './use-ads';
import { usePlayback } from './use-playback';
import { usePlayerState } from './use-player-state';
import { useReporting } from './use-reporting';
import { useViewTimeLimit } from './use-view-time-limit';

/** One item to play. */
export type PlayerItem = PlaybackItem & {
  /** Opening titles, for the skip-intro button. */
  intro?: { start: number; end: number } | null;
};

/**
 * A live channel's guide around now: the overlay follows the programme at the playing position, and a move to
 * another programme is reported (spec 2 §7 "new program").
 */
export type LiveSchedule = {
  programs: readonly LiveProgram[];
  overlay: (programId: string | number | null) => OverlayContent;
};

export type PlayerProps = {
  item: PlayerItem | null;
  text: PlayerText;
  services: PlayerServices;
  /** Fixed for the player's life: the embedded player asks for a gesture after 5 s (spec 2 §4). */
  isEmbedded?: boolean;
  preferences?: PreferenceStorage;
  /** Letter keys (K, M, F) as shortcuts; the viewer turns them off in the host app's settings (WCAG 2.1.4). */
  singleKeyShortcuts?: boolean;
  /** Driven by a TV remote (the host's TV view): see `PlayerViewProps.remote`. */
  remote?: boolean;
  userId?: string | number | null;
  overlay?: OverlayContent | null;
  /** A live channel's guide; its overlay replaces `overlay`. */
  live?: LiveSchedule | null;
  /** Channel up and down (spec 2 §2 TV list): the page plays the neighbouring channel. */
  onChannelStep?: (direction: 1 | -1) => void;
  sidePanel?: SidePanelContent | null;
  back?: ReactNode;
  extraButtons?: ReactNode;
  /** The next episode, offered when this one ends. */
  upNext?: { item: UpNextItem; play: () => void } | null;
  /** Playback reached the end (after the postroll), once per item. */
  onEnded?: () => void;
  /** Spec 2 §6: seconds of viewing left today for a limited profile; null or absent means no limit. */
  viewTimeLeftSeconds?: number | null;
  viewLimitAction?: { label: string; href: string };
  onRetry?: () => void;
  /** The media server refused the stream: the access it was opened with ended; the page asks again and offers the item. */
  onAccessEnded?: () => void;
  loadShaka?: () => Promise<ShakaModule>;
};

function useController(isEmbedded: boolean, preferences: PreferenceStorage | undefined): PlayerController {
  const [controller] = useState(() => createPlayerController({ isEmbedded, preferences }));
  useEffect(() => () => controller.dispose(), [controller]);
  return controller;
}

/** The whole player: core, shaka, reporting, binge-watching and the view-time limit around the screen. */
export function Player(props: PlayerProps) {
  const { item, services, userId } = props;
  const controller = useController(props.isEmbedded === true, props.preferences);
  const state = usePlayerState(controller);
  const singleKeyShortcuts = props.singleKeyShortcuts ?? true;
  useEffect(() => controller.dispatch({ type: 'setSingleKeyShortcuts', enabled: singleKeyShortcuts }), [controller, singleKeyShortcuts]);
  const [media, setMedia] = useState<PlayerMedia | null>(null);
  // The page's early playback of the first item, whose elements the view shows for the player's life.
  const [earlyMedia] = useState(() => (item ? (earlyPlaybackOf(item.key)?.media ?? null) : null));
  const [thumbnails, setThumbnails] = useState<ThumbnailsPlaylist | null>(null);
  const [upNextDismissed, setUpNextDismissed] = useState<string | null>(null);

  const itemKey = item?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a playback is per item: a refreshed asset of the same item is the same playback
  const playback = useMemo(() => {
    if (!item) return null;
    const early = earlyPlaybackOf(item.key);
    const source: PlaybackSource =
      early?.source ??
      playbackSource(item.asset, { playbackSessionId: newPlaybackSessionId(), userId }, navigator.userAgent, item.startTime, {
        pltvMaxDuration: item.pltvMaxDuration,
      });
    return {
      source,
      reporting: {
        url: source.url,
        context: {
          playback_session_id: source.identity.playbackSessionId,
          content_id: item.asset.content.id,
          content_type: item.asset.media_type,
        },
        delivery: early?.delivery ?? createDeliveryStats(),
      },
    };
  }, [itemKey]);

  const reporting = useReporting(controller, playback?.reporting ?? null, services);
  usePlayback(controller, media, playback?.source ?? null, playback?.reporting.delivery ?? null, props.loadShaka ?? loadShakaLazily);
  const limitReached = useViewTimeLimit(controller, props.viewTimeLeftSeconds);
  const [adVideo, setAdVideo] = useState<HTMLVideoElement | null>(null);
  const ads = useAds({
    controller,
    ad: item?.asset.ad,
    itemKey,
    joinsLive: item?.asset.type === 'live' && item.asset.media_type !== 'archive' && item.startTime === undefined,
    content: media?.video ?? null,
    adVideo,
    report: reporting.ad,
  });

  const live = props.live;
  const programId = live && state.isLive && state.hasStarted ? (programAt(live.programs, state.currentTime)?.id ?? null) : null;
  const lastProgram = useRef<{ item: string | undefined; id: string | number | null }>({ item: itemKey, id: null });
  useEffect(() => {
    const last = lastProgram.current;
    if (last.item === itemKey && last.id !== null && programId !== null && programId !== last.id) reporting.newProgram(programId);
    if (programId !== null || last.item !== itemKey) lastProgram.current = { item: itemKey, id: programId };
  }, [itemKey, programId, reporting]);

  const onChannelStep = useRef(props.onChannelStep);
  onChannelStep.current = props.onChannelStep;
  useEffect(
    () =>
      controller.subscribe((_state, { effects }) => {
        for (const effect of effects) if (effect.type === 'switchChannel') onChannelStep.current?.(effect.direction);
      }),
    [controller],
  );

  const accessEnded = state.error?.kind === 'refused';
  const onAccessEnded = useRef(props.onAccessEnded);
  onAccessEnded.current = props.onAccessEnded;
  useEffect(() => {
    if (accessEnded) onAccessEnded.current?.();
  }, [accessEnded]);

  const thumbnailsUrl = item?.asset.thumbnailsUrl;
  useEffect(() => {
    setThumbnails(null);
    if (!thumbnailsUrl) return;
    let current = true;
    void loadThumbnails(thumbnailsUrl).then((playlist) => current && setThumbnails(playlist));
    return () => {
      current = false;
    };
  }, [thumbnailsUrl]);

  const intro = item?.intro;
  const inIntro = intro && !state.isEnded && state.hasStarted && state.currentTime >= intro.start && state.currentTime < intro.end;
  const upNext = props.upNext && state.isEnded && upNextDismissed !== itemKey ? props.upNext : null;
  const dismissUpNext = useCallback(() => setUpNextDismissed(itemKey ?? null), [itemKey]);
  const onEnded = useRef(props.onEnded);
  onEnded.current = props.onEnded;
  useEffect(() => {
    if (state.isEnded) onEnded.current?.();
  }, [state.isEnded]);

  const corner = upNext ? (
    <UpNextCard item={upNext.item} onPlay={upNext.play} onCancel={dismissUpNext} />
  ) : inIntro ? (
    <SkipIntroButton
      onSkip={() => {
        reporting.buttonClicked('skip_intro');
        controller.dispatch({ type: 'seek', position: intro.end });
      }}
    />
  ) : null;

  return (
    <PlayerTextProvider value={props.text}>
      <PlayerView
        controller={controller}
        onMedia={setMedia}
        earlyMedia={earlyMedia}
        overlay={live ? live.overlay(programId) : props.overlay}
        thumbnails={thumbnails}
        sidePanel={props.sidePanel}
        back={props.back}
        corner={corner}
        extraButtons={props.extraButtons}
        blocker={limitReached ? <ViewLimitNotice action={props.viewLimitAction} /> : null}
        adLayer={
          adSlotsOf(item?.asset.ad).length > 0 && (
            <AdLayer videoRef={setAdVideo} view={ads.view} active={ads.active} onSkip={ads.skip} onClick={ads.click} />
          )
        }
        onButtonClick={reporting.buttonClicked}
        onRetry={props.onRetry}
        remote={props.remote}
      />
    </PlayerTextProvider>
  );
}
