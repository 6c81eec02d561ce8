import { SERVICE_CONTENT_LIMIT, type Service, type ServiceContent } from '@efir/contract';
import { notFound } from '../../http/problem.js';
import type { Viewer } from '../profiles/viewer.js';
import type { CatalogItemsOf } from './items.js';
import type { ServicesRepo } from './services-repo.js';

/** The /services list and what a service's landing page lists. */
export function servicesService(repo: ServicesRepo, { items }: { items: CatalogItemsOf }) {
  const inOrder = <T>(ids: number[], loaded: Map<number, T>) => ids.flatMap((id) => loaded.get(id) ?? []);

  return {
    async list(viewer: Viewer): Promise<Service[]> {
      const ids = await repo.activeIds();
      return inOrder(ids, await items(viewer).services(ids));
    },

    /** A bundle opens what its sub-services open, so their titles count as its own. */
    async content(idOrAlias: string, viewer: Viewer): Promise<ServiceContent> {
      const id = await repo.idByIdOrAlias(idOrAlias);
      if (id === undefined) throw notFound('No such service');
      const childIds = await repo.childIds(id);
      const scope = [id, ...childIds];
      const [mediaIds, channelIds, karaokeIds] = await Promise.all([
        repo.itemIds(scope, 'media_item', viewer.limits, SERVICE_CONTENT_LIMIT),
        repo.itemIds(scope, 'channel', viewer.limits, SERVICE_CONTENT_LIMIT),
        repo.itemIds(scope, 'karaoke_item', viewer.limits, SERVICE_CONTENT_LIMIT),
      ]);
      const catalogue = items(viewer);
      const [services, mediaItems, channels, karaoke] = await Promise.all([
        catalogue.services(childIds),
        catalogue.mediaItems(mediaIds),
        catalogue.channels(channelIds),
        catalogue.karaokeItems(karaokeIds),
      ]);
      return {
        services: inOrder(childIds, services),
        media_items: inOrder(mediaIds, mediaItems),
        channels: inOrder(channelIds, channels),
        karaoke_items: inOrder(karaokeIds, karaoke),
      };
    },
  };
}

export type ServicesService = ReturnType<typeof servicesService>;
