import { CatalogTheme, ContactType, ContentPageAlias, ItemType, MediaBlockType, PersonRole, UsageModel } from '@efir/contract';
import { z } from 'zod';
import type { I18nText } from '../../db/schema/i18n.js';

/**
 * The catalogue file format (docs/content-format.md): one JSON file per entity kind in one directory.
 * The demo generator writes it and `npm run content:import` reads it; both go through these schemas.
 */

const Id = z.number().int().positive();
const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase latin letters, digits and single hyphens');
const Color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');
const Instant = z.iso.datetime({ offset: true });
const Day = z.iso.date();

/** A translated text: a plain string (the same in every language) or {rus, eng?, hye?}. */
export const Text = z
  .union(
    [z.string().min(1), z.strictObject({ rus: z.string().min(1), eng: z.string().min(1).optional(), hye: z.string().min(1).optional() })],
    { error: 'expected a text: a non-empty string or {rus, eng?, hye?}' },
  )
  .transform((value): I18nText => (typeof value === 'string' ? { rus: value } : value));

/**
 * An operator's image: a file relative to the catalogue directory, or an http(s) address fetched when first shown
 * (a guide's icons); when absent, artwork is generated from the record.
 */
const ImageFile = z.union([z.string().regex(/^[\w./-]+\.(jpe?g|png|webp|avif)$/i), z.url({ protocol: /^https?$/ }).max(2000)], {
  error: 'a .jpg, .png, .webp or .avif path inside the directory, or an http(s) address',
});

export const ItemRef = z.strictObject({ type: ItemType, id: Id });
export type ItemRef = z.infer<typeof ItemRef>;

const CastEntry = z.strictObject({ person_id: Id, role: PersonRole, character: Text.optional() });

export const AgeLimitRecord = z.strictObject({
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  age_value: z.number().int().min(0).max(21),
});

export const GenreRecord = z.strictObject({ id: Id, alias: Slug, name: Text, themes: z.array(CatalogTheme), image: ImageFile.optional() });

export const CountryRecord = z.strictObject({ id: Id, code: z.string().regex(/^[a-z]{2}$/), name: Text });

export const PersonRecord = z.strictObject({
  id: Id,
  slug: Slug,
  name: Text,
  native_name: z.string().min(1).optional(),
  birth_date: Day.optional(),
  death_date: Day.optional(),
  photo: ImageFile.optional(),
});

const MediaImages = z.strictObject({
  logo: ImageFile.optional(),
  background: ImageFile.optional(),
  visit_card: ImageFile.optional(),
  screenshots: z.array(ImageFile).optional(),
});

/** Fields every film and series has. */
const TitleFields = {
  id: Id,
  slug: Slug,
  name: Text,
  original_name: z.string().min(1).optional(),
  short_description: Text,
  summary: Text,
  year: z.number().int().min(1895).max(2100),
  genre_ids: z.array(Id).min(1),
  country_ids: z.array(Id),
  age_limit_id: z.number().int().nonnegative(),
  rating: z.number().min(0).max(10).optional(),
  category: CatalogTheme,
  usage_model: UsageModel,
  /** Plays for everyone, visitors included, whatever usage_model says it is sold as. */
  is_free: z.boolean().optional(),
  is_coming_soon: z.boolean().optional(),
  start_date: Instant.optional(),
  is_erotic: z.boolean().optional(),
  poster_bg_color: Color,
  trailer_stream_id: z.string().min(1).optional(),
  /** Studio names; each becomes a copyright holder logo (at most two are shown). */
  copyright_holders: z.array(z.string().min(1)).max(2).optional(),
  cast: z.array(CastEntry),
  images: MediaImages.optional(),
};

export const FilmRecord = z.strictObject({
  ...TitleFields,
  /** Seconds. */
  duration: z.number().int().positive(),
  is_kupi_bilet: z.boolean().optional(),
  stream_id: z.string().min(1).optional(),
});

export const EpisodeRecord = z.strictObject({
  id: Id,
  slug: Slug,
  order_number: z.number().int().positive(),
  name: Text,
  short_description: Text.optional(),
  duration: z.number().int().positive(),
  stream_id: z.string().min(1).optional(),
  /** Seconds from the episode's start where the opening titles begin and end. */
  intro_start: z.number().int().nonnegative().optional(),
  intro_end: z.number().int().positive().optional(),
  images: MediaImages.optional(),
});

export const SeasonRecord = z.strictObject({
  id: Id,
  slug: Slug,
  order_number: z.number().int().positive(),
  year: z.number().int().min(1895).max(2100).optional(),
  summary: Text.optional(),
  episodes: z.array(EpisodeRecord).min(1),
  images: MediaImages.optional(),
});

export const SeriesRecord = z.strictObject({ ...TitleFields, seasons: z.array(SeasonRecord).min(1) });

export const ChannelRecord = z.strictObject({
  id: Id,
  slug: Slug,
  number: z.number().int().positive(),
  name: Text,
  description: Text,
  age_limit_id: z.number().int().nonnegative(),
  usage_model: UsageModel,
  is_free: z.boolean().optional(),
  poster_bg_color: Color,
  stream_id: z.string().min(1),
  is_tstv_allowed: z.boolean(),
  tstv: z.strictObject({
    is_pltv_allowed: z.boolean(),
    is_catchup_allowed: z.boolean(),
    tstv_service_id: Id.optional(),
    /** Seconds the archive reaches back. */
    tstv_depth: z.number().int().nonnegative(),
    pltv_max_duration: z.number().int().nonnegative(),
  }),
  images: z.strictObject({ image: ImageFile.optional(), logo: ImageFile.optional(), full_logo: ImageFile.optional() }).optional(),
  /** How XMLTV guides and M3U lists name the channel (`<channel id>`, `tvg-id`). */
  tvg_id: z.string().min(1).max(200).optional(),
  /** The M3U list's `group-title`. */
  group_title: z.string().min(1).max(200).optional(),
  /** The source stream an M3U list gives; viewers still play `stream_id`. */
  stream_url: z.string().min(1).max(2000).optional(),
  /** The source's own archive as an M3U list addresses it: `catchup` mode and `catchup-source` template. */
  catchup: z.strictObject({ mode: z.string().min(1).max(50), source: z.string().min(1).max(2000).optional() }).optional(),
});

/** Numbers count from 1; `onscreen` is the label as the guide prints it ("S02E05"). */
export const EpisodeNumberRecord = z.strictObject({
  season: z.number().int().positive().optional(),
  episode: z.number().int().positive().optional(),
  part: z.number().int().positive().optional(),
  onscreen: z.string().min(1).max(100).optional(),
});

export const ProgramRecord = z.strictObject({
  id: Id,
  original_id: z.string().min(1),
  channel_id: Id,
  name: Text,
  description: Text.optional(),
  start_time: Instant,
  end_time: Instant,
  age_limit_id: z.number().int().nonnegative(),
  /** When the archive drops the recording; absent when it is not recorded. */
  tstv_valid_until: Instant.optional(),
  categories: z.array(Text).optional(),
  episode: EpisodeNumberRecord.optional(),
  logo: ImageFile.optional(),
});

export const KaraokeArtistRecord = z.strictObject({ id: Id, slug: Slug, name: z.string().min(1) });

export const KaraokeItemRecord = z.strictObject({
  id: Id,
  slug: Slug,
  name: z.string().min(1),
  artist_id: Id,
  duration: z.number().int().positive(),
  age_limit_id: z.number().int().nonnegative(),
  usage_model: UsageModel,
  is_free: z.boolean().optional(),
  stream_id: z.string().min(1),
  logo: ImageFile.optional(),
});

export const CollectionRecord = z.strictObject({
  id: Id,
  slug: Slug,
  name: Text,
  description: Text,
  copyright_holders: z.array(z.string().min(1)).max(2).optional(),
  items: z.array(ItemRef).min(1),
  logo: ImageFile.optional(),
});

export const ServiceRecord = z.strictObject({
  id: Id,
  alias: Slug,
  name: Text,
  description_short: Text,
  kind: z.enum(['subscription', 'bundle']),
  content_type: z.enum(['media_items', 'channels', 'karaoke', 'mixed']),
  parent_id: Id.optional(),
  active: z.boolean(),
  promo_label: z.strictObject({ text: Text, color: Color }).optional(),
  /** What the service opens: films, series, channels and karaoke items. */
  items: z.array(z.strictObject({ type: z.enum(['media_item', 'channel', 'karaoke_item']), id: Id })),
  images: z.strictObject({ image: ImageFile.optional(), icon: ImageFile.optional() }).optional(),
});

const Target = z.strictObject({ type: z.string().min(1), link: z.string().min(1), title: z.string().optional() });

/** An ad pixel: an advertiser's absolute URL, or a path of this site (our ad server's `/api/v1/ads/banners/{id}/…`). */
const PixelUrl = z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)\S*$/, 'a URL or a path of this site')]);

export const BannerRecord = z.strictObject({
  id: Id,
  title: Text,
  subtitle: Text.optional(),
  summary: Text.optional(),
  target: Target.optional(),
  size: z.enum(['small', 'medium', 'large']),
  color: Color,
  labels: z.array(z.strictObject({ text: Text, color: Color })).optional(),
  age_limit_id: z.number().int().nonnegative().optional(),
  rating: z.number().min(0).max(10).optional(),
  advertiser_info: z.strictObject({ owner: z.string(), token: z.string(), font_color: Color }).optional(),
  ad_pixel: z.strictObject({ links: z.strictObject({ show_url: PixelUrl, click_url: PixelUrl }) }).optional(),
  media_files: z.array(z.strictObject({ format: z.string(), url: z.string() })).optional(),
  is_clickable: z.boolean(),
  images: z
    .strictObject({ desktop: ImageFile.optional(), mobile: ImageFile.optional(), icon: ImageFile.optional(), logo: ImageFile.optional() })
    .optional(),
});

/**
 * An image inside custom_data: {"$image": {"kind", "file"}} or generated {"$image": {"kind", "title", "subtitle"?, "seed"?}}.
 * Texts inside custom_data may be {rus, eng?, hye?} objects; both are resolved when the view is served.
 */
export const BlockRecord = z.strictObject({
  id: Id,
  type: MediaBlockType,
  tag: z.string().min(1).optional(),
  name: Text,
  sub_name: Text.optional(),
  display_type: z.string().min(1).optional(),
  target: Target.optional(),
  items: z.array(ItemRef).optional(),
  custom_data: z.record(z.string(), z.unknown()).optional(),
});

export const MediaViewRecord = z.strictObject({ id: Id, alias: Slug, name: Text, blocks: z.array(BlockRecord) });

const FilterOption = z.strictObject({ alias: z.string().min(1), name: Text });

export const FiltersRecord = z.strictObject({
  theme: CatalogTheme,
  multiple: z.array(
    z.strictObject({ alias: z.string().min(1), name: Text, all_options_title: Text, options: z.array(FilterOption).min(1) }),
  ),
  custom: z.array(FilterOption),
});

/** Operator HTML; the API sanitises it before it reaches a page (docs/decisions/0007). */
const Html = Text;

/** A page the operator writes (/support, /contacts, /offer, the introductions of /docs and /faq). */
export const ContentPageRecord = z.strictObject({
  alias: ContentPageAlias,
  title: Text,
  body: Html,
  /** `value` is translated too: an address or opening hours read differently per language. */
  contacts: z.array(z.strictObject({ type: ContactType, title: Text, value: Text })).optional(),
});

/** spec 2 §3 FAQ item; the file's order is the page's order. A question without an answer shows the fallback text. */
export const FaqRecord = z.strictObject({ id: Id, title: Text, answer: Html.optional() });

/** A path on this site or an http(s) address. */
const Link = z.union([z.string().regex(/^\/[^\s]*$/), z.url({ protocol: /^https?$/ })], {
  error: 'a path starting with / or an http(s) URL',
});

/** spec 2 §3 Docs item: either a link to a page or file, or a document written out (its body) on /docs. */
export const DocRecord = z
  .strictObject({ id: Id, alias: Slug, title: Text, link: Link.optional(), body: Html.optional() })
  .refine((doc) => (doc.link === undefined) !== (doc.body === undefined), { error: 'a document has either a link or a body' });

/** A promotion on /promo_events; its page shows the media view it names. */
export const PromoEventRecord = z
  .strictObject({
    id: Id,
    slug: Slug,
    title: Text,
    summary: Text,
    media_view: Slug,
    starts_at: Instant.optional(),
    ends_at: Instant.optional(),
    image: ImageFile.optional(),
  })
  .refine((event) => !event.starts_at || !event.ends_at || Date.parse(event.starts_at) < Date.parse(event.ends_at), {
    error: 'starts_at must be before ends_at',
  });

/** Every file of a catalogue directory, in the order the importer loads them. */
export const CATALOGUE_FILES = {
  age_limits: z.array(AgeLimitRecord).min(1),
  genres: z.array(GenreRecord),
  countries: z.array(CountryRecord),
  persons: z.array(PersonRecord),
  films: z.array(FilmRecord),
  series: z.array(SeriesRecord),
  channels: z.array(ChannelRecord),
  epg: z.array(ProgramRecord),
  karaoke_artists: z.array(KaraokeArtistRecord),
  karaoke_items: z.array(KaraokeItemRecord),
  services: z.array(ServiceRecord),
  collections: z.array(CollectionRecord),
  banners: z.array(BannerRecord),
  media_views: z.array(MediaViewRecord),
  filters: z.array(FiltersRecord),
  content_pages: z.array(ContentPageRecord),
  faq: z.array(FaqRecord),
  docs: z.array(DocRecord),
  promo_events: z.array(PromoEventRecord),
} as const;

export type CatalogueFileName = keyof typeof CATALOGUE_FILES;
export const CATALOGUE_FILE_NAMES = Object.keys(CATALOGUE_FILES) as CatalogueFileName[];

/** A parsed catalogue: texts normalised to {rus, eng?, hye?}. */
export type Catalogue = { [K in CatalogueFileName]: z.output<(typeof CATALOGUE_FILES)[K]> };
/** A catalogue as written to files (texts may be plain strings). */
export type CatalogueInput = { [K in CatalogueFileName]: z.input<(typeof CATALOGUE_FILES)[K]> };
