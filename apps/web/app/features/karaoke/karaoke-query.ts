import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/client';
import { KARAOKE_PAGE_SIZE } from './karaoke-paging';

export const karaokeListQuery = (api: Api, page: number) =>
  queryOptions({
    queryKey: ['karaokeItems.list', page],
    queryFn: () => api.call('karaokeItems.list', { query: { page, limit: KARAOKE_PAGE_SIZE } }),
  });

export const karaokeItemQuery = (api: Api, id: string) =>
  queryOptions({ queryKey: ['karaokeItems.getById', id], queryFn: () => api.call('karaokeItems.getById', { params: { id } }) });
