import { existsSync } from 'node:fs';
import { ErrorCode, type PlaybackContentType, type PlayerAsset } from '@efir/contract';
import { badRequest, Problem } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { clearKeyLicence, clipPaths, LicenceRequestError, parseLicenceRequest, THUMBNAILS_JSON } from '../../media/index.js';
import type { AdPlace, AdsService } from '../ads/service.js';
import type { EntitlementsService, Playable } from '../entitlements/service.js';
import type { P2pFor } from '../p2p/module.js';
import type { RatedItem } from '../profiles/service.js';
import type { Session } from '../sessions/service.js';
import { catchupRefusal, pauseLiveOnly } from './live.js';
import { type MediaScope, type MediaTokens, mediaUrl, type TokenContent } from './media-token.js';
import type { PlayableMediaItem, PlaybackRepo } from './repo.js';

export const CLEARKEY_LICENCE_PATH = '/api/v1/drm/clearkey';

const notPlayable = (why: string) => new Problem(404, ErrorCode.NOT_FOUND, why);

/** The active profile's parental controls and view time (spec 1 §6): refuses with a code when they do not allow playing. */
export type PlaybackGate = (session: Session, items: RatedItem[]) => Promise<void>;

export interface PlaybackServiceDeps {
  clock: Clock;
  /** EFIR_SECRET: clip keys derive from it. */
  secret: string;
  mediaDir: string;
  gate: PlaybackGate;
  entitlements: EntitlementsService;
  tokens: MediaTokens;
  /** A film's, episode's or channel's ad slots and the brand's test-ad flag (issue #19). */
  ads: Pick<AdsService, 'forAsset' | 'adIsTest'>;
  /** How players of a brand meet their peers; null when the operator or the brand has peer-to-peer off. */
  p2pFor: P2pFor;
}

export function playbackService(
  repo: PlaybackRepo,
  { clock, secret, mediaDir, gate, entitlements, tokens, ads, p2pFor }: PlaybackServiceDeps,
) {
  /** spec 2 §7 peer-to-peer: one swarm per stream, named by what it plays, so every viewer of it (whatever their token) meets. */
  function p2pOf(place: AdPlace, swarm: string): Pick<PlayerAsset, 'p2p'> {
    const p2p = p2pFor(place);
    return p2p ? { p2p: { ...p2p, swarm_id: swarm } } : {};
  }

  /**
   * Asks the entitlements module; a refusal is 403 CONTENT_NOT_PURCHASED carrying what would open the item and
   * whether the viewer must sign in first. Open access answers until when it lasts.
   */
  async function entitled(session: Session, playable: Playable): Promise<Date | null> {
    const access = await entitlements.opens(session.account_id, playable);
    if (!access) throw notPlayable('Nothing to play');
    if (access.open) return access.until;
    const login_required = session.account_id === null;
    throw new Problem(
      403,
      ErrorCode.CONTENT_NOT_PURCHASED,
      login_required ? 'Sign in to watch this' : 'This is not in your subscriptions or purchases',
      { purchase: { ...access.offer, login_required } },
    );
  }

  /** Series and seasons play from their first episode; the one asked for answers for parental controls too. */
  async function playableItem(id: number): Promise<{ item: PlayableMediaItem; asked: PlayableMediaItem }> {
    const asked = await repo.mediaItem(id);
    let item = asked;
    while (item && (item.type === 'series' || item.type === 'season')) item = await repo.firstChild(item);
    if (!asked || !item) throw notPlayable('No such media item');
    return { item, asked };
  }

  async function streamOf(
    contentType: PlaybackContentType,
    contentId: number,
  ): Promise<{ clipId: string; mediaItemId?: number; rated: RatedItem[]; playable: TokenContent | null }> {
    switch (contentType) {
      case 'media_item': {
        const { item, asked } = await playableItem(contentId);
        if (item.is_coming_soon) throw new Problem(403, ErrorCode.NOT_ENTITLED, 'Coming soon: not available to watch yet');
        if (!item.stream_id) throw notPlayable('This media item has no stream');
        // An 18+ series does not play through a milder episode.
        return { clipId: item.stream_id, mediaItemId: item.id, rated: [asked, item], playable: { type: 'media_item', id: item.id } };
      }
      case 'trailer': {
        const item = await repo.mediaItem(contentId);
        if (!item?.trailer_stream_id) throw notPlayable('This media item has no trailer');
        // Trailers are free for everyone.
        return { clipId: item.trailer_stream_id, mediaItemId: item.id, rated: [item], playable: null };
      }
      case 'karaoke_item': {
        const song = await repo.karaokeItem(contentId);
        if (!song) throw notPlayable('No such karaoke item');
        // Songs carry an age level too: a kids profile does not sing an 18+ one.
        return {
          clipId: song.stream_id,
          rated: [{ age_limit_id: song.age_limit_id, is_erotic: false }],
          playable: { type: 'karaoke_item', id: contentId },
        };
      }
      case 'channel':
        throw new Error('channels play through liveAsset');
    }
  }

  function ensurePackaged(clipId: string): void {
    if (!existsSync(clipPaths(mediaDir, clipId).doneFile)) {
      throw new Problem(503, ErrorCode.MEDIA_NOT_READY, 'This video is still being prepared; try again in a minute');
    }
  }

  const drmConfigFor = (token: string) => ({
    drm_provider: 'clearkey' as const,
    clearkey: `${CLEARKEY_LICENCE_PATH}?token=${encodeURIComponent(token)}`,
  });

  /** The channel's live stream, or a programme of its archive; the channel's and the programme's age levels and the profile's channel list apply. */
  async function channelAsset(channelId: number, session: Session, place: AdPlace, originalId?: string): Promise<PlayerAsset> {
    const channel = await repo.channel(channelId);
    if (!channel) throw notPlayable('No such channel');
    const program = originalId === undefined ? undefined : await repo.program(channelId, originalId);
    if (originalId !== undefined && !program) throw notPlayable('No such programme on this channel');
    await gate(session, [
      { age_limit_id: channel.age_limit_id, is_erotic: false, channel_id: channel.id },
      ...(program ? [{ age_limit_id: program.age_limit_id, is_erotic: false }] : []),
    ]);
    const until = await entitled(session, { type: 'channel', id: channel.id });
    const timeshift = await entitlements.opens(session.account_id, { type: 'timeshift', channelId: channel.id });
    const now = clock.now();
    const refusal = program && catchupRefusal(channel, program, now);
    if (refusal) throw new Problem(403, ErrorCode.ARCHIVE_UNAVAILABLE, refusal);
    if (program && !timeshift?.open) await entitled(session, { type: 'timeshift', channelId: channel.id });
    ensurePackaged(channel.stream_id);
    const scope: MediaScope = { kind: 'live', channelId: channel.id };
    const token = tokens.issue({
      sessionId: session.id,
      scope,
      content: { type: 'channel', id: channel.id },
      timeshift: timeshift?.open === true,
      until,
    });
    const base = mediaUrl(token, scope);
    // The channel's breaks go with its live stream and with its archive: a programme of it is the channel's airtime.
    const { ad, adIsTest } = await ads.forAsset({ type: 'channel', id: channel.id }, place);
    const common = {
      drmConfig: drmConfigFor(token),
      ...(ad ? { ad } : {}),
      adIsTest,
      teleportEnabled: false,
      content: { id: channel.id },
      contentType: 'channel' as const,
      token,
      channel: { channel_id: channel.id, ...(program ? { program_id: program.id } : {}) },
    };
    if (!program)
      return {
        ...common,
        assetUrl: base,
        type: 'live',
        media_type: pauseLiveOnly(channel, timeshift?.open === true) ? 'pause_live' : 'live',
        ...p2pOf(place, `live-${channel.stream_id}`),
      };
    const from = Math.floor(program.start_time.getTime() / 1000);
    const to = Math.floor(program.end_time.getTime() / 1000);
    // A finished programme is a recording with its own start and end; one still on air is the live stream from its start.
    if (program.end_time.getTime() <= now.getTime()) {
      return {
        ...common,
        assetUrl: `${base}/archive/${from}-${to}`,
        type: 'vod',
        media_type: 'archive',
        ...p2pOf(place, `archive-${channel.stream_id}-${from}-${to}`),
      };
    }
    return {
      ...common,
      assetUrl: base,
      type: 'live',
      media_type: 'archive',
      startTime: from,
      ...p2pOf(place, `live-${channel.stream_id}`),
    };
  }

  return {
    /** spec 2 §3 Player asset, with media URLs that only this session can use, for a limited time. */
    async asset(contentType: PlaybackContentType, contentId: number, session: Session, place: AdPlace): Promise<PlayerAsset> {
      if (contentType === 'channel') return channelAsset(contentId, session, place);
      const { clipId, mediaItemId, rated, playable } = await streamOf(contentType, contentId);
      await gate(session, rated);
      const until = playable ? await entitled(session, playable) : null;
      ensurePackaged(clipId);
      const scope: MediaScope = { kind: 'vod', clipId };
      const token = tokens.issue({ sessionId: session.id, scope, ...(playable ? { content: playable } : {}), until });
      const base = mediaUrl(token, scope);
      // Ads go with films and episodes, not with trailers or songs.
      const { ad, adIsTest } =
        contentType === 'media_item' && mediaItemId
          ? await ads.forAsset({ type: 'media_item', id: mediaItemId }, place)
          : { adIsTest: await ads.adIsTest(place.brand) };
      return {
        assetUrl: `${base}/cenc`,
        type: 'vod',
        drmConfig: drmConfigFor(token),
        thumbnailsUrl: `${base}/thumbnails/${THUMBNAILS_JSON}`,
        ...(ad ? { ad } : {}),
        adIsTest,
        teleportEnabled: false,
        content: { id: mediaItemId ?? contentId },
        contentType,
        token,
        media_type: 'vod',
        ...(mediaItemId ? { media_item: { media_item_id: mediaItemId } } : {}),
        ...p2pOf(place, `vod-${clipId}`),
      };
    },

    /** spec 2 §2 programme link: a programme of the channel's archive (catch-up), within its time-shift window. */
    programAsset(channelId: number, originalId: string, session: Session, place: AdPlace): Promise<PlayerAsset> {
      return channelAsset(channelId, session, place, originalId);
    },

    /** Keys only for the clip the token opens (a channel's is its stream's), and only to the session it was issued to. */
    async licence(token: string, body: unknown, session: Session) {
      const { scope, content } = tokens.open(token, { sessionId: session.id });
      const clipId = scope.kind === 'live' ? (await repo.channel(scope.channelId))?.stream_id : scope.clipId;
      if (!clipId) throw new Problem(403, ErrorCode.MEDIA_TOKEN_INVALID, 'Media token opens no clip');
      // Access is asked again: a subscription may have ended or a refund gone through since the token was issued.
      if (content) await entitled(session, content);
      try {
        return clearKeyLicence(parseLicenceRequest(body), secret, [clipId]);
      } catch (error) {
        if (error instanceof LicenceRequestError) throw badRequest(error.message);
        throw error;
      }
    },
  };
}

export type PlaybackService = ReturnType<typeof playbackService>;
