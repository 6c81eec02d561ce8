import type { CheckLoginResult, LoginMode, SessionState } from '@efir/contract';

/** What the modal does once signed in (spec 1 §4 step 7); the hand-off carries it out. */
export type AfterSignIn = 'registration' | 'profiles' | 'close';

/** spec 1 §4 Login flow: every step is one screen of the login modal. */
export type LoginStep =
  | { step: 'language' }
  | { step: 'login'; value: string; error?: 'input.login.validate.only_phone' }
  | { step: 'phonePassword'; phone: string; mode: 'authorize' | 'register' | 'migrate_phone'; email?: string }
  | { step: 'emailPassword'; email: string }
  | { step: 'emailCode'; email: string }
  | { step: 'setPassword'; mode: LoginMode; confirmation_code: string; email?: string; phone?: string }
  | { step: 'migratedLogin'; email: string; mode: 'migrate_phone' | 'reset_password' }
  | { step: 'migratedPhonePasswordReset'; email: string; phone: string }
  | { step: 'migratedPhonePassword'; email: string; phone: string }
  | { step: 'changeDevice'; mode: LoginMode }
  | { step: 'newDevice'; mode: LoginMode }
  | { step: 'done'; after: AfterSignIn };

export type LoginEvent =
  | { type: 'languageChosen' }
  | { type: 'loginChecked'; login: string; result: CheckLoginResult }
  | { type: 'forgotPassword' }
  | { type: 'codeConfirmed'; confirmation_code: string }
  | { type: 'migratedPhoneChecked'; phone: string; result: CheckLoginResult }
  | { type: 'signedIn'; session_state: SessionState }
  | { type: 'phoneMigrated' }
  | { type: 'devicesFit' }
  | { type: 'newDeviceConfirmed' }
  | { type: 'back' };

/** What the flow needs to know besides its state (spec 1 §4 step 7). */
export interface LoginContext {
  /** skipProfiles is stored (cookie, local or session storage). */
  skipProfiles: boolean;
  /** The operator enabled profile steps (feature toggle profile_steps). */
  profileSteps: boolean;
}

/** Where the modal starts (spec 1 §4 steps 1 and 8), or what it does instead of opening. */
export function initialStep(options: {
  isAuth: boolean;
  languageSet: boolean;
  languagesExist: boolean;
  initial?: LoginStep;
}): LoginStep | 'close' | 'error' {
  if (options.initial) return options.initial;
  if (options.isAuth) return 'close';
  if (!options.languageSet) return options.languagesExist ? { step: 'language' } : 'error';
  return { step: 'login', value: '' };
}

/** spec 1 §4 step 7: after a password or code succeeds. */
export function afterSignIn(mode: LoginMode, sessionState: SessionState, context: LoginContext): LoginStep {
  if (sessionState === 'restricted') return { step: 'changeDevice', mode };
  if (mode === 'register') return { step: 'done', after: 'registration' };
  if (!context.skipProfiles && context.profileSteps) return { step: 'done', after: 'profiles' };
  return { step: 'done', after: 'close' };
}

/** The login flow's transitions. An event a step does not expect leaves it as it is. */
export function next(state: LoginStep, event: LoginEvent, context: LoginContext): LoginStep {
  switch (state.step) {
    case 'language':
      return event.type === 'languageChosen' ? { step: 'login', value: '' } : state;

    case 'login':
      if (event.type !== 'loginChecked') return state;
      return afterLoginChecked(event.login, event.result);

    case 'phonePassword':
      if (event.type === 'back') return { step: 'login', value: state.phone };
      if (event.type === 'signedIn' && state.mode !== 'migrate_phone') return afterSignIn(state.mode, event.session_state, context);
      if (event.type === 'phoneMigrated' && state.mode === 'migrate_phone') return afterSignIn('migrate_phone', 'normal', context);
      return state;

    case 'emailPassword':
      if (event.type === 'back') return { step: 'login', value: state.email };
      if (event.type === 'forgotPassword') return { step: 'emailCode', email: state.email };
      if (event.type === 'signedIn') return afterSignIn('authorize', event.session_state, context);
      return state;

    case 'emailCode':
      if (event.type === 'back') return { step: 'emailPassword', email: state.email };
      if (event.type === 'codeConfirmed') {
        return { step: 'setPassword', mode: 'reset_password', email: state.email, confirmation_code: event.confirmation_code };
      }
      return state;

    case 'setPassword':
      if (event.type === 'back') return { step: 'login', value: state.email ?? state.phone ?? '' };
      if (event.type === 'signedIn') return afterSignIn(state.mode, event.session_state, context);
      return state;

    case 'migratedLogin':
      if (event.type === 'back') return { step: 'login', value: state.email };
      if (event.type !== 'migratedPhoneChecked') return state;
      return event.result.login_mode === 'reset_password'
        ? { step: 'migratedPhonePasswordReset', email: state.email, phone: event.phone }
        : { step: 'migratedPhonePassword', email: state.email, phone: event.phone };

    case 'migratedPhonePasswordReset':
      if (event.type === 'back') return { step: 'migratedLogin', email: state.email, mode: 'reset_password' };
      if (event.type === 'codeConfirmed') {
        return {
          step: 'setPassword',
          mode: 'reset_password',
          email: state.email,
          phone: state.phone,
          confirmation_code: event.confirmation_code,
        };
      }
      return state;

    case 'migratedPhonePassword':
      if (event.type === 'back') return { step: 'migratedLogin', email: state.email, mode: 'migrate_phone' };
      if (event.type !== 'signedIn') return state;
      // Signed in by the e-mail password; a restricted session cannot send codes, so the device comes first.
      return event.session_state === 'restricted'
        ? { step: 'changeDevice', mode: 'migrate_phone' }
        : { step: 'phonePassword', phone: state.phone, mode: 'migrate_phone', email: state.email };

    case 'changeDevice':
      return event.type === 'devicesFit' ? { step: 'newDevice', mode: state.mode } : state;

    case 'newDevice':
      return event.type === 'newDeviceConfirmed' ? afterSignIn(state.mode, 'normal', context) : state;

    case 'done':
      return state;
  }
}

function afterLoginChecked(login: string, result: CheckLoginResult): LoginStep {
  if (result.login_type === 'phone') {
    return { step: 'phonePassword', phone: login, mode: result.login_mode === 'register' ? 'register' : 'authorize' };
  }
  switch (result.login_mode) {
    case 'authorize':
      return { step: 'emailPassword', email: login };
    case 'register':
      // spec 1 §5: registering with an e-mail is refused; the viewer stays on the login step.
      return { step: 'login', value: login, error: 'input.login.validate.only_phone' };
    case 'migrate_phone':
    case 'reset_password':
      return { step: 'migratedLogin', email: login, mode: result.login_mode };
  }
}

/** The step that asks for a phone's SMS code sends it with this action (spec 1 §4 step 3). */
export function smsActionFor(step: Extract<LoginStep, { step: 'phonePassword' | 'migratedPhonePasswordReset' }>) {
  if (step.step === 'migratedPhonePasswordReset') return 'reset_password' as const;
  if (step.mode === 'migrate_phone') return 'migrate_phone' as const;
  return step.mode === 'authorize' ? ('auth' as const) : ('register' as const);
}

/** Closing the modal before signing in while the session is not normal starts a demo session (spec 1 §4 step 8, Change device). */
export const closingNeedsDemoSession = (state: LoginStep, sessionState: SessionState | undefined): boolean =>
  state.step !== 'done' && state.step !== 'newDevice' && (state.step === 'changeDevice' || sessionState === 'restricted');
