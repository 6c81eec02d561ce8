import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/client';

export const personQuery = (api: Api, id: string) =>
  queryOptions({ queryKey: ['persons.getById', id], queryFn: () => api.call('persons.getById', { params: { id } }) });
