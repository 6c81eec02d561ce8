import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/client';

export const searchQuery = (api: Api, query: string) =>
  queryOptions({ queryKey: ['search.query', query], queryFn: () => api.call('search.query', { query: { query } }) });
