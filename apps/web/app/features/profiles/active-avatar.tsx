import { useUser } from '../../session/session';
import { UserIcon } from '../../ui/icons';
import styles from './profile-menu.module.css';

/** The active profile's avatar, or the plain person icon until the user state has arrived. */
export function ActiveAvatar() {
  const profile = useUser()?.profile;
  if (!profile) return <UserIcon />;
  return <img className={styles.avatar} src={profile.icon.image} srcSet={`${profile.icon.image_2x} 2x`} width={32} height={32} alt="" />;
}
