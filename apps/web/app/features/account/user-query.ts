import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '../../api/browser';
import type { Api } from '../../api/client';

/** spec 1 §3 User: contacts, account settings, resend timers, unread count. */
export const userQuery = (api: Api) => queryOptions({ queryKey: ['accounts.user'], queryFn: () => api.call('accounts.user') });

export function useUser() {
  return useQuery(userQuery(browserApi())).data;
}
