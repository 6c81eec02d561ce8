import type { Country } from '@efir/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../../api/browser';
import { buttonClass } from '../../../ui/button';
import styles from '../../../ui/form/form.module.css';
import { StepLayout } from '../../../ui/form/step-layout';
import { TextField } from '../../../ui/form/text-field';
import { useFieldError } from '../../../ui/form/use-field-error';
import { loginValue } from '../login-field';
import type { LoginEvent } from '../login-flow';
import { CountrySelect, usePhoneField } from './login-step';

/** spec 1 §4 migratedLogin: the phone a migrated e-mail account is to get, checked with the migrate_phone hint. */
export function MigratedLoginStep({
  email,
  countries,
  dispatch,
}: {
  email: string;
  countries: readonly Country[];
  dispatch(event: LoginEvent): void;
}) {
  const { t } = useTranslation();
  const describe = useFieldError();
  const { field, list, change, chooseCountry } = usePhoneField(countries, '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const complete = field.kind === 'phone' && field.complete;

  const submit = async () => {
    if (!complete || busy) return;
    setBusy(true);
    setError(null);
    const phone = loginValue(field);
    try {
      const result = await browserApi().call('auth.checkLogin', { body: { login: phone, migrate_phone: email } });
      dispatch({ type: 'migratedPhoneChecked', phone, result });
    } catch (caught) {
      setError(describe(caught, 'login'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepLayout
      title={t('modal.migrated_login.title')}
      subtitle={t('modal.migrated_login.subtitle', { email })}
      onBack={() => dispatch({ type: 'back' })}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('input.phone.label')}
          name="tel-national"
          autoComplete="tel-national"
          inputMode="tel"
          autoFocus
          value={field.kind === 'phone' ? field.display : ''}
          onChange={(raw) => {
            change(raw.replace(/[^\d\s()+\-.]/g, ''));
            setError(null);
          }}
          error={error}
          errorNow
          leading={<CountrySelect list={list} value={field.country.code} onChange={chooseCountry} />}
        />
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={!complete || busy} aria-busy={busy}>
            {t('button.continue')}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}
