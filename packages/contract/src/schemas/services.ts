import { z } from 'zod';
import { Channel, KaraokeItem, MediaItem, Service } from './catalog.js';

export const ServiceList = z.object({ items: z.array(Service) });

/** What a service opens, for its landing page: sub-services and the first of its titles, channels and songs. */
export const ServiceContent = z.object({
  services: z.array(Service),
  media_items: z.array(MediaItem),
  channels: z.array(Channel),
  karaoke_items: z.array(KaraokeItem),
});
export type ServiceContent = z.infer<typeof ServiceContent>;
/** Titles, channels and songs of each kind a service landing page lists. */
export const SERVICE_CONTENT_LIMIT = 24;
