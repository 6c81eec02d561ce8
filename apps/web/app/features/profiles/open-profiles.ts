import type { ProfilesOptions } from './profiles-modal';

/**
 * Opens the profile picker (spec 1 §2 Modals: profile picker; §4 step 7); the promise settles once it is open. Its steps
 * are a chunk of their own, fetched when a page first opens it: the login hand-off and the start-up timer open it.
 */
export function openProfiles(options: ProfilesOptions = {}): Promise<void> {
  return import('./profiles-modal').then((module) => module.openProfilesModal(options));
}
