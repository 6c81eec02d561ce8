import type { Profile } from '@efir/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoint } from '../../api/queries';
import { useUser } from '../../session/session';
import styles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { showErrorModal } from '../../ui/modal/error-modal';
import { closeModal, type ModalOptions, openModal } from '../../ui/modal/modal-store';
import { PinFlow } from './pin-modal';
import { createProfile, ProfileForm } from './profile-form';
import { storeSkipProfiles } from './profile-modal-timing';
import { keepActiveProfile, useProfileSwitch } from './profile-switch';
import { ProfileTiles } from './profile-tiles';
import tiles from './profiles.module.css';
import { initialProfilesStep, nextProfilesStep, type ProfilesEvent, type ProfilesStep } from './profiles-flow';
import { RegistrationSuccess } from './registration-success';
import { useAgeLimits, useProfiles } from './use-profiles';

export interface ProfilesOptions extends Pick<ModalOptions, 'ifNoneOpen'> {
  /** After registration: the PIN is set first, the picker cannot be closed and ends in the registration success dialog. */
  register?: boolean;
  /** The profile already picked elsewhere (the header's profile menu): straight to its PIN, or to the switch. */
  pick?: Profile;
}

/**
 * spec 1 §2 and §4 profile picker: pick a profile, the main one through the PIN (auto-checked with 0000), then
 * switch and refresh what depends on the profile, on the same page. In register mode the PIN is set first and the
 * modal cannot be closed.
 */
export function ProfilesModal({ register, pick }: { register: boolean; pick?: Profile }) {
  const { t } = useTranslation();
  const user = useUser();
  const profiles = useProfiles();
  const ages = useAgeLimits();
  const switchProfile = useProfileSwitch();
  const active = user?.profile;
  const context = useMemo(
    () => ({ register, ...(active?.is_kids ? { kidsProfileId: active.id } : {}) }),
    [register, active?.is_kids, active?.id],
  );
  const [state, setState] = useState<ProfilesStep>(() => {
    const initial = initialProfilesStep(context);
    return pick ? nextProfilesStep(initial, { type: 'select', profile: pick }, context) : initial;
  });
  const [skip, setSkip] = useState(false);
  const dispatch = useCallback((event: ProfilesEvent) => setState((current) => nextProfilesStep(current, event, context)), [context]);
  // The switch is asked once per switching step, however often the effect runs while it is under way.
  const switching = useRef<ProfilesStep | null>(null);

  useEffect(() => {
    if (state.step === 'error') showErrorModal();
    if (state.step === 'done') {
      if (register) openModal(<RegistrationSuccess />, { cancellable: true });
      else closeModal();
      return;
    }
    if (state.step !== 'switching' || switching.current === state) return;
    switching.current = state;
    switchProfile(state.profile.id, state.pin).then(
      () => dispatch({ type: 'switched' }),
      () => dispatch({ type: 'failed' }),
    );
  }, [state, register, switchProfile, dispatch]);

  switch (state.step) {
    case 'setPin':
      return <PinFlow mode="set" onDone={() => dispatch({ type: 'pinSet' })} onSkip={() => dispatch({ type: 'pinSet' })} />;
    case 'pin':
      return (
        <PinFlow
          mode="auto"
          onDone={(outcome) => {
            if (outcome.kind === 'valid') dispatch({ type: 'pinAccepted', pin: outcome.pin });
            if (outcome.kind === 'reset') dispatch({ type: 'pinAccepted', pin: '0000' });
          }}
          onBack={() => dispatch({ type: 'back' })}
        />
      );
    case 'create':
      return (
        <StepLayout title={t('modal.profile_create.title')} onBack={() => dispatch({ type: 'back' })}>
          <ProfileForm
            initial={{
              name: '',
              iconId: 6,
              defaultAgeLimitId: ages?.at(-1)?.id ?? null,
              maxAgeLimitId: ages?.at(-1)?.id ?? 0,
              eroticAllowed: false,
              purchasePin: true,
              allowedFrom: '',
              allowedTo: '',
              maxViewMinutes: '',
            }}
            type="additional"
            parental="base"
            submitLabel={t('modal.profile_create.submit')}
            save={async (draft) => {
              await createProfile(draft);
              await invalidateEndpoint('profiles.list');
              dispatch({ type: 'created' });
            }}
          />
        </StepLayout>
      );
    case 'list':
    case 'switching':
      return (
        <StepLayout title={t('modal.profiles.title')}>
          <div className={styles.form}>
            <ProfileTiles
              profiles={profiles ?? []}
              activeId={user?.profile?.id}
              canAdd={user?.profile?.type === 'master'}
              onPick={(profile) => dispatch({ type: 'select', profile })}
              onAdd={() => dispatch({ type: 'add' })}
            />
            {!register && (
              <label className={tiles.check}>
                <input
                  type="checkbox"
                  checked={skip}
                  disabled={skip}
                  onChange={() => {
                    storeSkipProfiles();
                    setSkip(true);
                  }}
                />
                {t('modal.profiles.do_not_ask')}
              </label>
            )}
          </div>
        </StepLayout>
      );
    case 'done':
    case 'error':
      return null;
  }
}

/**
 * Opens the picker; in register mode it cannot be closed (spec 1 §4). Offering the picker is this sign-in's choice
 * of profile, kept on the server (spec 1 §2: asked once). Callers use open-profiles.ts.
 */
export function openProfilesModal({ register = false, ifNoneOpen, pick }: ProfilesOptions): void {
  const opened = openModal(<ProfilesModal register={register} pick={pick} />, { cancellable: !register, ifNoneOpen });
  if (opened !== undefined && !pick) keepActiveProfile();
}
