import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { toast } from '../../ui/toast/toast';

/**
 * spec 1 §4 Profiles, on success: the profile switches and what depends on it is fetched again — every cached query
 * (favourites, positions, the user state, rows within the new profile's limits) and the page's own loaders, which may
 * now refuse the page (a kids profile on an 18+ film). The viewer stays on the page; it reloads only when the refresh
 * itself fails.
 */
export function useProfileSwitch(): (id: string, pin?: string) => Promise<void> {
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  return useCallback(
    async (id, pin) => {
      const { notification } = await browserApi().call('profiles.switch', { body: { id, ...(pin ? { pin_code: pin } : {}) } });
      toast.success(notification.display.message);
      // Only when the page cannot be refreshed in place (its loaders fail to answer) does it load again.
      await Promise.all([queryClient.invalidateQueries(), revalidate()]).catch(() => window.location.reload());
    },
    [queryClient, revalidate],
  );
}

/**
 * spec 1 §2: the picker was offered, so this sign-in has chosen (kept the active profile, unless a switch follows);
 * the server remembers it and later page loads do not offer the picker again.
 */
export function keepActiveProfile(): void {
  void browserApi()
    .call('profiles.keep', { body: {} })
    .then(
      () => undefined,
      () => undefined,
    );
}
