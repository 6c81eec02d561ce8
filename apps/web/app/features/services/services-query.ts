import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/client';

export const servicesQuery = (api: Api) => queryOptions({ queryKey: ['services.list'], queryFn: () => api.call('services.list') });

export const serviceQuery = (api: Api, id: string) =>
  queryOptions({ queryKey: ['services.getById', id], queryFn: () => api.call('services.getById', { params: { id } }) });

export const serviceContentQuery = (api: Api, id: string) =>
  queryOptions({ queryKey: ['services.content', id], queryFn: () => api.call('services.content', { params: { id } }) });

/** An operator's landing page for a service is the media view `service-{alias}`; without one the page is composed. */
export const serviceLandingAlias = (alias: string) => `service-${alias}`;
