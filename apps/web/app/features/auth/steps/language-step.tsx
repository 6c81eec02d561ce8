import type { Language, LanguageCode } from '@efir/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useRootData } from '../../../session/root-data';
import { buttonClass } from '../../../ui/button';
import styles from '../../../ui/form/form.module.css';
import { StepLayout } from '../../../ui/form/step-layout';
import { HTML_LANG, languageCookie } from '../../language/language';
import type { LoginEvent } from '../login-flow';

/**
 * spec 1 §4 step 1: pick the interface language; confirm needs a selection. The step cannot be cancelled while no
 * language is set, so the language the interface already speaks comes chosen and focused: Enter confirms it.
 */
export function LanguageStep({ languages, dispatch }: { languages: readonly Language[]; dispatch(event: LoginEvent): void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { language: current } = useRootData();
  const [chosen, setChosen] = useState<LanguageCode | undefined>(() => preselected(languages, current));

  const confirm = async () => {
    if (!chosen) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
    document.cookie = languageCookie(chosen);
    await revalidator.revalidate();
    dispatch({ type: 'languageChosen' });
  };

  return (
    <StepLayout title={t('modal.language_step.title')} subtitle={t('modal.language_step.subtitle')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <fieldset className={styles.choices}>
          <legend className={styles.hidden}>{t('modal.language_step.title')}</legend>
          {languages.map((language) => (
            <label key={language.code} className={styles.choice} lang={HTML_LANG[language.code]}>
              <input
                type="radio"
                name="language"
                value={language.code}
                checked={chosen === language.code}
                // biome-ignore lint/a11y/noAutofocus: the dialog's first focus goes to the chosen language, so Enter confirms it
                autoFocus={chosen === language.code}
                onChange={() => setChosen(language.code)}
              />
              {language.image && <img src={language.image} alt="" width={28} height={20} />}
              {language.name}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={!chosen}>
            {t('button.continue')}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}

/** The interface's current language when the operator offers it, else the first offered. */
export function preselected(languages: readonly Language[], current: LanguageCode): LanguageCode | undefined {
  return languages.find((language) => language.code === current)?.code ?? languages[0]?.code;
}
