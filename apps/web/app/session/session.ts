import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '../api/browser';
import type { Api } from '../api/client';
import { sessionQuery, shellQuery } from '../api/queries';
import { useRootData } from './root-data';

/** Shell data (menu, languages, login types), prefetched by the root loader. */
export function useShellInfo() {
  const { language } = useRootData();
  return useQuery(shellQuery(browserApi(), language)).data;
}

export function useSession() {
  return useQuery(sessionQuery(browserApi())).data;
}

/** spec 1 §3 User: contacts, account settings, resend timers, unread count. */
export const userQuery = (api: Api) => queryOptions({ queryKey: ['accounts.user'], queryFn: () => api.call('accounts.user') });

export function useUser() {
  return useQuery(userQuery(browserApi())).data;
}
