import type { ContentPageAlias } from '@efir/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/client';

export const contentPageQuery = (api: Api, alias: ContentPageAlias) =>
  queryOptions({ queryKey: ['pages.getByAlias', alias], queryFn: () => api.call('pages.getByAlias', { params: { alias } }) });

export const faqQuery = (api: Api) => queryOptions({ queryKey: ['faq.list'], queryFn: () => api.call('faq.list') });

export const faqItemQuery = (api: Api, id: number) =>
  queryOptions({ queryKey: ['faq.getById', id], queryFn: () => api.call('faq.getById', { params: { id } }) });

export const docsQuery = (api: Api) => queryOptions({ queryKey: ['docs.list'], queryFn: () => api.call('docs.list') });

export const promoEventsQuery = (api: Api) => queryOptions({ queryKey: ['promoEvents.list'], queryFn: () => api.call('promoEvents.list') });

export const promoEventQuery = (api: Api, id: string) =>
  queryOptions({ queryKey: ['promoEvents.getById', id], queryFn: () => api.call('promoEvents.getById', { params: { id } }) });
