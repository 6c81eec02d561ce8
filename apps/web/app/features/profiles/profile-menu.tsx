import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../api/queries';
import { useUser } from '../../session/session';
import { ChevronDownIcon } from '../../ui/icons';
import { ActiveAvatar } from './active-avatar';
import styles from './profile-menu.module.css';

/** Radix's dropdown is a chunk of its own, loaded when the viewer first opens the menu (as the main menu's 'more'). */
const ProfileMenuDropdown = lazy(() => import('./profile-menu-dropdown'));

/**
 * The header's profile control (spec 1 §2 Header "profile"): the active profile's avatar; it opens a menu with the
 * account's profiles to switch to (the main one through the PIN), profile management and the personal area (/my).
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const name = useUser()?.profile?.name;
  const [wanted, setWanted] = useState(false);
  const queryClient = useQueryClient();
  // The menu's code and the profile list are fetched as the pointer or the focus reaches it.
  const preloadDropdown = () => {
    void import('./profile-menu-dropdown');
    void queryClient.prefetchQuery(endpointQuery('profiles.list'));
  };
  const label = name ? t('header.profile_named', { name }) : t('header.profile');
  const trigger = (
    <button
      type="button"
      className={styles.trigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadDropdown}
      onFocus={preloadDropdown}
      onClick={() => setWanted(true)}
    >
      <ActiveAvatar />
      <ChevronDownIcon />
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ProfileMenuDropdown label={label} />
    </Suspense>
  );
}
