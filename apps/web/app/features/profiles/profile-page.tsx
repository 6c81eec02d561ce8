import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { browserApi } from '../../api/browser';
import { useSession, useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { closeModal } from '../../ui/modal/modal-store';
import { toast } from '../../ui/toast/toast';
import { SignInPrompt } from '../account/sign-in-prompt';
import { PageHeading } from '../shell/page-heading';
import { openPin } from './open-pin';
import { createProfile, ProfileForm } from './profile-form';
import { draftOf, editBodyOf, type ProfileDraft } from './profile-form-model';
import styles from './profiles.module.css';
import { useAgeLimits, useProfiles } from './use-profiles';

/** The id in /my/profiles/{id} that means a profile yet to be created. */
export const NEW_PROFILE_ID = 'new';

/** /my/profiles/{id}: create (master only) or edit a profile; the master edits every setting, another profile its name and icon. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const session = useSession();
  const user = useUser();
  const profiles = useProfiles();
  const ages = useAgeLimits();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isMaster = user?.profile?.type === 'master';

  if (session && !session.is_auth) return <SignInPrompt />;
  if (!profiles || !ages || !user) return <PageHeading title={t('profiles.edit')} />;

  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries();
    void navigate('/my');
  };

  if (id === NEW_PROFILE_ID && isMaster) {
    const maximum = ages.at(-1)?.id ?? 0;
    const blank: ProfileDraft = {
      name: '',
      iconId: 6,
      defaultAgeLimitId: maximum,
      maxAgeLimitId: maximum,
      eroticAllowed: false,
      purchasePin: true,
      allowedFrom: '',
      allowedTo: '',
      maxViewMinutes: '',
    };
    return (
      <>
        <PageHeading title={t('profiles.add')} />
        <ProfileForm
          initial={blank}
          type="additional"
          parental="full"
          submitLabel={t('modal.profile_create.submit')}
          save={async (draft) => {
            await createProfile(draft);
            await done(t('profiles.saved'));
          }}
        />
      </>
    );
  }

  const profile = profiles.find((candidate) => candidate.id === id);
  if (!profile || (!isMaster && profile.id !== user.profile?.id)) return <PageHeading title={t('profiles.edit')} />;
  return (
    <div className={styles.page}>
      <PageHeading title={profile.name} />
      <ProfileForm
        key={profile.id}
        initial={draftOf(profile)}
        type={profile.type}
        parental={isMaster ? 'full' : 'none'}
        submitLabel={t('button.save')}
        save={async (draft) => {
          const body = editBodyOf(draft, profile, isMaster);
          if (Object.keys(body).length > 0) await browserApi().call('profiles.edit', { params: { id: profile.id }, body });
          await done(t('profiles.saved'));
        }}
      />
      <Link to={`/my/profiles/${profile.id}/channels`} className={buttonClass('secondary')}>
        {t('profile_channels.open')}
      </Link>
      {isMaster && profile.default_age_limit_id !== ages.at(-1)?.id && (
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() =>
            void openPin('cancel', {
              cancelProfileId: profile.id,
              onDone: () => {
                closeModal();
                void done(t('profiles.pin_cancelled'));
              },
            })
          }
        >
          {t('profiles.cancel_pin')}
        </button>
      )}
    </div>
  );
}
