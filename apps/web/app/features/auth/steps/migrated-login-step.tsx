import type { Country } from '@efir/contract';
import { useMutation } from '@tanstack/react-query';
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
  const complete = field.kind === 'phone' && field.complete;
  const check = useMutation({
    mutationFn: (phone: string) => browserApi().call('auth.checkLogin', { body: { login: phone, migrate_phone: email } }),
    onSuccess: (result, phone) => dispatch({ type: 'migratedPhoneChecked', phone, result }),
  });

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
          if (complete && !check.isPending) check.mutate(loginValue(field));
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
            check.reset();
          }}
          error={check.error && describe(check.error, 'login')}
          errorNow
          leading={<CountrySelect list={list} value={field.country.code} onChange={chooseCountry} />}
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('primary', 'lg')}
            disabled={!complete || check.isPending}
            aria-busy={check.isPending}
          >
            {t('button.continue')}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}
