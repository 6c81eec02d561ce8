import type { Profile } from '@efir/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../session/session';
import { CheckIcon, ChevronDownIcon } from '../../ui/icons';
import { toast } from '../../ui/toast/toast';
import { ActiveAvatar } from './active-avatar';
import { openProfiles } from './open-profiles';
import styles from './profile-menu.module.css';
import { useProfileSwitch } from './profile-switch';
import { needsPin } from './profiles-flow';
import { useProfiles } from './use-profiles';

/** The profile menu itself; ProfileMenu mounts it open on the first press of its plain trigger. */
export default function ProfileMenuDropdown({ label }: { label: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const profiles = useProfiles();
  const switchProfile = useProfileSwitch();
  const activeId = user?.profile?.id;

  // spec 1 §4 Profiles: the main profile, and any profile from a kids one, goes through the PIN (auto-checked with
  // 0000); the others switch at once.
  const choose = (profile: Profile) => {
    if (profile.id === activeId) return;
    const kidsProfileId = user?.profile?.is_kids ? activeId : undefined;
    if (needsPin(profile, { register: false, kidsProfileId })) void openProfiles({ pick: profile });
    else switchProfile(profile.id).catch(() => toast.error(t('error.default')));
  };

  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={label}>
        <ActiveAvatar />
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={10}>
          <DropdownMenu.Label className={styles.heading}>{t('header.profiles')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={activeId ?? ''}>
            {(profiles ?? []).map((profile) => (
              <DropdownMenu.RadioItem key={profile.id} value={profile.id} className={styles.item} onSelect={() => choose(profile)}>
                <img
                  className={styles.itemAvatar}
                  src={profile.icon.image}
                  srcSet={`${profile.icon.image_2x} 2x`}
                  width={28}
                  height={28}
                  alt=""
                />
                <span className={styles.itemName}>{profile.name}</span>
                <DropdownMenu.ItemIndicator className={styles.indicator}>
                  <CheckIcon />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/my#my-profiles">{t('header.manage_profiles')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/my">{t('header.account')}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
