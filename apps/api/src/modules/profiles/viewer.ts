import type { LanguageCode } from '@efir/contract';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.js';
import type { ServiceHolding } from '../entitlements/service.js';
import type { ContentLimits } from './content-limits.js';
import type { ProfilesService } from './service.js';

/**
 * Who asks: their language, what their profile may see, and whose favourites, positions and view time these are.
 * The active profile is resolved once, here, for every module (spec 1 §5): the profile the session chose, else the
 * account's main one; a session's raw profile_id is never read elsewhere.
 */
export interface Viewer {
  language: LanguageCode;
  limits: ContentLimits;
  /** The active profile of a signed-in viewer; null for a visitor. */
  profileId: string | null;
  /** The session asking; null on a call that needs none. */
  sessionId: string | null;
  /** The signed-in account (whose purchases decide which offers it gets); null for a visitor. */
  accountId: string | null;
  /** What the signed-in account holds (entitlements), for per-viewer flags; absent for a visitor, who holds nothing. */
  holdings?: Holdings;
}

export interface Holdings {
  /** Which of these services the account holds now, itself or through a bundle. */
  services(ids: number[]): Promise<Map<number, ServiceHolding>>;
}

export type HeldServices = (accountId: string, serviceIds: number[]) => Promise<Map<number, ServiceHolding>>;

export type ViewerOf = (request: FastifyRequest) => Promise<Viewer>;

/** What a viewer keeps of their own (favourites, ratings) belongs to the active profile; a visitor keeps none. */
export const profileOwner = (viewer: Viewer): string | null => (viewer.profileId === null ? null : `profile:${viewer.profileId}`);

/** Positions belong to the active profile (every device of the account resumes at the same place), else to the visitor's session. */
export function positionsOwner(viewer: Viewer): string | null {
  if (viewer.profileId !== null) return `profile:${viewer.profileId}`;
  return viewer.sessionId === null ? null : `session:${viewer.sessionId}`;
}

/** The viewer of a request, resolved once however many modules ask. */
export function viewerOf(profiles: Pick<ProfilesService, 'viewing'>, heldServices: HeldServices): ViewerOf {
  const resolved = new WeakMap<FastifyRequest, Promise<Viewer>>();
  return (request) => {
    let viewer = resolved.get(request);
    if (!viewer) {
      const accountId = request.session?.account_id;
      viewer = profiles.viewing(request.session).then(({ profileId, limits }) => ({
        language: requestLanguage(request),
        limits,
        profileId,
        sessionId: request.session?.id ?? null,
        accountId: accountId ?? null,
        ...(accountId ? { holdings: { services: (ids: number[]) => heldServices(accountId, ids) } } : {}),
      }));
      resolved.set(request, viewer);
    }
    return viewer;
  };
}
