import type { Profile } from '@efir/contract';

/**
 * spec 1 §4 Profiles: select a profile, then the main PIN if needed, then switch. In register mode the PIN is set
 * first and the modal cannot be closed; it ends in the registration success dialog.
 */
export type ProfilesStep =
  | { step: 'setPin' }
  | { step: 'list' }
  | { step: 'create' }
  | { step: 'pin'; profile: Profile }
  | { step: 'switching'; profile: Profile; pin?: string }
  | { step: 'done'; register: boolean }
  | { step: 'error' };

export type ProfilesEvent =
  | { type: 'pinSet' }
  | { type: 'select'; profile: Profile }
  | { type: 'pinAccepted'; pin: string }
  | { type: 'add' }
  | { type: 'created' }
  | { type: 'back' }
  | { type: 'switched' }
  | { type: 'failed' };

export interface ProfilesContext {
  register: boolean;
  /** The active profile when it is a kids one: leaving it for any other profile goes through the main PIN. */
  kidsProfileId?: string;
}

/** The main profile is behind the PIN (auto-checked with 0000 first), and so is every way out of a kids profile. */
export const needsPin = (profile: Profile, context: ProfilesContext): boolean =>
  profile.type === 'master' || (context.kidsProfileId !== undefined && profile.id !== context.kidsProfileId);

export const initialProfilesStep = (context: ProfilesContext): ProfilesStep => (context.register ? { step: 'setPin' } : { step: 'list' });

export function nextProfilesStep(state: ProfilesStep, event: ProfilesEvent, context: ProfilesContext): ProfilesStep {
  if (event.type === 'failed') return { step: 'error' };
  switch (state.step) {
    case 'setPin':
      return event.type === 'pinSet' ? { step: 'list' } : state;
    case 'list':
      if (event.type === 'add') return { step: 'create' };
      if (event.type !== 'select') return state;
      return needsPin(event.profile, context) ? { step: 'pin', profile: event.profile } : { step: 'switching', profile: event.profile };
    case 'create':
      return event.type === 'created' || event.type === 'back' ? { step: 'list' } : state;
    case 'pin':
      if (event.type === 'pinAccepted') return { step: 'switching', profile: state.profile, pin: event.pin };
      return event.type === 'back' ? { step: 'list' } : state;
    case 'switching':
      return event.type === 'switched' ? { step: 'done', register: context.register } : state;
    case 'done':
    case 'error':
      return state;
  }
}
