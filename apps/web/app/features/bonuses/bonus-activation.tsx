import { type BonusAction, type BonusProgram, bonusLogin, EMAIL_CODE_LENGTH, SMS_CODE_LENGTH } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { endpointQuery, invalidateEndpoint } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import { CodeStep } from '../../ui/form/code-step';
import formStyles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { TextField } from '../../ui/form/text-field';

/** Whatever a registration changes: the programs and their balances, the payment methods that carry them. */
export const refreshAfterBonus = () => invalidateEndpoint('bonuses.list', 'bonuses.history', 'paymentMethodsByTypes.get');

/** A login as the viewer reads it back: a phone with its +. */
const shownLogin = (login: string, type: BonusProgram['required_login_type']) => (type === 'phone' ? `+${login}` : login);

type Step = { step: 'terms' } | { step: 'login' } | { step: 'code'; action: BonusAction; login: string };

/**
 * spec 2 §4 Bonus activation: the program's terms, then register with the account's own login or another one (spec 2
 * §5: a phone as 79/89 and a digit or 374, then 8 digits — 89 sent as 79, a leading 9 with a 7 —, or an e-mail), the
 * code (need_confirm: request_id and resend_after, the resend timer counting down each second), then `onDone`.
 */
export function BonusActivation({ programId, onDone, onBack }: { programId: number; onDone(): void; onBack?: () => void }) {
  const { t } = useTranslation();
  const program = useQuery(endpointQuery('bonuses.list')).data?.programs.find((candidate) => candidate.id === programId);
  const [state, setState] = useState<Step>({ step: 'terms' });
  const [login, setLogin] = useState('');
  const [loginError, setLoginError] = useState<string | null>(null);
  const requestId = useRef<string | null>(null);
  if (!program) return null;
  const type = program.required_login_type;
  const title = t('bonus.activation.title', { name: program.name });

  if (state.step === 'code') {
    const { action } = state;
    return (
      <CodeStep
        title={t('bonus.activation.code_title')}
        subtitle={t('bonus.activation.code_subtitle', { login: shownLogin(state.login, type) })}
        length={type === 'phone' ? SMS_CODE_LENGTH : EMAIL_CODE_LENGTH}
        send={async () => {
          const sent =
            action === 'register'
              ? await browserApi().call('bonuses.register', { body: { program_id: program.id } })
              : await browserApi().call('bonuses.changeLogin', { body: { program_id: program.id, login: state.login, login_type: type } });
          requestId.current = sent.request_id;
          return sent.resend_after;
        }}
        submit={async (code) => {
          if (!requestId.current) return;
          await browserApi().call('bonuses.confirm', {
            body: { program_id: program.id, action, request_id: requestId.current, confirmation_code: code },
          });
          await refreshAfterBonus();
          onDone();
        }}
        onBack={() => setState({ step: 'terms' })}
      />
    );
  }

  if (state.step === 'login')
    return (
      <StepLayout title={title} subtitle={t('bonus.activation.login_title')} onBack={() => setState({ step: 'terms' })}>
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const normalised = bonusLogin(login, type);
            if (normalised === null) return setLoginError(t(type === 'phone' ? 'input.phone.validate' : 'input.email.validate'));
            setState({ step: 'code', action: 'use_custom_login', login: normalised });
          }}
        >
          <TextField
            label={t(type === 'phone' ? 'input.phone.label' : 'input.email.label')}
            type={type === 'phone' ? 'tel' : 'email'}
            autoComplete={type === 'phone' ? 'tel' : 'email'}
            value={login}
            onChange={(value) => {
              setLogin(value);
              setLoginError(null);
            }}
            error={loginError}
            errorNow
            maxLength={254}
          />
          <div className={formStyles.actions}>
            <button type="submit" className={buttonClass('primary', 'lg')} disabled={login.trim() === ''}>
              {t('bonus.activation.next')}
            </button>
          </div>
        </form>
      </StepLayout>
    );

  const own = program.actions.includes('register') && program.login ? program.login : null;
  return (
    <StepLayout title={title} subtitle={program.activation_terms} onBack={onBack}>
      {own ? <p>{t('bonus.activation.login_own', { login: shownLogin(own, type) })}</p> : null}
      <div className={formStyles.actions}>
        {own ? (
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            onClick={() => setState({ step: 'code', action: 'register', login: own })}
          >
            {t('bonus.activation.register')}
          </button>
        ) : null}
        <button type="button" className={buttonClass(own ? 'secondary' : 'primary', 'lg')} onClick={() => setState({ step: 'login' })}>
          {t(type === 'phone' ? 'bonus.activation.other_phone' : 'bonus.activation.other_email')}
        </button>
      </div>
    </StepLayout>
  );
}
