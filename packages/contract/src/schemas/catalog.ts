import { z } from 'zod';
import { RowId } from './ids.js';
import { DurationUnit, PriceType } from './prices.js';
import { ServicePurchaseState } from './subscriptions.js';

/** spec 2 §3 Media item type. */
export const MediaItemType = z.enum(['film', 'series', 'season', 'episode']);
export type MediaItemType = z.infer<typeof MediaItemType>;

/** spec 2 §3 usage_model: in a subscription, bought for ever, or rented. */
export const UsageModel = z.enum(['SERVICE', 'EST', 'TVOD']);
export type UsageModel = z.infer<typeof UsageModel>;

/** spec 2 §2 theme pages: each has filters and a media view of the same alias; also a media item's category.alias. */
export const CatalogTheme = z.enum(['movies', 'series', 'kids', 'education', 'sport']);
export type CatalogTheme = z.infer<typeof CatalogTheme>;
export const CATALOG_THEMES = CatalogTheme.options;

/** spec 2 §2 "By type". The spec's spaced names get snake_case identifiers; banners carry their size in display_type. */
export const MediaBlockType = z.enum([
  'custom_block',
  'promo',
  'background',
  'carousel',
  'content',
  'top10',
  'service',
  'channels',
  'collection',
  'recom_cold_start',
  'content_plain',
  'big_posters',
  'horizontal_posters',
  'continue_watching',
  'tv_programs',
  'tv_programs_plus',
  'cinema_tickets',
  'banners',
]);
export type MediaBlockType = z.infer<typeof MediaBlockType>;
export const MEDIA_BLOCK_TYPES = MediaBlockType.options;

/** spec 2 §2 banner block sizes and the service block's list or row, both carried in display_type. */
export const BANNER_DISPLAY_TYPES = ['small', 'medium', 'large', 'stretching', 'carousel'] as const;
export const SERVICE_DISPLAY_TYPES = ['list', 'row'] as const;
/** spec 2 §2: SEO text and heading blocks with this display_type are hidden from signed-in users. */
export const DISPLAY_TYPE_UNAUTHORIZED = 'unauthorized';

/** spec 2 §2 "Custom blocks by tag". */
export const CUSTOM_BLOCK_TAGS = [
  'all_in_one',
  'auto_carousel',
  'buy',
  'features_blocks',
  'filters',
  'hero',
  'faq',
  'four_services',
  'more_details',
  'prompt',
  'multi_sub_block',
  'multi_sub_carousel',
  'multi_sub_auto_carousel',
  'multi_sub_special',
  'multi_sub_music',
  'devices',
  'personal_collections',
  'watch_tv',
  'any_device',
  'start',
  'subservices',
  'quiz',
] as const;
export type CustomBlockTag = (typeof CUSTOM_BLOCK_TAGS)[number];

/** spec 2 §2 "Custom blocks by name". */
export const CUSTOM_BLOCK_NAMES = [
  'promoBanner',
  'promo_banner',
  'promo_banner_v3',
  'promo_banner_v4',
  'promo_banner_sport',
  'docs',
  'bannersServicesContent',
  'button',
  'promoDetails',
  'aboutService',
  'about_service',
  'persons',
  'faq',
  'featuresSmall',
  'legal',
  'player',
  'playerPlaylist',
  'what_is_it',
  'promocode',
  'tvcode',
  'mediaTitle',
  'seoText',
  'breadcrumbs',
] as const;
export type CustomBlockName = (typeof CUSTOM_BLOCK_NAMES)[number];

/** What a block, collection or service may list. */
export const ItemType = z.enum(['media_item', 'channel', 'program', 'karaoke_item', 'collection', 'service', 'banner', 'person', 'genre']);
export type ItemType = z.infer<typeof ItemType>;

export const PersonRole = z.enum(['director', 'actor', 'writer', 'producer', 'composer']);
export type PersonRole = z.infer<typeof PersonRole>;
export const PERSON_ROLES = PersonRole.options;

/** spec 1 §3 Age limit; the list is ordered and the last is the maximum. */
export const AgeLimit = z.object({ id: z.number().int(), name: z.string(), age_value: z.number().int() });
export type AgeLimit = z.infer<typeof AgeLimit>;
export const AgeLimitList = z.object({ items: z.array(AgeLimit) });

export const GenreRef = z.object({ id: z.number().int(), alias: z.string(), name: z.string() });
export const Genre = GenreRef.extend({ image: z.string() });
export type Genre = z.infer<typeof Genre>;

/** A country of production (not the phone-number countries of spec 1 §3). */
export const ProductionCountry = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** An image URL from the image endpoint; append `?profile=…&width=…&height=…` (see IMAGE_PROFILES). */
const ImageUrl = z.string();

/** spec 2 §3 Person. */
export const Person = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  native_name: z.string().nullable(),
  photo_avatar: ImageUrl,
  birth_date: z.string().nullable(),
  death_date: z.string().nullable(),
});
export type Person = z.infer<typeof Person>;
export const CastMember = Person.extend({ role: PersonRole, character: z.string().nullable() });

/** spec 2 §3 Media item; user-dependent fields (purchase_variants, actions, series_position) come with their domains. */
/** Picture bands by the top rendition's height: SD under 720 lines, HD 720, Full HD 1080, 4K 2160. */
export const VideoQuality = z.enum(['SD', 'HD', 'Full HD', '4K']);
export type VideoQuality = z.infer<typeof VideoQuality>;

export const MediaItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: MediaItemType,
  name: z.string(),
  original_name: z.string().nullable(),
  short_description: z.string(),
  summary: z.string(),
  year: z.number().int().nullable(),
  /** Seconds. */
  duration: z.number().int().nullable(),
  genres: z.array(GenreRef),
  countries: z.array(ProductionCountry),
  age_level: AgeLimit,
  /** The service's own score (0–10) and the viewer's own rating (null until rated). */
  ratings: z.object({ service: z.number().nullable(), user: z.number().nullable() }),
  /** The poster (portrait artwork with the title). */
  logo: ImageUrl,
  screenshots: z.array(ImageUrl),
  background: ImageUrl,
  /** A landscape card with the title, for horizontal poster rows. */
  visit_card: ImageUrl,
  poster_bg_color: z.string(),
  /** In the viewer's favourites; always false for a visitor. */
  is_favorite: z.boolean(),
  is_coming_soon: z.boolean(),
  start_date: z.string().nullable(),
  usage_model: UsageModel,
  /** Anyone may watch it, without signing in or paying (a season or episode: its series' flag). */
  is_free: z.boolean(),
  is_kupi_bilet: z.boolean(),
  copyright_holder_logo_1: ImageUrl.nullable(),
  copyright_holder_logo_2: ImageUrl.nullable(),
  series_id: z.number().int().nullable(),
  series_slug: z.string().nullable(),
  series_name: z.string().nullable(),
  season_id: z.number().int().nullable(),
  season_slug: z.string().nullable(),
  season_order_number: z.number().int().nullable(),
  season_short_name: z.string().nullable(),
  short_name: z.string().nullable(),
  order_number: z.number().int().nullable(),
  children_amount: z.number().int(),
  category: z.object({ alias: CatalogTheme }),
  /** Seconds from the start of an episode where its opening titles begin and end (skip intro). */
  intro_start: z.number().int().nullable(),
  intro_end: z.number().int().nullable(),
  /** What its stream carries (a series': its episodes'): ISO 639-2 codes of the audio tracks and subtitles. */
  audio_languages: z.array(z.string()),
  subtitle_languages: z.array(z.string()),
  /** The best picture its stream offers; null without a stream. */
  quality: VideoQuality.nullable(),
  assets: z.object({ preview_assets: z.array(z.object({ type: z.literal('trailer'), stream_id: z.string() })) }),
  /** Cast and crew; present on the item's own answer. */
  persons: z.array(CastMember).optional(),
});
export type MediaItem = z.infer<typeof MediaItem>;

/**
 * A media item as a block's card shows it (poster, landscape card, carousel slide, the hero's posters; spec 2 §2): its
 * links, names, pictures and the hover preview's year, genres and short description. Lists of entries (blocks,
 * collections, search, favourites, promo-code strips) show media items so; the item's own answer has the rest. A full
 * MediaItem is one too.
 */
export const MediaItemCard = MediaItem.pick({
  id: true,
  slug: true,
  type: true,
  name: true,
  short_description: true,
  year: true,
  genres: true,
  age_level: true,
  logo: true,
  background: true,
  visit_card: true,
  poster_bg_color: true,
  series_slug: true,
  season_slug: true,
}).extend({
  /** The service's own score; the viewer's own is on the item's page. */
  ratings: MediaItem.shape.ratings.pick({ service: true }),
});
export type MediaItemCard = z.infer<typeof MediaItemCard>;

/** /my/random: one title the viewer may play now, or none when nothing fits. */
export const RandomPick = z.object({ item: MediaItem.nullable() });
export type RandomPick = z.infer<typeof RandomPick>;

/** spec 2 §3 Epg programme; times are Unix seconds. */
export const EpgProgram = z.object({
  id: z.number().int(),
  original_id: z.string(),
  name: z.string(),
  logo: ImageUrl,
  start_time: z.number().int(),
  end_time: z.number().int(),
  channel_info: z.object({ slug: z.string(), name: z.string(), logo: ImageUrl }),
  age_level: AgeLimit,
  is_favorite: z.boolean(),
  tstv_options_epg: z.object({ tstv_valid_until: z.number().int().nullable() }),
});
export type EpgProgram = z.infer<typeof EpgProgram>;

/** spec 2 §3 tstv_options_channel; depth and durations in seconds. */
export const TstvOptionsChannel = z.object({
  is_pltv_allowed: z.boolean(),
  is_pltv_purchased: z.boolean(),
  is_catchup_allowed: z.boolean(),
  is_catchup_purchased: z.boolean(),
  tstv_service_id: z.number().int().nullable(),
  tstv_depth: z.number().int(),
  pltv_max_duration: z.number().int(),
});

/** spec 2 §3 Channel. */
export const Channel = z.object({
  id: z.number().int(),
  slug: z.string(),
  number: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: ImageUrl,
  logo: ImageUrl,
  full_logo: ImageUrl,
  usage_model: UsageModel,
  poster_bg_color: z.string(),
  is_favorite: z.boolean(),
  is_tstv_allowed: z.boolean(),
  age_level: AgeLimit,
  epgs: z.array(EpgProgram),
  tstv_options_channel: TstvOptionsChannel,
});
export type Channel = z.infer<typeof Channel>;

/**
 * A channel as a card shows it (spec 2 §2 channels, TV programmes): its link, name and logo, and the programmes on air
 * now and next. Lists of entries show channels so; the channel's own answer has the rest. A full Channel is one too.
 */
export const ChannelCard = Channel.pick({ id: true, slug: true, name: true, logo: true, poster_bg_color: true, epgs: true });
export type ChannelCard = z.infer<typeof ChannelCard>;

/** spec 2 §3 Karaoke item. */
export const KaraokeItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: ImageUrl,
  artist: z.object({ id: z.number().int(), name: z.string() }),
  usage_model: UsageModel,
  duration: z.number().int(),
  age_level: AgeLimit,
  is_favorite: z.boolean(),
});
export type KaraokeItem = z.infer<typeof KaraokeItem>;

/** spec 2 §3 Collection. */
export const Collection = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logo: ImageUrl,
  copyright_holder_logo_1: ImageUrl.nullable(),
  copyright_holder_logo_2: ImageUrl.nullable(),
  items_count: z.number().int(),
});
export type Collection = z.infer<typeof Collection>;

/**
 * spec 2 §3 Service, with the viewer's purchase_state (`{service: null}` for a visitor or when not subscribed). The API
 * always sends it; it is optional so a client's own fixtures need not.
 */
/** A price and the period it buys: a length of time, or none for a purchase for ever. */
const PricedPeriod = z.object({
  amount: z.number(),
  currency: z.string(),
  duration: z.number().int().positive().nullable(),
  duration_unit: DurationUnit.nullable(),
});

/**
 * A service's price for this viewer, from the operator's price list and as its checkout charges it: the period whose
 * first payment is lowest, with its price (a trial or intro one when this viewer would get it: a first subscription,
 * visitors included), and after such a price what the subscription then renews at («затем 599 ₽ в месяц»).
 */
export const ServiceOffer = PricedPeriod.extend({
  type: PriceType,
  /** How many periods in a row this price is charged: more than one only for an intro price of several periods. */
  periods: z.number().int().positive(),
  follow_on: PricedPeriod.nullable(),
});
export type ServiceOffer = z.infer<typeof ServiceOffer>;

export const Service = z.object({
  id: z.number().int(),
  alias: z.string(),
  name: z.string(),
  image: ImageUrl,
  icon: ImageUrl,
  description_short: z.string(),
  active: z.boolean(),
  /** What the service opens: media_items, channels, karaoke or mixed. */
  content_type: z.enum(['media_items', 'channels', 'karaoke', 'mixed']),
  /** A bundle contains child services (their parent_service_id points at it). */
  kind: z.enum(['subscription', 'bundle']),
  parent_service_id: z.number().int().nullable(),
  promo_label_text: z.string().nullable(),
  promo_label_color: z.string().nullable(),
  channels_count: z.number().int(),
  media_items_count: z.number().int(),
  karaoke_items_count: z.number().int(),
  purchase_state: ServicePurchaseState.optional(),
  /** What subscribing costs this viewer, as the checkout charges it; null when the service is not sold. */
  offer: ServiceOffer.nullable().optional(),
});
export type Service = z.infer<typeof Service>;

export const Target = z.object({ type: z.string(), link: z.string(), title: z.string().optional() });
export type Target = z.infer<typeof Target>;

/** spec 2 §3 Banner. */
export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  summary: z.string().nullable(),
  target: Target.nullable(),
  images: z.object({ desktop: ImageUrl, mobile: ImageUrl }),
  color: z.string(),
  labels: z.array(z.object({ text: z.string(), color: z.string() })),
  age_level: AgeLimit.nullable(),
  ratings: z.object({ service: z.number().nullable() }),
  advertiser_info: z.object({ owner: z.string(), token: z.string(), font_color: z.string() }).nullable(),
  ad_pixel: z.object({ links: z.object({ show_url: z.string(), click_url: z.string() }) }).nullable(),
  size: z.enum(['small', 'medium', 'large']),
  icon: ImageUrl.nullable(),
  small_icon: ImageUrl.nullable(),
  logo: ImageUrl.nullable(),
  media_files: z.array(z.object({ format: z.string(), url: z.string() })),
  is_clickable: z.boolean(),
});
export type Banner = z.infer<typeof Banner>;

/** One entry of a block, tagged by what it is; media items and channels as cards. */
export const MediaBlockItem = z.discriminatedUnion('item_type', [
  MediaItemCard.extend({ item_type: z.literal('media_item') }),
  ChannelCard.extend({ item_type: z.literal('channel') }),
  EpgProgram.extend({ item_type: z.literal('program') }),
  KaraokeItem.extend({ item_type: z.literal('karaoke_item') }),
  Collection.extend({ item_type: z.literal('collection') }),
  Service.extend({ item_type: z.literal('service') }),
  Banner.extend({ item_type: z.literal('banner') }),
  Person.extend({ item_type: z.literal('person') }),
  Genre.extend({ item_type: z.literal('genre') }),
]);
export type MediaBlockItem = z.infer<typeof MediaBlockItem>;

/** spec 2 §3 Media block. Image references inside custom_data are already image URLs. */
export const MediaBlock = z.object({
  id: z.number().int(),
  name: z.string(),
  sub_name: z.string().nullable(),
  type: MediaBlockType,
  tag: z.string().nullable(),
  target: Target.nullable(),
  display_type: z.string().nullable(),
  items: z.array(MediaBlockItem),
  custom_data: z.record(z.string(), z.unknown()).nullable(),
});
export type MediaBlock = z.infer<typeof MediaBlock>;

/** The bound of blocks_offset and blocks_limit, a part of a media view: far beyond any page of blocks. */
export const MEDIA_VIEW_BLOCKS_MAX = 1000;

export const MediaView = z.object({ id: z.number().int(), alias: z.string(), name: z.string(), blocks: z.array(MediaBlock) });
export type MediaView = z.infer<typeof MediaView>;

/** What an image is; fixes its original size and design. The URL is /api/v1/images/<kind>/<key>. */
export const ImageKind = z.enum(['poster', 'background', 'card', 'frame', 'logo', 'badge', 'avatar', 'banner', 'banner_mobile', 'tile']);
export type ImageKind = z.infer<typeof ImageKind>;

/**
 * Image profiles: each lists the sizes it serves (width x height, 1x and 2x) and how the original is fitted.
 * filmposter 176x254 is spec 1 §7; the poster, genre, progress and subservice sizes are spec 2 §9.
 */
export const IMAGE_PROFILES = {
  filmposter: { fit: 'cover', sizes: ['176x254', '352x508', '230x333', '460x666'] },
  background: { fit: 'cover', sizes: ['640x360', '1280x720', '1920x1080'] },
  horizontal: { fit: 'cover', sizes: ['320x180', '640x360', '400x225', '800x450'] },
  genre: { fit: 'cover', sizes: ['250x250', '500x500'] },
  progress: { fit: 'cover', sizes: ['50x50', '100x100'] },
  subservice: { fit: 'cover', sizes: ['151x202', '302x404'] },
  avatar: { fit: 'cover', sizes: ['90x90', '180x180', '120x120', '240x240'] },
  logo: { fit: 'contain', sizes: ['64x64', '128x128', '240x240', '100x30', '200x60', '400x120'] },
  banner: { fit: 'cover', sizes: ['800x250', '1600x500', '360x240', '720x480'] },
} as const satisfies Record<string, { fit: 'cover' | 'contain'; sizes: readonly `${number}x${number}`[] }>;
export type ImageProfile = keyof typeof IMAGE_PROFILES;
export const ImageProfileName = z.enum(Object.keys(IMAGE_PROFILES) as [ImageProfile, ...ImageProfile[]]);

/** spec 2 §3 Filters response: lists to pick options from, and switches. */
export const CatalogFilters = z.object({
  multiple: z.array(
    z.object({
      alias: z.string(),
      name: z.string(),
      all_options_title: z.string(),
      options: z.array(z.object({ alias: z.string(), name: z.string() })),
    }),
  ),
  custom: z.array(z.object({ alias: z.string(), name: z.string() })),
});
export type CatalogFilters = z.infer<typeof CatalogFilters>;
/** spec 2 §9: filters are cached 5 minutes. */
export const FILTERS_CACHE_S = 300;

export const CatalogSort = z.enum(['popular', 'new', 'rating', 'alphabet']);
export type CatalogSort = z.infer<typeof CatalogSort>;
export const CATALOG_SORTS = CatalogSort.options;
export const CATALOG_PAGE_DEFAULT = 30;
export const CATALOG_PAGE_MAX = 100;

/** A comma-separated list of option aliases, as the filters block puts it in the URL. */
const AliasList = z
  .string()
  .max(2000)
  .transform((value) => value.split(',').filter((alias) => alias !== ''));
/** A custom filter switch: present and true (or 1) turns it on. */
const Switch = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * The catalogue listing the filters drive (`{theme}/catalog?…`): the query keys are the filter aliases of
 * spec 2 §3 — `genres`, `countries`, `years` (decades: 2020, 2010 …, older) and the switches `new`,
 * `high_rating`, `in_subscription` — every one combined with AND, options within one list with OR.
 */
export const CatalogQuery = z.strictObject({
  theme: CatalogTheme.optional(),
  genres: AliasList.optional(),
  countries: AliasList.optional(),
  years: AliasList.optional(),
  new: Switch.optional(),
  high_rating: Switch.optional(),
  in_subscription: Switch.optional(),
  sort: CatalogSort.default('popular'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(CATALOG_PAGE_MAX).default(CATALOG_PAGE_DEFAULT),
});
export type CatalogQuery = z.output<typeof CatalogQuery>;

/** Films and series of one page of the listing; total counts every match. */
export const CatalogPage = z.object({
  items: z.array(MediaItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CatalogPage = z.infer<typeof CatalogPage>;

/** spec 2 §3 Person with a filmography: films and series in which they took part, newest first. */
export const PersonPage = Person.extend({
  filmography: z.array(MediaItem.extend({ roles: z.array(PersonRole) })),
});
export type PersonPage = z.infer<typeof PersonPage>;

export const CollectionList = z.object({ items: z.array(Collection) });
/** A collection with its entries in order. */
export const CollectionPage = Collection.extend({ items: z.array(MediaBlockItem) });
export type CollectionPage = z.infer<typeof CollectionPage>;

export const KaraokeList = z.object({ items: z.array(KaraokeItem), total: z.number().int() });

/** The continue-viewing list: films and episodes with a position, most recent first. */
export const ContinueWatchingList = z.object({
  items: z.array(MediaItem.extend({ position: z.object({ timepoint: z.number().int(), is_viewed: z.boolean() }) })),
});

/** Search (/search?query=): at least 2 characters; the answer is ranked best first. */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_LIMIT_DEFAULT = 30;
export const SEARCH_LIMIT_MAX = 60;
export const SearchItem = z.discriminatedUnion('item_type', [
  MediaItemCard.extend({ item_type: z.literal('media_item') }),
  ChannelCard.extend({ item_type: z.literal('channel') }),
  KaraokeItem.extend({ item_type: z.literal('karaoke_item') }),
  Collection.extend({ item_type: z.literal('collection') }),
]);
export type SearchItem = z.infer<typeof SearchItem>;
export const SearchAnswer = z.object({ query: z.string(), items: z.array(SearchItem) });

/** What can be a favourite (spec 2 §3 is_favorite) and how it is named in favourites add and delete. */
export const FavoriteItemType = z.enum(['media_item', 'channel', 'karaoke_item', 'program']);
export type FavoriteItemType = z.infer<typeof FavoriteItemType>;
export const FavoriteRef = z.strictObject({ item_id: RowId, item_type: FavoriteItemType });
/** /my/collection: favourites, most recently added first, each resolved and tagged by item_type. */
export const FavoriteList = z.object({
  items: z.array(
    z.discriminatedUnion('item_type', [
      MediaItemCard.extend({ item_type: z.literal('media_item') }),
      ChannelCard.extend({ item_type: z.literal('channel') }),
      KaraokeItem.extend({ item_type: z.literal('karaoke_item') }),
      EpgProgram.extend({ item_type: z.literal('program') }),
    ]),
  ),
});
