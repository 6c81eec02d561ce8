import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/client';

export const collectionsQuery = (api: Api) => queryOptions({ queryKey: ['collections.list'], queryFn: () => api.call('collections.list') });

export const collectionQuery = (api: Api, id: string) =>
  queryOptions({ queryKey: ['collections.getById', id], queryFn: () => api.call('collections.getById', { params: { id } }) });
