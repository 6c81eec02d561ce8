import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { I18nText } from '../../db/schema/i18n.js';
import * as t from '../../db/schema/index.js';
import { splitRef } from '../../modules/images/image-ref.js';
import type { Catalogue, ItemRef } from './format.js';
import { exportPages } from './pages.js';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

/** Drops absent values, so an exported record looks like one an operator writes. */
function present<T extends object>(record: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

/** Optional flags are written only when set. */
const flag = (value: boolean) => value || undefined;

/**
 * The loaded catalogue in the import format (the inverse of the importer): generated artwork is left to be
 * generated again, an operator's image files come back as files.
 */
export async function exportCatalogue(db: Db): Promise<{ catalogue: Catalogue; images: Map<string, Buffer> }> {
  const imageRows = new Map((await db.select().from(t.images)).map((row) => [row.key, row]));
  const files = new Map<string, Buffer>();
  /** An operator's file → its path; an operator's address → the address; generated artwork → nothing. */
  const file = (ref: string | null): string | undefined => {
    if (!ref) return undefined;
    const row = imageRows.get(splitRef(ref).key);
    if (typeof row?.spec?.url === 'string') return row.spec.url;
    if (!row?.data || row.spec) return undefined;
    const name = `images/${row.key}.${EXTENSIONS[row.mime ?? ''] ?? 'bin'}`;
    files.set(name, row.data);
    return name;
  };
  const studio = (ref: string | null) => (ref ? (imageRows.get(splitRef(ref).key)?.spec?.title as string | undefined) : undefined);
  const holders = (a: string | null, b: string | null) => {
    const names = [studio(a), studio(b)].filter((name): name is string => Boolean(name));
    return names.length > 0 ? names : undefined;
  };
  const images = <T extends Record<string, string | string[] | undefined>>(record: T) => {
    const nonEmpty = Object.entries(record).filter(([, value]) => (Array.isArray(value) ? value.some(Boolean) : value));
    return nonEmpty.length > 0 ? (Object.fromEntries(nonEmpty) as T) : undefined;
  };
  const [ages, genres, countries, filters, persons, items, itemGenres, itemCountries, cast] = await Promise.all([
    db.select().from(t.ageLimits).orderBy(asc(t.ageLimits.position)),
    db.select().from(t.genres).orderBy(asc(t.genres.position)),
    db.select().from(t.productionCountries).orderBy(asc(t.productionCountries.id)),
    db.select().from(t.catalogFilters).orderBy(asc(t.catalogFilters.id)),
    db.select().from(t.persons).orderBy(asc(t.persons.id)),
    db.select().from(t.mediaItems).orderBy(asc(t.mediaItems.id)),
    db.select().from(t.mediaItemGenres).orderBy(asc(t.mediaItemGenres.position)),
    db.select().from(t.mediaItemCountries).orderBy(asc(t.mediaItemCountries.position)),
    db.select().from(t.mediaItemPersons).orderBy(asc(t.mediaItemPersons.position)),
  ]);
  const group = <R, K>(rows: R[], key: (row: R) => K) => {
    const map = new Map<K, R[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  const genresOf = group(itemGenres, (row) => row.media_item_id);
  const countriesOf = group(itemCountries, (row) => row.media_item_id);
  const castOf = group(cast, (row) => row.media_item_id);
  const seasonsOf = group(
    items.filter((row) => row.type === 'season'),
    (row) => row.series_id,
  );
  const episodesOf = group(
    items.filter((row) => row.type === 'episode'),
    (row) => row.season_id,
  );
  const sameText = (a: I18nText, b: I18nText) => JSON.stringify(a) === JSON.stringify(b);

  const title = (row: t.MediaItemRow) =>
    present({
      id: row.id,
      slug: row.slug,
      name: row.name,
      original_name: row.original_name,
      short_description: row.short_description,
      summary: row.summary,
      year: row.year!,
      genre_ids: (genresOf.get(row.id) ?? []).map((g) => g.genre_id),
      country_ids: (countriesOf.get(row.id) ?? []).map((c) => c.country_id),
      age_limit_id: row.age_limit_id,
      rating: row.rating,
      category: row.category,
      usage_model: row.usage_model,
      is_free: flag(row.is_free),
      is_coming_soon: flag(row.is_coming_soon),
      start_date: row.start_date?.toISOString(),
      is_erotic: flag(row.is_erotic),
      poster_bg_color: row.poster_bg_color,
      trailer_stream_id: row.trailer_stream_id,
      copyright_holders: holders(row.copyright_holder_logo_1, row.copyright_holder_logo_2),
      cast: (castOf.get(row.id) ?? []).map((member) =>
        present({ person_id: member.person_id, role: member.role, character: member.character ?? undefined }),
      ),
      images: images({
        logo: file(row.logo),
        background: file(row.background),
        visit_card: file(row.visit_card),
        screenshots: filesOf(row.screenshots),
      }),
    });
  const filesOf = (refs: string[]) => {
    const paths = refs.map(file);
    return paths.every(Boolean) ? (paths as string[]) : undefined;
  };

  const [channels, epg, artists, karaoke, services, serviceItems, collections, collectionItems, banners, views, blocks, blockItems] =
    await Promise.all([
      db.select().from(t.channels).orderBy(asc(t.channels.id)),
      db.select().from(t.epgPrograms).orderBy(asc(t.epgPrograms.id)),
      db.select().from(t.karaokeArtists).orderBy(asc(t.karaokeArtists.id)),
      db.select().from(t.karaokeItems).orderBy(asc(t.karaokeItems.id)),
      db.select().from(t.services).orderBy(asc(t.services.position)),
      db.select().from(t.serviceItems),
      db.select().from(t.collections).orderBy(asc(t.collections.position)),
      db.select().from(t.collectionItems).orderBy(asc(t.collectionItems.position)),
      db.select().from(t.banners).orderBy(asc(t.banners.id)),
      db.select().from(t.mediaViews).orderBy(asc(t.mediaViews.id)),
      db.select().from(t.mediaBlocks).orderBy(asc(t.mediaBlocks.position)),
      db.select().from(t.mediaBlockItems).orderBy(asc(t.mediaBlockItems.position)),
    ]);
  const refsOf = (rows: { item_type: ItemRef['type']; item_id: number }[]) => rows.map((row) => ({ type: row.item_type, id: row.item_id }));
  const itemsOfBlock = group(blockItems, (row) => row.media_block_id);
  const itemsOfCollection = group(collectionItems, (row) => row.collection_id);
  const itemsOfService = group(serviceItems, (row) => row.service_id);
  const blocksOf = group(blocks, (row) => row.media_view_id);
  const customData = (data: Record<string, unknown> | null) => {
    if (!data) return undefined;
    const walk = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(walk);
      if (!value || typeof value !== 'object') return value;
      const record = value as Record<string, unknown>;
      if (typeof record.$image === 'string') {
        const { kind, key } = splitRef(record.$image);
        const row = imageRows.get(key);
        return { $image: row?.spec ? row.spec : { kind, file: file(record.$image) } };
      }
      return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, walk(v)]));
    };
    return walk(data) as Record<string, unknown>;
  };

  const catalogue: Catalogue = {
    age_limits: ages.map(({ id, name, age_value }) => ({ id, name, age_value })),
    genres: genres.map((g) =>
      present({ id: g.id, alias: g.alias, name: g.name, themes: g.themes as Catalogue['genres'][number]['themes'], image: file(g.image) }),
    ),
    countries: countries.map(({ id, code, name }) => ({ id, code, name })),
    persons: persons.map((p) =>
      present({
        id: p.id,
        slug: p.slug,
        name: p.name,
        native_name: p.native_name,
        birth_date: p.birth_date,
        death_date: p.death_date,
        photo: file(p.photo_avatar),
      }),
    ),
    films: items
      .filter((row) => row.type === 'film')
      .map((row) => present({ ...title(row), duration: row.duration!, is_kupi_bilet: flag(row.is_kupi_bilet), stream_id: row.stream_id })),
    series: items
      .filter((row) => row.type === 'series')
      .map((series) => ({
        ...title(series),
        seasons: (seasonsOf.get(series.id) ?? [])
          .sort((a, b) => a.order_number! - b.order_number!)
          .map((season) =>
            present({
              id: season.id,
              slug: season.slug,
              order_number: season.order_number!,
              year: season.year ?? undefined,
              summary: sameText(season.summary, series.summary) ? undefined : season.summary,
              images: images({
                logo: file(season.logo),
                background: file(season.background),
                visit_card: file(season.visit_card),
                screenshots: filesOf(season.screenshots),
              }),
              episodes: (episodesOf.get(season.id) ?? [])
                .sort((a, b) => a.order_number! - b.order_number!)
                .map((episode) =>
                  present({
                    id: episode.id,
                    slug: episode.slug,
                    order_number: episode.order_number!,
                    name: episode.name,
                    short_description: sameText(episode.short_description, series.short_description)
                      ? undefined
                      : episode.short_description,
                    duration: episode.duration!,
                    stream_id: episode.stream_id,
                    intro_start: episode.intro_start,
                    intro_end: episode.intro_end,
                    images: images({
                      logo: file(episode.logo),
                      background: file(episode.background),
                      visit_card: file(episode.visit_card),
                    }),
                  }),
                ),
            }),
          ),
      })),
    channels: channels.map((c) =>
      present({
        id: c.id,
        slug: c.slug,
        number: c.number,
        name: c.name,
        description: c.description,
        age_limit_id: c.age_limit_id,
        usage_model: c.usage_model,
        is_free: flag(c.is_free),
        poster_bg_color: c.poster_bg_color,
        stream_id: c.stream_id,
        is_tstv_allowed: c.is_tstv_allowed,
        tstv: {
          is_pltv_allowed: c.is_pltv_allowed,
          is_catchup_allowed: c.is_catchup_allowed,
          ...(c.tstv_service_id ? { tstv_service_id: c.tstv_service_id } : {}),
          tstv_depth: c.tstv_depth,
          pltv_max_duration: c.pltv_max_duration,
        },
        images: images({ image: file(c.image), logo: file(c.logo), full_logo: file(c.full_logo) }),
        tvg_id: c.tvg_id,
        group_title: c.group_title,
        stream_url: c.stream_url,
        catchup: c.catchup_mode ? present({ mode: c.catchup_mode, source: c.catchup_source }) : undefined,
      }),
    ),
    epg: epg.map((p) =>
      present({
        id: p.id,
        original_id: p.original_id,
        channel_id: p.channel_id,
        name: p.name,
        description: p.description,
        start_time: p.start_time.toISOString(),
        end_time: p.end_time.toISOString(),
        age_limit_id: p.age_limit_id,
        tstv_valid_until: p.tstv_valid_until?.toISOString(),
        categories: p.categories.length > 0 ? p.categories : undefined,
        episode: p.episode ?? undefined,
        logo: file(p.logo),
      }),
    ),
    karaoke_artists: artists,
    karaoke_items: karaoke.map((k) => present({ ...k, is_free: flag(k.is_free), logo: file(k.logo) })),
    services: services.map((s) =>
      present({
        id: s.id,
        alias: s.alias,
        name: s.name,
        description_short: s.description_short,
        kind: s.kind,
        content_type: s.content_type,
        parent_id: s.parent_id,
        active: s.active,
        promo_label: s.promo_label_text && s.promo_label_color ? { text: s.promo_label_text, color: s.promo_label_color } : undefined,
        items: refsOf(itemsOfService.get(s.id) ?? []) as Catalogue['services'][number]['items'],
        images: images({ image: file(s.image), icon: file(s.icon) }),
      }),
    ),
    collections: collections.map((c) =>
      present({
        id: c.id,
        slug: c.slug,
        name: c.name,
        description: c.description,
        copyright_holders: holders(c.copyright_holder_logo_1, c.copyright_holder_logo_2),
        items: refsOf(itemsOfCollection.get(c.id) ?? []),
        logo: file(c.logo),
      }),
    ),
    banners: banners.map((b) =>
      present({
        id: b.id,
        title: b.title,
        subtitle: b.subtitle,
        summary: b.summary,
        target: b.target,
        size: b.size,
        color: b.color,
        labels: b.labels.length > 0 ? b.labels : undefined,
        age_limit_id: b.age_limit_id,
        rating: b.rating,
        advertiser_info: b.advertiser_info,
        ad_pixel: b.ad_pixel,
        media_files: b.media_files.length > 0 ? b.media_files : undefined,
        is_clickable: b.is_clickable,
        images: images({ desktop: file(b.image), mobile: file(b.image_mobile), icon: file(b.icon), logo: file(b.logo) }),
      }),
    ),
    media_views: views.map((view) => ({
      id: view.id,
      alias: view.alias,
      name: view.name,
      blocks: (blocksOf.get(view.id) ?? []).map((block) =>
        present({
          id: block.id,
          type: block.type as Catalogue['media_views'][number]['blocks'][number]['type'],
          tag: block.tag,
          name: block.name,
          sub_name: block.sub_name,
          display_type: block.display_type,
          target: block.target,
          items: itemsOfBlock.has(block.id) ? refsOf(itemsOfBlock.get(block.id)!) : undefined,
          custom_data: customData(block.custom_data),
        }),
      ),
    })),
    filters: [...group(filters, (f) => f.theme)].map(([theme, rows]) => ({
      theme: theme as Catalogue['filters'][number]['theme'],
      multiple: rows
        .filter((f) => f.kind === 'multiple')
        .map((f) => ({ alias: f.alias, name: f.name, all_options_title: f.all_options_title!, options: f.options })),
      custom: rows.filter((f) => f.kind === 'custom').map((f) => ({ alias: f.alias, name: f.name })),
    })),
    ...(await exportPages(db, file)),
  };
  return { catalogue, images: files };
}
