import type { AgeLimit, LanguageCode, MediaItem, MediaView } from '@efir/contract';
import type { Db } from '../../db/client.js';
import { translate } from '../../db/schema/i18n.js';
import { notFound } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { resolveCustomData } from './custom-data.js';
import { catalogItems } from './items.js';
import { catalogRepo } from './repo.js';

export function catalogService(db: Db, clock: Clock) {
  const repo = catalogRepo(db);
  return {
    async ageLimits(): Promise<AgeLimit[]> {
      return (await repo.ageLimits()).map(({ id, name, age_value }) => ({ id, name, age_value }));
    },

    /** A media item by numeric id or by slug, with its cast. */
    async mediaItem(idOrSlug: string, language: LanguageCode): Promise<MediaItem> {
      const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : await repo.mediaItemIdBySlug(idOrSlug);
      const item = id === undefined ? undefined : (await catalogItems(repo, language, clock.now()).mediaItems([id], true)).get(id);
      if (!item) throw notFound('No such media item');
      return item;
    },

    /** A page of blocks in order, each with its items resolved and its custom_data translated. */
    async mediaView(alias: string, language: LanguageCode): Promise<MediaView> {
      const found = await repo.mediaView(alias);
      if (!found) throw notFound('No such media view');
      const resolved = await catalogItems(repo, language, clock.now()).resolve(found.items);
      return {
        id: found.view.id,
        alias: found.view.alias,
        name: translate(found.view.name, language),
        blocks: found.blocks.map((block) => ({
          id: block.id,
          name: translate(block.name, language),
          sub_name: block.sub_name ? translate(block.sub_name, language) : null,
          type: block.type as MediaView['blocks'][number]['type'],
          tag: block.tag,
          target: block.target,
          display_type: block.display_type,
          items: found.items
            .filter((item) => item.media_block_id === block.id)
            .flatMap((item) => resolved.get(`${item.item_type}:${item.item_id}`) ?? []),
          custom_data: resolveCustomData(block.custom_data, language),
        })),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
