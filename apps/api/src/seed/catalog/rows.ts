import type { I18nText } from '../../db/schema/i18n.js';
import type { ImageRef } from '../../modules/images/image-ref.js';
import type { Catalogue } from './format.js';
import { imageCollector } from './images.js';
import { pageRows } from './pages.js';

/** Screenshots drawn for a film or series when the operator gives none. */
const DEFAULT_SCREENSHOTS = 3;

/** Turns a parsed catalogue into table rows; images become refs ("<kind>/<key>") with their own rows. */
export async function catalogueRows(c: Catalogue, dir: string | undefined) {
  const images = imageCollector(dir);
  const seasonsOf = c.series.flatMap((series) => series.seasons.map((season) => ({ series, season })));
  const studioLogo = (name: string | undefined) => (name ? images.generated({ kind: 'logo', title: name, seed: `studio-${name}` }) : null);

  type MediaImages = { logo?: string; background?: string; visit_card?: string; screenshots?: string[] } | undefined;
  const mediaImages = async (id: number, title: I18nText, subtitle: string, given: MediaImages, screenshots: number, where: string) => {
    const seed = `media-${id}`;
    return {
      logo: await images.pick('poster', given?.logo, { title: title.rus, subtitle, seed }, where),
      background: await images.pick('background', given?.background, { title: title.rus, seed }, where),
      visit_card: await images.pick('card', given?.visit_card, { title: title.rus, subtitle, seed }, where),
      screenshots: given?.screenshots
        ? await Promise.all(given.screenshots.map((file) => images.pick('frame', file, { title: title.rus, seed }, where)))
        : Array.from({ length: screenshots }, (_, n) => images.generated({ kind: 'frame', title: title.rus, seed: `${seed}-${n + 1}` })),
    };
  };

  const mediaItems = [];
  const mediaItemGenres = [];
  const mediaItemCountries = [];
  const mediaItemPersons = [];
  for (const [file, titles] of [
    ['films', c.films],
    ['series', c.series],
  ] as const) {
    for (const title of titles) {
      const where = `${file}.json: record (${title.id})`;
      const [holder1, holder2] = title.copyright_holders ?? [];
      mediaItems.push({
        id: title.id,
        type: file === 'films' ? ('film' as const) : ('series' as const),
        slug: title.slug,
        name: title.name,
        original_name: title.original_name ?? null,
        short_description: title.short_description,
        summary: title.summary,
        year: title.year,
        duration: 'duration' in title ? title.duration : null,
        age_limit_id: title.age_limit_id,
        rating: title.rating ?? null,
        category: title.category,
        usage_model: title.usage_model,
        is_free: title.is_free ?? false,
        is_coming_soon: title.is_coming_soon ?? false,
        start_date: title.start_date ? new Date(title.start_date) : null,
        is_kupi_bilet: 'is_kupi_bilet' in title ? (title.is_kupi_bilet ?? false) : false,
        is_erotic: title.is_erotic ?? false,
        poster_bg_color: title.poster_bg_color,
        stream_id: 'stream_id' in title ? (title.stream_id ?? null) : null,
        trailer_stream_id: title.trailer_stream_id ?? null,
        copyright_holder_logo_1: studioLogo(holder1),
        copyright_holder_logo_2: studioLogo(holder2),
        ...(await mediaImages(title.id, title.name, String(title.year), title.images, DEFAULT_SCREENSHOTS, where)),
      });
      mediaItemGenres.push(...title.genre_ids.map((genre_id, position) => ({ media_item_id: title.id, genre_id, position })));
      mediaItemCountries.push(...title.country_ids.map((country_id, position) => ({ media_item_id: title.id, country_id, position })));
      mediaItemPersons.push(
        ...title.cast.map((member, position) => ({
          media_item_id: title.id,
          person_id: member.person_id,
          role: member.role,
          character: member.character ?? null,
          position,
        })),
      );
    }
  }
  for (const { series, season } of seasonsOf) {
    const where = `series.json: record (${season.id})`;
    const inherited = {
      age_limit_id: series.age_limit_id,
      rating: null,
      category: series.category,
      usage_model: series.usage_model,
      is_free: series.is_free ?? false,
      is_coming_soon: false,
      start_date: null,
      is_kupi_bilet: false,
      is_erotic: series.is_erotic ?? false,
      poster_bg_color: series.poster_bg_color,
      trailer_stream_id: null,
      original_name: null,
      series_id: series.id,
      copyright_holder_logo_1: studioLogo(series.copyright_holders?.[0]),
      copyright_holder_logo_2: studioLogo(series.copyright_holders?.[1]),
    };
    mediaItems.push({
      ...inherited,
      id: season.id,
      type: 'season' as const,
      slug: season.slug,
      name: { rus: `Сезон ${season.order_number}`, eng: `Season ${season.order_number}`, hye: `Եթերաշրջան ${season.order_number}` },
      short_description: series.short_description,
      summary: season.summary ?? series.summary,
      year: season.year ?? series.year,
      duration: null,
      stream_id: null,
      season_id: null,
      order_number: season.order_number,
      short_name: {
        rus: `${season.order_number} сезон`,
        eng: `Season ${season.order_number}`,
        hye: `${season.order_number}-րդ եթերաշրջան`,
      },
      ...(await mediaImages(season.id, series.name, `Сезон ${season.order_number}`, season.images, 0, where)),
    });
    for (const episode of season.episodes) {
      const episodeWhere = `series.json: record (${episode.id})`;
      const label = `Сезон ${season.order_number}, серия ${episode.order_number}`;
      mediaItems.push({
        ...inherited,
        id: episode.id,
        type: 'episode' as const,
        slug: episode.slug,
        name: episode.name,
        short_description: episode.short_description ?? series.short_description,
        summary: episode.short_description ?? series.summary,
        year: season.year ?? series.year,
        duration: episode.duration,
        stream_id: episode.stream_id ?? null,
        season_id: season.id,
        order_number: episode.order_number,
        short_name: {
          rus: `${episode.order_number} серия`,
          eng: `Episode ${episode.order_number}`,
          hye: `${episode.order_number}-րդ սերիա`,
        },
        intro_start: episode.intro_start ?? null,
        intro_end: episode.intro_end ?? null,
        logo: await images.pick(
          'frame',
          episode.images?.logo,
          { title: episode.name.rus, subtitle: label, seed: `media-${episode.id}` },
          episodeWhere,
        ),
        background: await images.pick(
          'background',
          episode.images?.background,
          { title: series.name.rus, seed: `media-${series.id}` },
          episodeWhere,
        ),
        visit_card: await images.pick(
          'card',
          episode.images?.visit_card,
          { title: episode.name.rus, subtitle: label, seed: `media-${episode.id}` },
          episodeWhere,
        ),
        screenshots: [],
      });
    }
  }

  const persons = await Promise.all(
    c.persons.map(async (person) => ({
      id: person.id,
      slug: person.slug,
      name: person.name,
      native_name: person.native_name ?? null,
      birth_date: person.birth_date ?? null,
      death_date: person.death_date ?? null,
      photo_avatar: await images.pick(
        'avatar',
        person.photo,
        { title: person.name.rus, seed: `person-${person.id}` },
        `persons.json: record (${person.id})`,
      ),
    })),
  );

  const genres = await Promise.all(
    c.genres.map(async (genre, position) => ({
      id: genre.id,
      alias: genre.alias,
      name: genre.name,
      themes: genre.themes,
      position,
      image: await images.pick(
        'tile',
        genre.image,
        { title: genre.name.rus, seed: `genre-${genre.id}` },
        `genres.json: record (${genre.id})`,
      ),
    })),
  );

  const channelNames = new Map(c.channels.map((channel) => [channel.id, channel.name.rus]));
  const channels = await Promise.all(c.channels.map((channel) => channelRow(channel, images)));
  const epgPrograms = await epgProgramRows(c.epg, channelNames, images);

  const artistNames = new Map(c.karaoke_artists.map((artist) => [artist.id, artist.name]));
  const karaokeItems = await Promise.all(
    c.karaoke_items.map(async (item) => ({
      ...item,
      is_free: item.is_free ?? false,
      logo: await images.pick(
        'tile',
        item.logo,
        { title: item.name, subtitle: artistNames.get(item.artist_id), seed: `karaoke-${item.id}` },
        `karaoke_items.json: record (${item.id})`,
      ),
    })),
  );

  const services = await Promise.all(
    c.services.map(async (service, position) => {
      const where = `services.json: record (${service.id})`;
      const seed = `service-${service.id}`;
      return {
        id: service.id,
        alias: service.alias,
        name: service.name,
        description_short: service.description_short,
        kind: service.kind,
        content_type: service.content_type,
        parent_id: service.parent_id ?? null,
        active: service.active,
        promo_label_text: service.promo_label?.text ?? null,
        promo_label_color: service.promo_label?.color ?? null,
        position,
        image: await images.pick(
          'poster',
          service.images?.image,
          { title: service.name.rus, subtitle: service.description_short.rus, seed },
          where,
        ),
        icon: await images.pick('badge', service.images?.icon, { title: service.name.rus, seed }, where),
      };
    }),
  );
  const serviceItems = c.services.flatMap((service) =>
    service.items.map((item) => ({ service_id: service.id, item_type: item.type, item_id: item.id })),
  );

  const collections = await Promise.all(
    c.collections.map(async (collection, position) => ({
      id: collection.id,
      slug: collection.slug,
      name: collection.name,
      description: collection.description,
      position,
      copyright_holder_logo_1: studioLogo(collection.copyright_holders?.[0]),
      copyright_holder_logo_2: studioLogo(collection.copyright_holders?.[1]),
      logo: await images.pick(
        'card',
        collection.logo,
        { title: collection.name.rus, seed: `collection-${collection.id}` },
        `collections.json: record (${collection.id})`,
      ),
    })),
  );
  const collectionItems = c.collections.flatMap((collection) =>
    collection.items.map((item, position) => ({ collection_id: collection.id, position, item_type: item.type, item_id: item.id })),
  );

  const banners = await Promise.all(
    c.banners.map(async (banner) => {
      const where = `banners.json: record (${banner.id})`;
      const seed = `banner-${banner.id}`;
      const art = { title: banner.title.rus, subtitle: banner.subtitle?.rus, seed };
      const icon = await images.pick('badge', banner.images?.icon, { title: banner.title.rus, seed }, where);
      return {
        id: banner.id,
        title: banner.title,
        subtitle: banner.subtitle ?? null,
        summary: banner.summary ?? null,
        target: banner.target ?? null,
        size: banner.size,
        color: banner.color,
        labels: banner.labels ?? [],
        age_limit_id: banner.age_limit_id ?? null,
        rating: banner.rating ?? null,
        advertiser_info: banner.advertiser_info ?? null,
        ad_pixel: banner.ad_pixel ?? null,
        media_files: banner.media_files ?? [],
        is_clickable: banner.is_clickable,
        image: await images.pick('banner', banner.images?.desktop, art, where),
        image_mobile: await images.pick('banner_mobile', banner.images?.mobile, art, where),
        icon,
        small_icon: icon,
        logo: await images.pick('logo', banner.images?.logo, { title: banner.title.rus, seed }, where),
      };
    }),
  );

  const mediaViews = c.media_views.map(({ id, alias, name }) => ({ id, alias, name }));
  const mediaBlocks = [];
  const mediaBlockItems = [];
  for (const view of c.media_views) {
    for (const [position, block] of view.blocks.entries()) {
      mediaBlocks.push({
        id: block.id,
        media_view_id: view.id,
        position,
        type: block.type,
        tag: block.tag ?? null,
        name: block.name,
        sub_name: block.sub_name ?? null,
        display_type: block.display_type ?? null,
        target: block.target ?? null,
        custom_data: await images.customData(block.custom_data, `media_views.json: record (${block.id}) custom_data`),
      });
      mediaBlockItems.push(
        ...(block.items ?? []).map((item, index) => ({
          media_block_id: block.id,
          position: index,
          item_type: item.type,
          item_id: item.id,
        })),
      );
    }
  }

  const catalogFilters = c.filters.flatMap((filters) => [
    ...filters.multiple.map((filter, position) => ({
      theme: filters.theme,
      kind: 'multiple' as const,
      alias: filter.alias,
      name: filter.name,
      all_options_title: filter.all_options_title,
      options: filter.options,
      position,
    })),
    ...filters.custom.map((filter, position) => ({
      theme: filters.theme,
      kind: 'custom' as const,
      alias: filter.alias,
      name: filter.name,
      all_options_title: null,
      options: [],
      position,
    })),
  ]);

  return {
    images,
    tables: {
      ageLimits: c.age_limits.map((limit, position) => ({ ...limit, position })),
      genres,
      productionCountries: c.countries,
      catalogFilters,
      persons,
      mediaItems,
      mediaItemGenres,
      mediaItemCountries,
      mediaItemPersons,
      channels,
      epgPrograms,
      karaokeArtists: c.karaoke_artists,
      karaokeItems,
      services,
      serviceItems,
      collections,
      collectionItems,
      banners,
      mediaViews,
      mediaBlocks,
      mediaBlockItems,
      ...(await pageRows(c, images)),
    },
  };
}

/** A channel's row; also how a guide file's new channel becomes one (modules/epg/import). */
export async function channelRow(channel: Catalogue['channels'][number], images: ReturnType<typeof imageCollector>) {
  const where = `channels.json: record (${channel.id})`;
  const seed = `channel-${channel.id}`;
  const title = channel.name.rus;
  return {
    id: channel.id,
    slug: channel.slug,
    number: channel.number,
    name: channel.name,
    description: channel.description,
    age_limit_id: channel.age_limit_id,
    usage_model: channel.usage_model,
    is_free: channel.is_free ?? false,
    poster_bg_color: channel.poster_bg_color,
    stream_id: channel.stream_id,
    is_tstv_allowed: channel.is_tstv_allowed,
    is_pltv_allowed: channel.tstv.is_pltv_allowed,
    is_catchup_allowed: channel.tstv.is_catchup_allowed,
    tstv_service_id: channel.tstv.tstv_service_id ?? null,
    tstv_depth: channel.tstv.tstv_depth,
    pltv_max_duration: channel.tstv.pltv_max_duration,
    image: await images.pick('card', channel.images?.image, { title, seed }, where),
    logo: await images.pick('badge', channel.images?.logo, { title, seed }, where),
    full_logo: await images.pick('logo', channel.images?.full_logo, { title, seed }, where),
    tvg_id: channel.tvg_id ?? null,
    group_title: channel.group_title ?? null,
    stream_url: channel.stream_url ?? null,
    catchup_mode: channel.catchup?.mode ?? null,
    catchup_source: channel.catchup?.source ?? null,
  };
}

/**
 * A programme as the row builder takes it: a record of epg.json, whose id a guide file leaves to the database and
 * whose times a guide file gives as dates already.
 */
export type ProgrammeInput = Omit<Catalogue['epg'][number], 'id' | 'start_time' | 'end_time' | 'tstv_valid_until'> & {
  id?: number;
  start_time: string | Date;
  end_time: string | Date;
  tstv_valid_until?: string | Date;
};

const dateOf = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/**
 * Programme rows; `channelNames` (rus) subtitle their generated artwork. Every source of programmes builds its rows
 * here — epg.json, the demo guide as it rolls on, XMLTV files — and hands them to the guide writer (modules/epg/import).
 */
export async function epgProgramRows(
  programs: readonly ProgrammeInput[],
  channelNames: ReadonlyMap<number, string>,
  images: ReturnType<typeof imageCollector>,
) {
  const files: Promise<void>[] = [];
  const rows = programs.map((program) => {
    // Repeats of one show on one channel share their artwork.
    const art = {
      title: program.name.rus,
      subtitle: channelNames.get(program.channel_id),
      seed: `program-${program.channel_id}-${program.name.rus}`,
    };
    const row = {
      id: program.id ?? null,
      original_id: program.original_id,
      channel_id: program.channel_id,
      name: program.name,
      description: program.description ?? null,
      start_time: dateOf(program.start_time),
      end_time: dateOf(program.end_time),
      age_limit_id: program.age_limit_id,
      tstv_valid_until: program.tstv_valid_until ? dateOf(program.tstv_valid_until) : null,
      // An address or generated artwork at once; an operator's file once it is read.
      logo: images.pickNow('frame', program.logo, art) ?? ('' as ImageRef),
      categories: program.categories ?? [],
      episode: program.episode ?? null,
    };
    if (!row.logo)
      files.push(
        images.pick('frame', program.logo, art, `epg.json: programme ${program.original_id}`).then((ref) => {
          row.logo = ref;
        }),
      );
    return row;
  });
  await Promise.all(files);
  return rows;
}

export type ProgrammeRow = Awaited<ReturnType<typeof epgProgramRows>>[number];
