import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { closeModal } from '../../ui/modal/modal-store';
import { toast } from '../../ui/toast/toast';
import { openPin } from './open-pin';
import { ProfileTiles } from './profile-tiles';
import styles from './profiles.module.css';
import { useProfiles } from './use-profiles';

const PIN_DONE_KEY = { changed: 'profiles.pin_changed', reset: 'profiles.pin_reset_done' } as const;

/** /my profile tiles (the add tile only for the master profile) and, for the master, the PIN change and reset. */
export function MyProfiles() {
  const { t } = useTranslation();
  const user = useUser();
  const profiles = useProfiles();
  const queryClient = useQueryClient();
  const isMaster = user?.profile?.type === 'master';
  const pinModal = (mode: 'change' | 'reset') =>
    void openPin(mode, {
      onDone: (outcome) => {
        closeModal();
        if (outcome.kind === 'changed' || outcome.kind === 'reset') toast.success(t(PIN_DONE_KEY[outcome.kind]));
        void queryClient.invalidateQueries();
      },
    });
  if (!profiles) return null;
  return (
    <section className={styles.section} aria-labelledby="my-profiles">
      <h2 id="my-profiles">{t('profiles.title')}</h2>
      <ProfileTiles profiles={profiles} activeId={user?.profile?.id} canAdd={isMaster} linkTo={(profile) => `/my/profiles/${profile.id}`} />
      {isMaster && (
        <div className={styles.row}>
          <button type="button" className={buttonClass('secondary')} onClick={() => pinModal('change')}>
            {t('profiles.change_pin')}
          </button>
          <button type="button" className={buttonClass('ghost')} onClick={() => pinModal('reset')}>
            {t('profiles.reset_pin')}
          </button>
        </div>
      )}
    </section>
  );
}
