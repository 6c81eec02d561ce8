import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/client';

export const favoritesQuery = (api: Api) => queryOptions({ queryKey: ['favorites.list'], queryFn: () => api.call('favorites.list') });
