import { type Country, EMAIL_CODE_LENGTH, type SessionState, SMS_CODE_LENGTH } from '@efir/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { browserQueryClient } from '../../api/queries';
import { useSession, useShellInfo } from '../../session/session';
import { skipProfilesStored } from '../../session/skip-profiles';
import { CodeStep } from '../../ui/form/code-step';
import { displayPhone } from '../../ui/form/phone';
import { showErrorModal } from '../../ui/modal/error-modal';
import { openModal } from '../../ui/modal/modal-store';
import { handOffAfterSignIn } from './hand-off';
import { closingNeedsDemoSession, initialStep, type LoginContext, type LoginEvent, type LoginStep, next, smsActionFor } from './login-flow';
import { forgetPendingIntent } from './pending-intent';
import { ChangeDeviceStep } from './steps/change-device-step';
import { LanguageStep } from './steps/language-step';
import { LoginStepView } from './steps/login-step';
import { MigratedLoginStep } from './steps/migrated-login-step';
import { NewDeviceStep } from './steps/new-device-step';
import { PasswordStep } from './steps/password-step';
import { SetPasswordStep } from './steps/set-password-step';

export interface LoginOptions {
  /** Start here instead of at the language or login step, e.g. the login step with auth_phone filled in. */
  initial?: LoginStep;
  /** spec 1 §2 `access`: the login cannot be cancelled. Defaults to cancellable (except the language step). */
  cancellable?: boolean;
  /** The viewer signed in; runs after the hand-off. */
  onSignedIn?: () => void;
  /** The modal closed before signing in. */
  onClosedWithoutAuth?: () => void;
}

/** What the modal's close callback needs to know about the flow it ends. */
interface FlowRecord {
  state: LoginStep | undefined;
  sessionState: SessionState | undefined;
  finished: boolean;
}

const hasLanguageCookie = () => /(?:^|;\s*)lang=/.test(document.cookie);

/** Opens the login modal (spec 1 §4 Login flow). Callers use open-login.ts. */
export function openLoginModal(options: LoginOptions): void {
  const flow: FlowRecord = { state: options.initial, sessionState: undefined, finished: false };
  const atLanguageStep = !options.initial && !hasLanguageCookie();
  openModal(<LoginModal options={options} flow={flow} />, {
    // spec 1 §4 step 1: not cancellable while no language is set.
    cancellable: !atLanguageStep && (options.cancellable ?? true),
    onClose: () => {
      if (flow.finished) return;
      forgetPendingIntent();
      if (flow.state && closingNeedsDemoSession(flow.state, flow.sessionState)) {
        void browserApi()
          .call('sessions.createDemo', { body: {} })
          .then(() => browserQueryClient().invalidateQueries());
      }
      options.onClosedWithoutAuth?.();
    },
  });
}

function LoginModal({ options, flow }: { options: LoginOptions; flow: FlowRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const shell = useShellInfo();
  const session = useSession();
  const [state, setState] = useState<LoginStep | 'close' | 'error'>(() =>
    initialStep({
      isAuth: session?.is_auth === true,
      languageSet: hasLanguageCookie(),
      languagesExist: (shell?.languages.length ?? 0) > 0,
      initial: options.initial,
    }),
  );
  // Each transition remounts the step, so a step starts fresh (a code step sends its code once, on arrival).
  const [version, setVersion] = useState(0);
  const handedOff = useRef(false);
  flow.sessionState ??= session?.session_state;

  const context: LoginContext = {
    skipProfiles: skipProfilesStored(),
    profileSteps: shell?.feature_toggles.profile_steps === true,
  };
  const dispatch = (event: LoginEvent) => {
    if (event.type === 'signedIn') flow.sessionState = event.session_state;
    if (event.type === 'devicesFit') flow.sessionState = 'normal';
    setState((current) => (typeof current === 'string' ? current : next(current, event, context)));
    setVersion((v) => v + 1);
  };

  useEffect(() => {
    if (typeof state !== 'string') flow.state = state;
    if (state === 'error') showErrorModal();
    if (state === 'close') {
      flow.finished = true;
      void handOffAfterSignIn('close');
    }
    if (typeof state !== 'object' || state.step !== 'done' || handedOff.current) return;
    handedOff.current = true;
    flow.finished = true;
    // What runs after sign-in (it may change the address) starts once the next modal is open, as a navigation closes it.
    void queryClient
      .invalidateQueries()
      .then(() => handOffAfterSignIn(state.after))
      .then(() => options.onSignedIn?.());
  });

  if (typeof state === 'string' || state.step === 'done') return null;
  const countries: readonly Country[] = shell?.countries ?? [];
  const signIn = async (body: Parameters<typeof createSession>[0]) => dispatch({ type: 'signedIn', ...(await createSession(body)) });

  switch (state.step) {
    case 'language':
      return (
        <LanguageStep
          key={version}
          languages={shell?.languages ?? []}
          dispatch={() => {
            // The language step was not cancellable; the login step is, so the modal opens again as such.
            flow.finished = true;
            openLoginModal({ ...options, initial: { step: 'login', value: '' } });
          }}
        />
      );
    case 'login':
      return (
        <LoginStepView
          key={version}
          value={state.value}
          error={state.error}
          countries={countries}
          allowed={shell?.allowed_login_types ?? []}
          dispatch={dispatch}
        />
      );
    case 'phonePassword': {
      const phone = state.phone;
      const action = smsActionFor(state);
      return (
        <CodeStep
          key={version}
          title={t('modal.phone_password.title')}
          subtitle={t('modal.phone_password.subtitle', { phone: displayPhone(phone, countries) })}
          length={SMS_CODE_LENGTH}
          send={async () => (await browserApi().call('auth.smsCodeSend', { body: { phone, action } })).resend_after_seconds}
          submit={async (code) => {
            if (state.mode !== 'migrate_phone') {
              return signIn({ login: phone, login_mode: state.mode, login_type: 'phone', password: code });
            }
            const { confirmation_code } = await browserApi().call('auth.smsCodeValidate', { body: { phone, code, action } });
            await browserApi().call('auth.migratePhone', { body: { confirmation_code, phone, email: state.email ?? '' } });
            dispatch({ type: 'phoneMigrated' });
          }}
          onBack={() => dispatch({ type: 'back' })}
        />
      );
    }
    case 'migratedPhonePasswordReset': {
      const phone = state.phone;
      return (
        <CodeStep
          key={version}
          title={t('modal.migrated_phone_password_reset.title')}
          subtitle={t('modal.migrated_phone_password_reset.subtitle', { phone: displayPhone(phone, countries) })}
          length={SMS_CODE_LENGTH}
          send={async () =>
            (await browserApi().call('auth.smsCodeSend', { body: { phone, action: 'reset_password' } })).resend_after_seconds
          }
          submit={async (code) => {
            const { confirmation_code } = await browserApi().call('auth.smsCodeValidate', {
              body: { phone, code, action: 'reset_password' },
            });
            dispatch({ type: 'codeConfirmed', confirmation_code });
          }}
          onBack={() => dispatch({ type: 'back' })}
        />
      );
    }
    case 'emailCode': {
      const email = state.email;
      return (
        <CodeStep
          key={version}
          title={t('modal.email_code.title')}
          subtitle={t('modal.email_code.subtitle', { email })}
          length={EMAIL_CODE_LENGTH}
          send={async () =>
            (await browserApi().call('auth.emailCodeSend', { body: { email, action: 'reset_password' } })).resend_after_seconds
          }
          submit={async (code) => {
            const { confirmation_code } = await browserApi().call('auth.emailCodeValidate', {
              body: { email, code, action: 'reset_password' },
            });
            dispatch({ type: 'codeConfirmed', confirmation_code });
          }}
          onBack={() => dispatch({ type: 'back' })}
        />
      );
    }
    case 'emailPassword':
      return (
        <PasswordStep
          key={version}
          title={t('modal.email_password.title')}
          subtitle={state.email}
          email={state.email}
          submit={(password) => signIn({ login: state.email, login_mode: 'authorize', login_type: 'email', password })}
          onBack={() => dispatch({ type: 'back' })}
          onForgot={() => dispatch({ type: 'forgotPassword' })}
        />
      );
    case 'migratedPhonePassword':
      return (
        <PasswordStep
          key={version}
          title={t('modal.migrated_phone_password.title')}
          subtitle={t('modal.migrated_phone_password.subtitle', { email: state.email, phone: displayPhone(state.phone, countries) })}
          email={state.email}
          submit={(password) => signIn({ login: state.email, login_mode: 'migrate_phone', login_type: 'email', password })}
          onBack={() => dispatch({ type: 'back' })}
        />
      );
    case 'setPassword': {
      // Every set-password branch belongs to an e-mail account (forgot password, migrated account).
      const { email = '', phone, confirmation_code } = state;
      return (
        <SetPasswordStep
          key={version}
          login={email}
          submit={async (new_password) => {
            await browserApi().call('auth.passwordReset', { body: { confirmation_code, email, phone, new_password } });
            await signIn({ login: email, login_mode: 'authorize', login_type: 'email', password: new_password });
          }}
          onBack={() => dispatch({ type: 'back' })}
        />
      );
    }
    case 'migratedLogin':
      return <MigratedLoginStep key={version} email={state.email} countries={countries} dispatch={dispatch} />;
    case 'changeDevice':
      return <ChangeDeviceStep key={version} dispatch={dispatch} />;
    case 'newDevice':
      return <NewDeviceStep key={version} dispatch={dispatch} />;
  }
}

function createSession(body: {
  login: string;
  login_mode: 'authorize' | 'register' | 'migrate_phone';
  login_type: 'phone' | 'email';
  password: string;
}) {
  return browserApi().call('auth.sessionCreate', { body });
}
