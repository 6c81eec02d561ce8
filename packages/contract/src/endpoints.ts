import { accountsEndpoints } from './endpoints/accounts.js';
import { adsEndpoints } from './endpoints/ads.js';
import { analyticsEndpoints } from './endpoints/analytics.js';
import { authEndpoints } from './endpoints/auth.js';
import { bonusesEndpoints } from './endpoints/bonuses.js';
import { catalogEndpoints } from './endpoints/catalog.js';
import { certificatesEndpoints } from './endpoints/certificates.js';
import { coldStartEndpoints } from './endpoints/cold-start.js';
import { devEndpoints } from './endpoints/dev.js';
import { devicesEndpoints } from './endpoints/devices.js';
import { epgEndpoints } from './endpoints/epg.js';
import { favoritesEndpoints } from './endpoints/favorites.js';
import { healthEndpoints } from './endpoints/health.js';
import { imagesEndpoints } from './endpoints/images.js';
import { notificationsEndpoints } from './endpoints/notifications.js';
import { pagesEndpoints } from './endpoints/pages.js';
import { paymentsEndpoints } from './endpoints/payments.js';
import { playbackEndpoints } from './endpoints/playback.js';
import { positionsEndpoints } from './endpoints/positions.js';
import { problemReportsEndpoints } from './endpoints/problem-reports.js';
import { profilesEndpoints } from './endpoints/profiles.js';
import { promoCodesEndpoints } from './endpoints/promo-codes.js';
import { purchasesEndpoints } from './endpoints/purchases.js';
import { ratingsEndpoints } from './endpoints/ratings.js';
import { remindersEndpoints } from './endpoints/reminders.js';
import { searchEndpoints } from './endpoints/search.js';
import { servicesEndpoints } from './endpoints/services.js';
import { sessionsEndpoints } from './endpoints/sessions.js';
import { subscriptionsEndpoints } from './endpoints/subscriptions.js';
import { supportChatEndpoints } from './endpoints/support-chat.js';
import { systemEndpoints } from './endpoints/system.js';
import { tvCodesEndpoints } from './endpoints/tv-codes.js';
import { tvImportEndpoints } from './endpoints/tv-import.js';
import { voiceLinksEndpoints } from './endpoints/voice-links.js';

/**
 * Every API call, once. Names are `domain.operation`, paths are full from the site root;
 * each domain declares its calls in endpoints/<domain>.ts.
 */
export const endpoints = {
  ...systemEndpoints,
  ...sessionsEndpoints,
  ...authEndpoints,
  ...accountsEndpoints,
  ...devicesEndpoints,
  ...analyticsEndpoints,
  ...catalogEndpoints,
  ...imagesEndpoints,
  ...healthEndpoints,
  ...devEndpoints,
  ...playbackEndpoints,
  ...positionsEndpoints,
  ...problemReportsEndpoints,
  ...searchEndpoints,
  ...favoritesEndpoints,
  ...ratingsEndpoints,
  ...coldStartEndpoints,
  ...remindersEndpoints,
  ...profilesEndpoints,
  ...promoCodesEndpoints,
  ...certificatesEndpoints,
  ...purchasesEndpoints,
  ...bonusesEndpoints,
  ...paymentsEndpoints,
  ...subscriptionsEndpoints,
  ...pagesEndpoints,
  ...servicesEndpoints,
  ...epgEndpoints,
  ...tvImportEndpoints,
  ...tvCodesEndpoints,
  ...notificationsEndpoints,
  ...voiceLinksEndpoints,
  ...adsEndpoints,
  ...supportChatEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
