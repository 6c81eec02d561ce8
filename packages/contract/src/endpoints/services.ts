import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ServiceContent, ServiceList } from '../schemas/services.js';

const IdOrSlug = z.strictObject({ id: z.string().min(1).max(200) });

/** The /services list and what a service's landing page shows; a single service is `services.getById` (catalog). */
export const servicesEndpoints = {
  'services.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/services',
    summary: 'Active services in the operator’s order with their content counts and promo labels (/services)',
    tag: 'services',
    access: 'public',
    response: ServiceList,
  }),
  'services.content': defineEndpoint({
    method: 'GET',
    path: '/api/v1/services/:id/content',
    summary: 'What a service opens, within the profile’s limits: its sub-services and the first titles, channels and songs',
    tag: 'services',
    access: 'public',
    params: IdOrSlug,
    response: ServiceContent,
  }),
} as const;
