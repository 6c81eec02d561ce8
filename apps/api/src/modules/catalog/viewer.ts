import type { LanguageCode } from '@efir/contract';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.js';
import type { ContentLimits, ContentLimitsResolver } from '../profiles/content-limits.js';
import type { Session } from '../sessions/service.js';

/** Who asks for catalogue answers: their language, what their profile may see, and whose favourites mark items. */
export interface Viewer {
  language: LanguageCode;
  limits: ContentLimits;
  /** Owner of the favourites list; null for a visitor, who has none. */
  favoritesOwner: string | null;
}

/** Favourites belong to the active profile, else to the signed-in account. */
export function favoritesOwner(session: Pick<Session, 'account_id' | 'profile_id'> | undefined): string | null {
  if (session?.profile_id) return `profile:${session.profile_id}`;
  if (session?.account_id) return `account:${session.account_id}`;
  return null;
}

export type ViewerOf = (request: FastifyRequest) => Promise<Viewer>;

export function viewerOf(contentLimits: ContentLimitsResolver): ViewerOf {
  return async (request) => ({
    language: requestLanguage(request),
    limits: await contentLimits(request.session),
    favoritesOwner: favoritesOwner(request.session),
  });
}
