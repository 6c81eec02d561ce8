import type {
  AgeLimit,
  Banner,
  Channel,
  ChannelCard,
  Collection,
  EpgProgram,
  Genre,
  ItemType,
  KaraokeItem,
  MediaBlockItem,
  MediaItem,
  MediaItemCard,
  Person,
  Service,
  ServiceOffer,
} from '@efir/contract';
import type { I18nText } from '../../db/schema/i18n.js';
import { translate } from '../../db/schema/i18n.js';
import type * as t from '../../db/schema/index.js';
import { AUDIO_LANGUAGES, CLIP_QUALITY, SUBTITLE_LANGUAGES } from '../../media/index.js';
import type { ServiceHolding } from '../entitlements/service.js';
import { imageUrl } from '../images/image-ref.js';
import { profileOwner, type Viewer } from '../profiles/viewer.js';
import type { CatalogRepo, FavoriteType } from './repo.js';

/** spec 1 §3: an unknown age limit reads as id 0, empty name, age 0. */
const NO_AGE_LIMIT: AgeLimit = { id: 0, name: '', age_value: 0 };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const url = (ref: string | null) => (ref ? imageUrl(ref) : null);

/**
 * Loads catalogue entries by reference and shapes them as spec 2 §3 describes, in the viewer's language.
 * One query per kind of entry, however many there are. Entries above the profile's limits are left out.
 */
/**
 * What subscribing to each service costs a buyer (a signed-in account, or null for a visitor), as the checkout
 * charges it; the purchases module answers it from the operator's price list.
 */
export type ServiceOffersOf = (serviceIds: number[], accountId: string | null) => Promise<Map<number, ServiceOffer>>;

export function catalogItems(repo: CatalogRepo, viewer: Viewer, now: Date, offersOf?: ServiceOffersOf) {
  const { language, limits, holdings } = viewer;
  const owner = profileOwner(viewer);
  const heldServices = async (ids: (number | null)[]) => {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    return holdings && wanted.length > 0 ? holdings.services(wanted) : new Map<number, ServiceHolding>();
  };
  const tr = (text: I18nText) => translate(text, language);
  const trOrNull = (text: I18nText | null) => (text ? tr(text) : null);
  let ages: Promise<Map<number, AgeLimit>> | undefined;
  const ageLevel = async (id: number | null): Promise<AgeLimit> => {
    ages ??= repo.ageLimits().then((rows) => new Map(rows.map(({ id, name, age_value }) => [id, { id, name, age_value }])));
    return (id !== null ? (await ages).get(id) : undefined) ?? NO_AGE_LIMIT;
  };
  // Channels the profile's channel list leaves out are as absent as unknown ones, and so are their programmes.
  const hidden = new Set(limits.hiddenChannelIds);
  const allowed = async (ageLimitId: number | null, isErotic = false): Promise<boolean> =>
    (limits.maxAgeValue === null || (await ageLevel(ageLimitId)).age_value <= limits.maxAgeValue) && (!isErotic || limits.eroticAllowed);
  const favoriteIds = async (type: FavoriteType, ids: number[]): Promise<Set<number>> =>
    new Set(owner === null ? [] : await repo.favoriteIds(owner, type, ids));

  // Seasons and episodes show their series' genres and countries.
  const ownerOf = (row: t.MediaItemRow) => row.series_id ?? row.id;

  /** The items' rows, with their series' and seasons' rows by id (the items' own among them). */
  async function mediaItemRows(ids: number[]) {
    const rows = await repo.mediaItems(ids);
    const parentIds = [...new Set(rows.flatMap((row) => [row.series_id, row.season_id]).filter((id): id is number => id !== null))];
    const parents = new Map((await repo.mediaItems(parentIds.filter((id) => !ids.includes(id)))).map((row) => [row.id, row]));
    for (const row of rows) parents.set(row.id, row);
    return { rows, parents, owners: [...new Set(rows.map(ownerOf))] };
  }

  const genresOfRow = (genres: Awaited<ReturnType<CatalogRepo['genresOf']>>, row: t.MediaItemRow) =>
    genres.filter((g) => g.media_item_id === ownerOf(row)).map((g) => ({ id: g.id, alias: g.alias, name: tr(g.name) }));

  async function mediaItems(ids: number[], withCast = false): Promise<Map<number, MediaItem>> {
    const { rows, parents, owners } = await mediaItemRows(ids);
    const [genres, countries, counts, favorite, streamed, rated] = await Promise.all([
      repo.genresOf(owners),
      repo.countriesOf(owners),
      repo.childCounts(ids),
      favoriteIds('media_item', ids),
      repo.streamedIds(ids),
      owner === null ? new Map<number, number>() : repo.ratingsOf(owner, owners),
    ]);
    const childCount = new Map(counts.map((c) => [Number(c.parent), c.n]));
    const result = new Map<number, MediaItem>();
    for (const row of rows) {
      if (!(await allowed(row.age_limit_id, row.is_erotic))) continue;
      const series = row.series_id ? parents.get(row.series_id) : undefined;
      const season = row.season_id ? parents.get(row.season_id) : undefined;
      result.set(row.id, {
        id: row.id,
        slug: row.slug,
        type: row.type,
        name: tr(row.name),
        original_name: row.original_name,
        short_description: tr(row.short_description),
        summary: tr(row.summary),
        year: row.year,
        duration: row.duration,
        genres: genresOfRow(genres, row),
        countries: countries.filter((c) => c.media_item_id === ownerOf(row)).map((c) => ({ id: c.id, code: c.code, name: tr(c.name) })),
        age_level: await ageLevel(row.age_limit_id),
        // A season or episode shows the viewer's rating of its series: that is what it rates.
        ratings: { service: row.rating, user: rated.get(ownerOf(row)) ?? null },
        logo: imageUrl(row.logo),
        screenshots: row.screenshots.map(imageUrl),
        background: imageUrl(row.background),
        visit_card: imageUrl(row.visit_card),
        poster_bg_color: row.poster_bg_color,
        is_favorite: favorite.has(row.id),
        is_coming_soon: row.is_coming_soon,
        start_date: row.start_date?.toISOString() ?? null,
        usage_model: row.usage_model,
        // Entitlements count a season or episode as its series.
        is_free: (series ?? row).is_free,
        is_kupi_bilet: row.is_kupi_bilet,
        copyright_holder_logo_1: url(row.copyright_holder_logo_1),
        copyright_holder_logo_2: url(row.copyright_holder_logo_2),
        series_id: series?.id ?? null,
        series_slug: series?.slug ?? null,
        series_name: series ? tr(series.name) : null,
        season_id: season?.id ?? null,
        season_slug: season?.slug ?? null,
        season_order_number: season?.order_number ?? null,
        season_short_name: season ? trOrNull(season.short_name) : null,
        short_name: trOrNull(row.short_name),
        order_number: row.order_number,
        children_amount: childCount.get(row.id) ?? 0,
        category: { alias: row.category },
        intro_start: row.intro_start,
        intro_end: row.intro_end,
        // Every stream is packaged alike (media/packaging): the same tracks and renditions.
        audio_languages: streamed.has(row.id) ? [...AUDIO_LANGUAGES] : [],
        subtitle_languages: streamed.has(row.id) ? [...SUBTITLE_LANGUAGES] : [],
        quality: streamed.has(row.id) ? CLIP_QUALITY : null,
        assets: { preview_assets: row.trailer_stream_id ? [{ type: 'trailer', stream_id: row.trailer_stream_id }] : [] },
        ...(withCast
          ? {
              persons: (await repo.castOf(row.id)).map(({ person: p, role, character }) => ({
                ...person(p),
                role,
                character: trOrNull(character),
              })),
            }
          : {}),
      });
    }
    return result;
  }

  /**
   * Media items as lists of entries show them (spec 2 §3 MediaItemCard): only what a card shows is read — a list of
   * cards (a search, a catalogue page) needs no countries, child counts, favourites, streams or ratings.
   */
  async function mediaItemCards(ids: number[]): Promise<Map<number, MediaItemCard>> {
    const { rows, parents, owners } = await mediaItemRows(ids);
    const genres = await repo.genresOf(owners);
    const result = new Map<number, MediaItemCard>();
    for (const row of rows) {
      if (!(await allowed(row.age_limit_id, row.is_erotic))) continue;
      result.set(row.id, {
        id: row.id,
        slug: row.slug,
        type: row.type,
        name: tr(row.name),
        short_description: tr(row.short_description),
        year: row.year,
        genres: genresOfRow(genres, row),
        age_level: await ageLevel(row.age_limit_id),
        ratings: { service: row.rating },
        logo: imageUrl(row.logo),
        background: imageUrl(row.background),
        visit_card: imageUrl(row.visit_card),
        poster_bg_color: row.poster_bg_color,
        series_slug: row.series_id ? (parents.get(row.series_id)?.slug ?? null) : null,
        season_slug: row.season_id ? (parents.get(row.season_id)?.slug ?? null) : null,
      });
    }
    return result;
  }

  function person(row: t.PersonRow): Person {
    return {
      id: row.id,
      slug: row.slug,
      name: tr(row.name),
      native_name: row.native_name,
      photo_avatar: imageUrl(row.photo_avatar),
      birth_date: row.birth_date,
      death_date: row.death_date,
    };
  }

  async function program(row: t.EpgProgramRow, channel: t.ChannelRow, favorite: Set<number>): Promise<EpgProgram> {
    return {
      id: row.id,
      original_id: row.original_id,
      name: tr(row.name),
      logo: imageUrl(row.logo),
      start_time: seconds(row.start_time),
      end_time: seconds(row.end_time),
      channel_info: { slug: channel.slug, name: tr(channel.name), logo: imageUrl(channel.logo) },
      age_level: await ageLevel(row.age_limit_id),
      is_favorite: favorite.has(row.id),
      tstv_options_epg: { tstv_valid_until: row.tstv_valid_until ? seconds(row.tstv_valid_until) : null },
    };
  }

  async function channels(ids: number[]): Promise<Map<number, Channel>> {
    const [rows, programs, favorite] = await Promise.all([repo.channels(ids), repo.currentPrograms(ids, now), favoriteIds('channel', ids)]);
    const timeshiftHeld = await heldServices(rows.map((row) => row.tstv_service_id));
    // Without a selling service, time-shift comes with the channel; a sold one needs the viewer to hold it.
    const timeshift = (row: t.ChannelRow) => row.tstv_service_id === null || timeshiftHeld.has(row.tstv_service_id);
    const favoritePrograms = await favoriteIds(
      'program',
      programs.map((p) => p.id),
    );
    const result = new Map<number, Channel>();
    for (const row of rows) {
      if (hidden.has(row.id) || !(await allowed(row.age_limit_id))) continue;
      // A programme above the profile's limit is left out, not replaced by a later one: the slot is on air regardless.
      const onAir = programs.filter((p) => p.channel_id === row.id).slice(0, 2);
      const epgs = await Promise.all(
        (await filterAsync(onAir, (p) => allowed(p.age_limit_id))).map((p) => program(p, row, favoritePrograms)),
      );
      result.set(row.id, {
        id: row.id,
        slug: row.slug,
        number: row.number,
        name: tr(row.name),
        description: tr(row.description),
        image: imageUrl(row.image),
        logo: imageUrl(row.logo),
        full_logo: imageUrl(row.full_logo),
        usage_model: row.usage_model,
        poster_bg_color: row.poster_bg_color,
        is_favorite: favorite.has(row.id),
        is_tstv_allowed: row.is_tstv_allowed,
        age_level: await ageLevel(row.age_limit_id),
        epgs,
        tstv_options_channel: {
          is_pltv_allowed: row.is_pltv_allowed,
          is_pltv_purchased: row.is_pltv_allowed && timeshift(row),
          is_catchup_allowed: row.is_catchup_allowed,
          is_catchup_purchased: row.is_catchup_allowed && timeshift(row),
          tstv_service_id: row.tstv_service_id,
          tstv_depth: row.tstv_depth,
          pltv_max_duration: row.pltv_max_duration,
        },
      });
    }
    return result;
  }

  /** Channels as lists of entries show them: the same channels, cut to their cards. */
  async function channelCards(ids: number[]): Promise<Map<number, ChannelCard>> {
    return new Map([...(await channels(ids))].map(([id, channel]) => [id, channelCard(channel)]));
  }

  async function programs(ids: number[]): Promise<Map<number, EpgProgram>> {
    const rows = await filterAsync(
      await repo.programs(ids),
      async (row) => !hidden.has(row.channel_id) && (await allowed(row.age_limit_id)),
    );
    const owners = new Map((await repo.channels([...new Set(rows.map((r) => r.channel_id))])).map((c) => [c.id, c]));
    const favorite = await favoriteIds('program', ids);
    return new Map(
      await Promise.all(rows.map(async (row) => [row.id, await program(row, owners.get(row.channel_id)!, favorite)] as const)),
    );
  }

  async function karaokeItems(ids: number[]): Promise<Map<number, KaraokeItem>> {
    const rows = await filterAsync(await repo.karaokeItems(ids), ({ item }) => allowed(item.age_limit_id));
    const favorite = await favoriteIds('karaoke_item', ids);
    return new Map(
      await Promise.all(
        rows.map(
          async ({ item, artist }) =>
            [
              item.id,
              {
                id: item.id,
                slug: item.slug,
                name: item.name,
                logo: imageUrl(item.logo),
                artist: { id: artist.id, name: artist.name },
                usage_model: item.usage_model,
                duration: item.duration,
                age_level: await ageLevel(item.age_limit_id),
                is_favorite: favorite.has(item.id),
              },
            ] as const,
        ),
      ),
    );
  }

  async function collections(ids: number[]): Promise<Map<number, Collection>> {
    return new Map(
      (await repo.collections(ids)).map(({ collection: c, items_count }) => [
        c.id,
        {
          id: c.id,
          slug: c.slug,
          name: tr(c.name),
          description: tr(c.description),
          logo: imageUrl(c.logo),
          copyright_holder_logo_1: url(c.copyright_holder_logo_1),
          copyright_holder_logo_2: url(c.copyright_holder_logo_2),
          items_count,
        },
      ]),
    );
  }

  async function services(ids: number[]): Promise<Map<number, Service>> {
    const rows = await repo.services(ids);
    const [held, offers] = await Promise.all([
      heldServices(rows.map((row) => row.id)),
      offersOf && rows.length > 0
        ? offersOf(
            rows.map((row) => row.id),
            viewer.accountId,
          )
        : undefined,
    ]);
    const bundleIds = [...new Set([...held.values()].flatMap((holding) => (holding.through === null ? [] : [holding.through])))];
    const bundles = new Map((await repo.services(bundleIds.filter((id) => !ids.includes(id)))).map((row) => [row.id, row]));
    for (const row of rows) bundles.set(row.id, row);
    const purchaseState = (id: number): Service['purchase_state'] => {
      const holding = held.get(id);
      if (!holding) return { service: null };
      const bundle = holding.through === null ? undefined : bundles.get(holding.through);
      const { subscription } = holding;
      const external = holding.grant.source === 'external';
      return {
        service: {
          status: external ? 'subscribed_in_external_billing' : (subscription?.status ?? 'subscribed'),
          status_change_date: (subscription?.status_changed_at ?? holding.grant.starts_at).toISOString(),
          parent_service: bundle ? { id: bundle.id, alias: bundle.alias, name: tr(bundle.name) } : null,
          external_billing: external,
          autopayment: subscription?.status === 'subscribed',
          active_until: (subscription?.current_period_end ?? holding.grant.ends_at)?.toISOString() ?? null,
        },
      };
    };
    const children = await repo.childServices(ids);
    const counts = await repo.serviceCounts([...ids, ...children.map((c) => c.id)]);
    const countOf = (serviceId: number, type: 'channel' | 'media_item' | 'karaoke_item'): number => {
      const own = counts.find((c) => c.service_id === serviceId && c.item_type === type)?.n ?? 0;
      return own + children.filter((c) => c.parent_id === serviceId).reduce((sum, child) => sum + countOf(child.id, type), 0);
    };
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          alias: row.alias,
          name: tr(row.name),
          image: imageUrl(row.image),
          icon: imageUrl(row.icon),
          description_short: tr(row.description_short),
          active: row.active,
          content_type: row.content_type,
          kind: row.kind,
          parent_service_id: row.parent_id,
          promo_label_text: trOrNull(row.promo_label_text),
          promo_label_color: row.promo_label_color,
          channels_count: countOf(row.id, 'channel'),
          media_items_count: countOf(row.id, 'media_item'),
          karaoke_items_count: countOf(row.id, 'karaoke_item'),
          purchase_state: purchaseState(row.id),
          ...(offers ? { offer: offers.get(row.id) ?? null } : {}),
        },
      ]),
    );
  }

  async function banners(ids: number[]): Promise<Map<number, Banner>> {
    const rows = await filterAsync(await repo.banners(ids), (row) => allowed(row.age_limit_id));
    return new Map(
      await Promise.all(
        rows.map(
          async (row) =>
            [
              row.id,
              {
                id: row.id,
                title: tr(row.title),
                subtitle: trOrNull(row.subtitle),
                summary: trOrNull(row.summary),
                target: row.target,
                images: { desktop: imageUrl(row.image), mobile: imageUrl(row.image_mobile) },
                color: row.color,
                labels: row.labels.map((label) => ({ text: tr(label.text), color: label.color })),
                age_level: row.age_limit_id === null ? null : await ageLevel(row.age_limit_id),
                ratings: { service: row.rating },
                advertiser_info: row.advertiser_info,
                ad_pixel: row.ad_pixel,
                size: row.size,
                icon: url(row.icon),
                small_icon: url(row.small_icon),
                logo: url(row.logo),
                media_files: row.media_files,
                is_clickable: row.is_clickable,
              },
            ] as const,
        ),
      ),
    );
  }

  async function genres(ids: number[]): Promise<Map<number, Genre>> {
    return new Map((await repo.genres(ids)).map((g) => [g.id, { id: g.id, alias: g.alias, name: tr(g.name), image: imageUrl(g.image) }]));
  }

  async function persons(ids: number[]): Promise<Map<number, Person>> {
    return new Map((await repo.persons(ids)).map((p) => [p.id, person(p)]));
  }

  /** Entries by reference, media items and channels as cards; references to removed entries are skipped. */
  async function resolve(refs: { item_type: ItemType; item_id: number }[]): Promise<Map<string, MediaBlockItem>> {
    const idsOf = (type: ItemType) => [...new Set(refs.filter((r) => r.item_type === type).map((r) => r.item_id))];
    const loaded = await Promise.all([
      tag('media_item', mediaItemCards(idsOf('media_item'))),
      tag('channel', channelCards(idsOf('channel'))),
      tag('program', programs(idsOf('program'))),
      tag('karaoke_item', karaokeItems(idsOf('karaoke_item'))),
      tag('collection', collections(idsOf('collection'))),
      tag('service', services(idsOf('service'))),
      tag('banner', banners(idsOf('banner'))),
      tag('person', persons(idsOf('person'))),
      tag('genre', genres(idsOf('genre'))),
    ]);
    return new Map(loaded.flat());
  }

  return { mediaItems, mediaItemCards, channels, programs, karaokeItems, collections, services, persons, resolve };
}

/** The card of a channel (ChannelCard): what a channel card or a TV programmes row shows of it. */
function channelCard(channel: Channel): ChannelCard {
  const { id, slug, name, logo, poster_bg_color, epgs } = channel;
  return { id, slug, name, logo, poster_bg_color, epgs };
}

async function filterAsync<T>(rows: T[], keep: (row: T) => Promise<boolean>): Promise<T[]> {
  const kept = await Promise.all(rows.map(keep));
  return rows.filter((_, index) => kept[index]);
}

async function tag<T extends object>(type: ItemType, entries: Promise<Map<number, T>>): Promise<[string, MediaBlockItem][]> {
  return [...(await entries)].map(([id, entry]) => [`${type}:${id}`, { ...entry, item_type: type } as unknown as MediaBlockItem]);
}

/** The loader for one viewer: how the other modules shape catalogue entries (favourites, positions, search, the guide). */
export type CatalogItemsOf = (viewer: Viewer) => ReturnType<typeof catalogItems>;
