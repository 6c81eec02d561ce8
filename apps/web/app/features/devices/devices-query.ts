import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/client';

/** spec 1 §9: the list is over the limit when its count is above the limit (5 when the server gives none). */
export const DEFAULT_DEVICE_LIMIT = 5;

export const devicesQuery = (api: Api) => queryOptions({ queryKey: ['devices.list'], queryFn: () => api.call('devices.list') });

export const isOverLimit = (count: number, limit: number | undefined): boolean => count > (limit ?? DEFAULT_DEVICE_LIMIT);
