import type {
  AgeLimit,
  CatalogFilters,
  CatalogPage,
  CatalogQuery,
  CatalogTheme,
  Channel,
  Collection,
  CollectionPage,
  KaraokeItem,
  LanguageCode,
  MediaBlockItem,
  MediaBlockType,
  MediaItemType,
  MediaView,
  PersonPage,
  Service,
} from '@efir/contract';
import { CATALOG_THEMES, MEDIA_VIEW_BLOCKS_MAX } from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import { notFound } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { expiringCache } from '../../lib/expiring-cache.js';
import type { Viewer } from '../profiles/viewer.js';
import { resolveCustomData } from './custom-data.js';
import { type CatalogItemsOf, catalogItems, type ServiceOffersOf } from './items.js';
import type { BlocksPart, CatalogRepo } from './repo.js';

const isId = (value: string) => /^\d{1,9}$/.test(value);
/** How long a media view may be served unchanged: an operator's import, a programme's change, show within this. */
export const MEDIA_VIEW_CACHE_MS = 30_000;
/** Aliases × languages × profile limits in use: a few hundred at most; more means someone is trying aliases. */
const MEDIA_VIEW_CACHE_MAX = 500;
/** A row's worth of «Похожие». */
export const SIMILAR_MAX = 16;

/** The items of a block that differ per profile (recom_cold_start), from the module that knows them. */
export type PersonalBlockItems = (viewer: Viewer) => Promise<MediaBlockItem[]>;
/** The items of a block about one item (what to watch after it), from the module that knows them. */
export type ItemBlockItems = (mediaItemId: number, viewer: Viewer) => Promise<MediaBlockItem[]>;

/** The part of a view a read names: from blocks_offset alone to the view's end, blocks_limit alone from its start. */
export function blocksPart(offset: number | undefined, limit: number | undefined): BlocksPart | undefined {
  return offset === undefined && limit === undefined ? undefined : { offset: offset ?? 0, limit: limit ?? MEDIA_VIEW_BLOCKS_MAX };
}

/** `offers`: what services cost each viewer (the purchases module's price list); without it services carry no offer. */
export function catalogService(repo: CatalogRepo, clock: Clock, offers?: ServiceOffersOf) {
  const items: CatalogItemsOf = (viewer) => catalogItems(repo, viewer, clock.now(), offers);
  const found = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw notFound(what);
    return value;
  };

  const viewCache = expiringCache<MediaView>(clock, MEDIA_VIEW_CACHE_MS, MEDIA_VIEW_CACHE_MAX);
  const personalBlocks = new Map<MediaBlockType, PersonalBlockItems>();
  const itemBlocks = new Map<string, ItemBlockItems>();
  /** `about`: the item a view is asked about (media_item_id); blocks tagged for it get its items. */
  const buildMediaView = async (alias: string, viewer: Viewer, about?: number, part?: BlocksPart): Promise<MediaView> => {
    const view = found(await repo.mediaView(alias, part), 'No such media view');
    const resolved = await items(viewer).resolve(view.items);
    const fillOf = (block: (typeof view.blocks)[number]) => {
      const forItem = about === undefined || block.tag === null ? undefined : itemBlocks.get(block.tag);
      if (forItem) return () => forItem(about!, viewer);
      // A visitor has no profile of their own: personal blocks keep the operator's items (the web hides them).
      const personal = viewer.profileId === null ? undefined : personalBlocks.get(block.type as MediaBlockType);
      return personal ? () => personal(viewer) : undefined;
    };
    const filled = new Map(
      await Promise.all(
        view.blocks.flatMap((block) => {
          const fill = fillOf(block);
          return fill ? [fill().then((filled) => [block.id, filled] as const)] : [];
        }),
      ),
    );
    return {
      id: view.view.id,
      alias: view.view.alias,
      name: translate(view.view.name, viewer.language),
      blocks: view.blocks.map((block) => ({
        id: block.id,
        name: translate(block.name, viewer.language),
        sub_name: block.sub_name ? translate(block.sub_name, viewer.language) : null,
        type: block.type as MediaView['blocks'][number]['type'],
        tag: block.tag,
        target: block.target,
        display_type: block.display_type,
        items:
          filled.get(block.id) ??
          view.items
            .filter((item) => item.media_block_id === block.id)
            .flatMap((item) => resolved.get(`${item.item_type}:${item.item_id}`) ?? []),
        custom_data: resolveCustomData(block.custom_data, viewer.language),
      })),
    };
  };

  const mediaItem = async (idOrSlug: string, viewer: Viewer, withCast: boolean, type?: MediaItemType) => {
    const id = isId(idOrSlug) ? Number(idOrSlug) : await repo.mediaItemIdBySlug(idOrSlug, type);
    const item = id === undefined ? undefined : (await items(viewer).mediaItems([id], withCast)).get(id);
    return found(item, 'No such media item');
  };

  return {
    items,

    /** Blocks of this type get `fill`'s items for a signed-in profile instead of the operator's (set once, at start-up). */
    personalBlock(type: MediaBlockType, fill: PersonalBlockItems): void {
      personalBlocks.set(type, fill);
    },

    /** Blocks with this tag get `fill`'s items when a view is asked about an item (media_item_id; set once, at start-up). */
    itemBlock(tag: string, fill: ItemBlockItems): void {
      itemBlocks.set(tag, fill);
    },

    async ageLimits(): Promise<AgeLimit[]> {
      return (await repo.ageLimits()).map(({ id, name, age_value }) => ({ id, name, age_value }));
    },

    /** A media item by numeric id or by slug (of `type`, when given), with its cast; absent (404) when above the profile's limits. */
    mediaItem: (idOrSlug: string, viewer: Viewer, type?: MediaItemType) => mediaItem(idOrSlug, viewer, true, type),

    /**
     * «Похожие» of a film or series (a season or episode: of its series), best match first; 404 for an item the profile
     * may not see, as its own page is.
     */
    async similar(idOrSlug: string, viewer: Viewer) {
      const item = await mediaItem(idOrSlug, viewer, false);
      const owner = item.series_id ?? item.id;
      const type = item.type === 'film' ? 'film' : 'series';
      const ids = await repo.similarIds(owner, type, viewer.limits, SIMILAR_MAX);
      const loaded = await items(viewer).mediaItems(ids);
      return ids.flatMap((id) => loaded.get(id) ?? []);
    },

    /**
     * A page of blocks in order, each with its items resolved and its custom_data translated. Without favourites
     * to mark, the answer depends only on the alias, the language and the profile's limits: those are kept for
     * MEDIA_VIEW_CACHE_MS, so a busy home page costs the database one read per half minute, not one per visit.
     */
    async mediaView(alias: string, viewer: Viewer, mediaItemId?: number, part?: BlocksPart): Promise<MediaView> {
      if (mediaItemId !== undefined) {
        // An item the profile may not see is no item, as its own page is; a season or episode is asked about as its series.
        const item = await mediaItem(String(mediaItemId), viewer, false);
        return buildMediaView(alias, viewer, item.series_id ?? item.id, part);
      }
      if (viewer.profileId !== null) return buildMediaView(alias, viewer, undefined, part);
      const limits = `${viewer.limits.maxAgeValue}|${viewer.limits.eroticAllowed}`;
      return viewCache.get(`${alias}|${part ? `${part.offset}+${part.limit}` : 'whole'}|${viewer.language}|${limits}`, () =>
        buildMediaView(alias, viewer, undefined, part),
      );
    },

    /** spec 2 §3 Filters response of a theme page; without a theme (/catalog) every theme's lists merged by alias. */
    async filters(theme: CatalogTheme | undefined, language: LanguageCode): Promise<CatalogFilters> {
      const rows = mergeFilterRows(await repo.filters(theme));
      const tr = (text: Parameters<typeof translate>[0]) => translate(text, language);
      return {
        multiple: rows
          .filter((row) => row.kind === 'multiple')
          .map((row) => ({
            alias: row.alias,
            name: tr(row.name),
            all_options_title: row.all_options_title ? tr(row.all_options_title) : '',
            options: row.options.map((option) => ({ alias: option.alias, name: tr(option.name) })),
          })),
        custom: rows.filter((row) => row.kind === 'custom').map((row) => ({ alias: row.alias, name: tr(row.name) })),
      };
    },

    /** The listing the filters drive: every filter combined, sorted, one page of it with the total. */
    async list(query: CatalogQuery, viewer: Viewer): Promise<CatalogPage> {
      const { ids, total } = await repo.catalogPage(query, viewer.limits, viewer.language, clock.now());
      const loaded = await items(viewer).mediaItems(ids);
      return { items: ids.flatMap((id) => loaded.get(id) ?? []), total, page: query.page, limit: query.limit };
    },

    /** A person with the films and series they took part in, newest first, within the profile's limits. */
    async person(idOrSlug: string, viewer: Viewer): Promise<PersonPage> {
      const id = isId(idOrSlug) ? Number(idOrSlug) : await repo.personIdBySlug(idOrSlug);
      const catalogue = items(viewer);
      const person = found(id === undefined ? undefined : (await catalogue.persons([id])).get(id), 'No such person');
      const credits = await repo.filmography(person.id);
      const loaded = await catalogue.mediaItems([...new Set(credits.map((credit) => credit.media_item_id))]);
      const filmography = [...loaded.values()]
        .sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.id - b.id)
        .map((item) => ({ ...item, roles: credits.filter((credit) => credit.media_item_id === item.id).map((credit) => credit.role) }));
      return { ...person, filmography };
    },

    async collections(viewer: Viewer): Promise<Collection[]> {
      const ids = await repo.collectionIds();
      const loaded = await items(viewer).collections(ids);
      return ids.flatMap((id) => loaded.get(id) ?? []);
    },

    /** A collection with its entries in order; entries above the profile's limits are left out. */
    async collection(idOrSlug: string, viewer: Viewer): Promise<CollectionPage> {
      const id = isId(idOrSlug) ? Number(idOrSlug) : await repo.collectionIdBySlug(idOrSlug);
      const catalogue = items(viewer);
      const collection = found(id === undefined ? undefined : (await catalogue.collections([id])).get(id), 'No such collection');
      const refs = await repo.collectionItems(collection.id);
      const resolved = await catalogue.resolve(refs);
      return { ...collection, items: refs.flatMap((ref) => resolved.get(`${ref.item_type}:${ref.item_id}`) ?? []) };
    },

    async karaokeList(page: number, limit: number, viewer: Viewer): Promise<{ items: KaraokeItem[]; total: number }> {
      const { ids, total } = await repo.karaokePage(page, limit, viewer.limits);
      const loaded = await items(viewer).karaokeItems(ids);
      return { items: ids.flatMap((id) => loaded.get(id) ?? []), total };
    },

    async karaokeItem(idOrSlug: string, viewer: Viewer): Promise<KaraokeItem> {
      const id = isId(idOrSlug) ? Number(idOrSlug) : await repo.idBySlug('karaoke_item', idOrSlug);
      return found(id === undefined ? undefined : (await items(viewer).karaokeItems([id])).get(id), 'No such karaoke item');
    },

    async service(idOrAlias: string, viewer: Viewer): Promise<Service> {
      const id = isId(idOrAlias) ? Number(idOrAlias) : await repo.idBySlug('service', idOrAlias);
      return found(id === undefined ? undefined : (await items(viewer).services([id])).get(id), 'No such service');
    },

    async channel(idOrSlug: string, viewer: Viewer): Promise<Channel> {
      const id = isId(idOrSlug) ? Number(idOrSlug) : await repo.idBySlug('channel', idOrSlug);
      return found(id === undefined ? undefined : (await items(viewer).channels([id])).get(id), 'No such channel');
    },
  };
}

type FilterRow = Awaited<ReturnType<CatalogRepo['filters']>>[number];

/** One row per filter alias, themes taken in their menu order; a list's options are every theme's, each once. */
function mergeFilterRows(rows: FilterRow[]): FilterRow[] {
  const byTheme = [...rows].sort(
    (a, b) => CATALOG_THEMES.indexOf(a.theme as CatalogTheme) - CATALOG_THEMES.indexOf(b.theme as CatalogTheme),
  );
  const merged = new Map<string, FilterRow>();
  for (const row of byTheme) {
    const key = `${row.kind}:${row.alias}`;
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { ...row, options: [...row.options] });
      continue;
    }
    for (const option of row.options) if (!seen.options.some((known) => known.alias === option.alias)) seen.options.push(option);
  }
  return [...merged.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.position - b.position);
}

export type CatalogService = ReturnType<typeof catalogService>;
