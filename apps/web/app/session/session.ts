import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../api/queries';
import { useRootData } from './root-data';

/** The shell of the page's brand: the support chat it gives is that brand's (spec 1 §7). */
export const shellQuery = (brandId: string) => endpointQuery('system.shell', { query: { brand: brandId } });

/**
 * Shell data (menu, languages, login types, toggles), prefetched by the root loader. Its texts follow the language
 * cookie: a new language revalidates the root, whose fresher answer replaces this one.
 */
export function useShellInfo() {
  return useQuery(shellQuery(useRootData().brandId)).data;
}

export function useSession() {
  return useQuery(endpointQuery('sessions.current')).data;
}

/** spec 1 §3 User: contacts, account settings, resend timers, unread count. */
export function useUser() {
  return useQuery(endpointQuery('accounts.user')).data;
}
