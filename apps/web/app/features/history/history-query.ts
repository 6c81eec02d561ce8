import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/client';

export const viewingHistoryQuery = (api: Api) =>
  queryOptions({ queryKey: ['positions.history'], queryFn: () => api.call('positions.history') });
