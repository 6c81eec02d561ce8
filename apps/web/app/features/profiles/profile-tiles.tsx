import type { Profile } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './profiles.module.css';

function Avatar({ profile }: { profile: Profile }) {
  return <img className={styles.avatar} src={profile.icon.image} srcSet={`${profile.icon.image_2x} 2x`} width={90} height={90} alt="" />;
}

/** The profile tiles: each picks (picker) or opens the profile (/my); the add tile only for the master profile (spec 1 §6). */
export function ProfileTiles({
  profiles,
  activeId,
  canAdd,
  onPick,
  onAdd,
  linkTo,
}: {
  profiles: readonly Profile[];
  activeId?: string;
  canAdd: boolean;
  onPick?: (profile: Profile) => void;
  onAdd?: () => void;
  /** Tiles as links (the /my page) instead of buttons. */
  linkTo?: (profile: Profile) => string;
}) {
  const { t } = useTranslation();
  const label = (profile: Profile) => (
    <>
      <Avatar profile={profile} />
      <span className={styles.name}>{profile.name}</span>
      {profile.type === 'master' && <span className={styles.kind}>{t('profiles.master')}</span>}
    </>
  );
  return (
    <ul className={styles.tiles}>
      {profiles.map((profile) => (
        <li key={profile.id}>
          {linkTo ? (
            <Link to={linkTo(profile)} className={styles.tile} aria-current={profile.id === activeId}>
              {label(profile)}
            </Link>
          ) : (
            <button type="button" className={styles.tile} aria-current={profile.id === activeId} onClick={() => onPick?.(profile)}>
              {label(profile)}
            </button>
          )}
        </li>
      ))}
      {canAdd && (
        <li>
          {linkTo ? (
            <Link to="/my/profiles/new" className={styles.tile}>
              <span className={styles.add} aria-hidden="true">
                +
              </span>
              <span className={styles.name}>{t('profiles.add')}</span>
            </Link>
          ) : (
            <button type="button" className={styles.tile} onClick={onAdd}>
              <span className={styles.add} aria-hidden="true">
                +
              </span>
              <span className={styles.name}>{t('profiles.add')}</span>
            </button>
          )}
        </li>
      )}
    </ul>
  );
}
