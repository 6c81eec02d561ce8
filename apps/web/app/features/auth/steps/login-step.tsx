import type { Country, LoginType } from '@efir/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../../api/browser';
import { ClientError } from '../../../api/client';
import { buttonClass } from '../../../ui/button';
import styles from '../../../ui/form/form.module.css';
import { DEFAULT_COUNTRY } from '../../../ui/form/phone';
import { StepLayout } from '../../../ui/form/step-layout';
import { TextField } from '../../../ui/form/text-field';
import { useFieldError } from '../../../ui/form/use-field-error';
import { track } from '../../analytics/track';
import { canContinue, type LoginField, loginValue, readLoginField } from '../login-field';
import type { LoginEvent } from '../login-flow';
import loginStyles from '../login-modal.module.css';

type CountryOption = Pick<Country, 'code' | 'call_code' | 'maskexp'> & { name?: string };

/** The country select and the masked field shared by the login step and migratedLogin. */
export function usePhoneField(countries: readonly CountryOption[], initial: string) {
  const list = countries.length > 0 ? countries : [DEFAULT_COUNTRY];
  const [field, setField] = useState<LoginField<CountryOption>>(() => readLoginField(initial, list[0]!, list));
  const change = (raw: string) => setField((previous) => readLoginField(raw, previous.country, list, previous));
  const chooseCountry = (code: string) => {
    const country = list.find((c) => c.code === code) ?? list[0]!;
    setField((previous) =>
      readLoginField(previous.kind === 'phone' ? previous.national : previous.kind === 'text' ? previous.text : '', country, list),
    );
  };
  return { field, list, change, chooseCountry };
}

export function CountrySelect({ list, value, onChange }: { list: readonly CountryOption[]; value: string; onChange(code: string): void }) {
  const { t } = useTranslation();
  return (
    <select
      className={loginStyles.country}
      aria-label={t('input.login.country')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {list.map((country) => (
        // Compact enough for the closed select; the full name is the option's title.
        <option key={country.code} value={country.code} title={country.name}>
          {`+${country.call_code} ${country.code.toUpperCase()}`}
        </option>
      ))}
    </select>
  );
}

/** spec 1 §4 step 2: the combined field; a call checks the login and the answer picks the next step. */
export function LoginStepView({
  value,
  error,
  countries,
  allowed,
  dispatch,
}: {
  value: string;
  error?: 'input.login.validate.only_phone';
  countries: readonly CountryOption[];
  allowed: readonly LoginType[];
  dispatch(event: LoginEvent): void;
}) {
  const { t } = useTranslation();
  const describe = useFieldError();
  const { field, list, change, chooseCountry } = usePhoneField(countries, value);
  // The flow's own refusal (only_phone) shows until the viewer types.
  const [flowError, setFlowError] = useState(error);
  const reportedPhone = useRef('');
  const phoneOnly = !allowed.includes('email');

  useEffect(() => {
    // spec 1 §7 analytics "phone input": once per complete number.
    if (field.kind === 'phone' && field.complete && reportedPhone.current !== loginValue(field)) {
      reportedPhone.current = loginValue(field);
      track('phone_input', { country: field.country.code });
    }
  }, [field]);

  const check = useMutation({
    mutationFn: (login: string) => browserApi().call('auth.checkLogin', { body: { login } }),
    onSuccess: (result, login) => dispatch({ type: 'loginChecked', login, result }),
    onError: (caught) =>
      track('check_login_error', { error_code: caught instanceof ClientError ? (caught.body?.error_code ?? caught.code) : null }),
  });
  // A 451 leaves for /geoblock (api/browser.ts); any other failure is the field's error.
  const leaving = check.error instanceof ClientError && check.error.status === 451;
  const fieldError = check.error && !leaving ? describe(check.error, 'login') : flowError ? t(flowError) : null;

  const showCountry = allowed.includes('phone') && field.kind !== 'text';
  return (
    <StepLayout title={t('modal.login.title')} subtitle={phoneOnly ? t('modal.login.subtitle_phone') : t('modal.login.subtitle')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canContinue(field, allowed) && !check.isPending) check.mutate(loginValue(field));
        }}
      >
        <TextField
          label={phoneOnly ? t('input.login.label_phone') : t('input.login.label')}
          name="username"
          autoComplete="username"
          inputMode={phoneOnly ? 'tel' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          value={field.kind === 'empty' ? '' : field.display}
          onChange={(raw) => {
            change(raw);
            setFlowError(undefined);
            check.reset();
          }}
          error={fieldError}
          errorNow
          maxLength={320}
          leading={showCountry ? <CountrySelect list={list} value={field.country.code} onChange={chooseCountry} /> : undefined}
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('primary', 'lg')}
            disabled={!canContinue(field, allowed) || check.isPending}
            aria-busy={check.isPending}
          >
            {t('button.continue')}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}
