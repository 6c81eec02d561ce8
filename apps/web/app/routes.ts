import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * spec 1 §2 Route table. Layout rules (header, footer, notifications, cookie banner) live in features/shell/layout-for.ts.
 * The last dot-separated part of a route id names its page's title `page.<part>` (features/shell/route-title.ts).
 * /offer_recom.pdf is a file the API answers (modules/pages), not a page.
 */
const mediaItem = (path: string, id: string) => route(path, 'routes/media-item.tsx', { id });
const mainView = (path: string, id: string) => route(path, 'routes/main-view.tsx', { id });
const player = (path: string, id: string) => route(path, 'routes/player.tsx', { id });
const catalog = (path: string, id: string) => route(path, 'routes/catalog.tsx', { id });

/** A media detail page with its /cast subpage (app banner) and /player, /trailer, /stories subpages (no layout). */
const mediaPages = (base: string, id: string) => [
  mediaItem(base, id),
  mediaItem(`${base}/cast`, `${id}.cast`),
  player(`${base}/player`, `${id}.player`),
  player(`${base}/trailer`, `${id}.trailer`),
  player(`${base}/stories`, `${id}.stories`),
];

export default [
  route('app_info', 'routes/app-info.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  // Spec 1 §2 lists it with neither header nor footer; the layout rules decide by address, so it stands outside.
  player('test_avod_player', 'test_avod_player'),
  layout('routes/shell.tsx', [
    index('routes/main-view.tsx', { id: 'main_view' }),

    route('variants', 'routes/purchase-page.tsx', { id: 'variants' }),
    route('embed/buy', 'routes/purchase-page.tsx', { id: 'embed_buy' }),
    route('pay', 'routes/purchase-page.tsx', { id: 'pay' }),
    route('embed/promocode', 'routes/promocode.tsx', { id: 'embed.promocode' }),

    route('tv', 'routes/tv.tsx', { id: 'tv' }),
    route('tv/:id', 'routes/channel.tsx', { id: 'channel' }),
    route('tv/:channel_id/shows/:id', 'routes/show.tsx', { id: 'show' }),
    player('tv/:id/player', 'tv.player'),

    catalog('catalog', 'catalog'),
    catalog('movies/catalog', 'movies_catalog'),
    catalog('series/catalog', 'series_catalog'),
    catalog('kids/catalog', 'kids_catalog'),
    catalog('education/catalog', 'education_catalog'),
    catalog('sport/catalog', 'sport_catalog'),

    ...mediaPages('movies/:id', 'movie'),
    ...mediaPages('series/:id', 'series'),
    ...mediaPages('series/:series_id/seasons/:id', 'series.season'),
    ...mediaPages('series/:series_id/seasons/:season_id/episodes/:id', 'series.episode'),
    ...mediaPages('seasons/:id', 'season'),
    ...mediaPages('episodes/:id', 'episode'),
    ...mediaPages('catalog/:id', 'catalog_item'),
    ...mediaPages('media_items/:id', 'media_item'),

    route('short_stories', 'routes/short-stories.tsx', { id: 'short_stories' }),
    route('karaoke', 'routes/karaoke-index.ts', { id: 'karaoke_index' }),
    route('karaoke/catalog', 'routes/karaoke.tsx', { id: 'karaoke' }),
    route('karaoke/:id', 'routes/karaoke-item.tsx', { id: 'karaoke_item' }),

    route('services', 'routes/services.tsx', { id: 'services' }),
    route('services/:id', 'routes/service.tsx', { id: 'service' }),
    route('services/:parent_id/:id', 'routes/service.tsx', { id: 'subservice.service' }),
    route('services/:parent_id/:sub_parent_id/:id', 'routes/service.tsx', { id: 'subservice.sub.service' }),

    route('collections', 'routes/collections.tsx', { id: 'collections' }),
    route('collections/:id', 'routes/collection.tsx', { id: 'collection' }),
    route('search', 'routes/search.tsx', { id: 'search' }),
    route('promo_events', 'routes/promo-events.tsx', { id: 'promo_events' }),
    route('promo_events/:id', 'routes/promo-event.tsx', { id: 'promo_event' }),

    route('my', 'routes/my.tsx', { id: 'my' }),
    route('my/bonuses', 'routes/my-bonuses.tsx', { id: 'my_bonuses' }),
    route('my/bonuses/:id', 'routes/my-bonus.tsx', { id: 'my_bonus' }),
    route('my/random', 'routes/my-random.tsx', { id: 'my_random' }),
    route('my/collection', 'routes/my-collection.tsx', { id: 'my_collection' }),
    route('my/devices', 'routes/my-devices.tsx', { id: 'my_devices' }),
    route('my/payments_and_services', 'routes/my-payments-and-services.tsx', { id: 'my_payments_and_services' }),
    route('my/payments_and_services/payments', 'routes/my-payments.tsx', { id: 'my_payments' }),
    route('my/payments_and_services/payments/:order_id', 'routes/my-payment-receipt.tsx', { id: 'my_payment_receipt' }),
    route('my/payments_and_services/services', 'routes/my-services.tsx', { id: 'my_services' }),
    route('my/positions', 'routes/my-positions.tsx', { id: 'my_positions' }),
    route('my/settings', 'routes/my-settings.tsx', { id: 'my_settings' }),
    route('my/certificates', 'routes/my-certificates.tsx', { id: 'my_certificates' }),
    route('my/profiles/:id', 'routes/my-profile.tsx', { id: 'my_profile' }),
    route('my/profiles/:id/channels', 'routes/my-profile-channels.tsx', { id: 'my_profile_channels' }),
    route('my/journal', 'routes/my-journal.tsx', { id: 'my_journal' }),
    route('my/journal/messages', 'routes/my-journal.tsx', { id: 'my_messages' }),
    route('my/journal/polls', 'routes/my-journal.tsx', { id: 'my_polls' }),
    route('my/reminders', 'routes/my-reminders.tsx', { id: 'my_reminders' }),

    route('support', 'routes/content-page.tsx', { id: 'support' }),
    route('faq', 'routes/faq.tsx', { id: 'faq' }),
    route('faq/:id', 'routes/faq-item.tsx', { id: 'faq_item' }),
    route('offer', 'routes/content-page.tsx', { id: 'offer' }),
    route('contacts', 'routes/content-page.tsx', { id: 'contacts' }),
    route('persons/:id', 'routes/person.tsx', { id: 'person' }),
    route('alice/auth', 'routes/alice-auth.tsx', { id: 'alice_auth' }),
    route('docs', 'routes/docs.tsx', { id: 'docs' }),
    route('promocode', 'routes/promocode.tsx', { id: 'promocode' }),
    route('podarochnye-sertifikaty', 'routes/gift-certificates.tsx', { id: 'gift_certificates' }),

    player('embed/tv/:id', 'embed.channel'),
    player('embed/vod/*', 'embed.vod'),
    player('embed/:id', 'embed.media_item'),
    player('embed/:id/trailer', 'embed.trailer'),
    player('omnichat/:id/trailer', 'omnichat.trailer'),

    route('auth', 'routes/auth.tsx', { id: 'auth' }),
    route('authentication', 'routes/auth.tsx', { id: 'authentication.auth' }),
    route('joint_viewing/:id', 'routes/joint-viewing.tsx', { id: 'joint_viewing' }),
    route('geoblock', 'routes/geoblock.tsx', { id: 'geoblock' }),
    // spec 2 §2 TV-code page, and the TV-style web view's sign-in that shows the code (spec 1 §1; no layout).
    route('tvcode', 'routes/tvcode.tsx', { id: 'tvcode' }),
    route('tv_auth', 'routes/tv-auth.tsx', { id: 'tv_auth' }),

    mainView(':name', 'main_view.name'),
    mainView(':name/:id', 'main_view.name_id'),
    mainView('media_views/:name', 'main_view.media_view'),
    mainView('media_views/:name/:id', 'main_view.media_view_id'),

    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
