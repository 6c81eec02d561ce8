import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '../../api/browser';
import type { Api } from '../../api/client';

export const profilesQuery = (api: Api) => queryOptions({ queryKey: ['profiles.list'], queryFn: () => api.call('profiles.list') });
export const ageLimitsQuery = (api: Api) => queryOptions({ queryKey: ['ageLimits.list'], queryFn: () => api.call('ageLimits.list') });

export function useProfiles() {
  return useQuery(profilesQuery(browserApi())).data?.items;
}

export function useAgeLimits() {
  return useQuery(ageLimitsQuery(browserApi())).data?.items;
}
