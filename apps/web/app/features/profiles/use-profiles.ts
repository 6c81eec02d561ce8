import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../api/queries';

export function useProfiles() {
  return useQuery(endpointQuery('profiles.list')).data?.items;
}

export function useAgeLimits() {
  return useQuery(endpointQuery('ageLimits.list')).data?.items;
}
