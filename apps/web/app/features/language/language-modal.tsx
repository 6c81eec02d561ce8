import { LANGUAGE_CODES, type LanguageCode } from '@efir/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useRootData } from '../../session/root-data';
import { useShellInfo } from '../../session/session';
import { CheckIcon } from '../../ui/icons';
import { ModalTitle } from '../../ui/modal/modal-host';
import { closeModal } from '../../ui/modal/modal-store';
import { HTML_LANG, languageCookie } from './language';
import styles from './language-modal.module.css';

/** The language picker: the choice goes into the `lang` cookie and the root loader renders the app in it. */
export function LanguageModal() {
  const { t } = useTranslation();
  const { language } = useRootData();
  const shell = useShellInfo();
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  const languages = shell?.languages.length
    ? shell.languages
    : LANGUAGE_CODES.map((code) => ({ code, name: t(`language.${code}`), image: '' }));

  const choose = async (code: LanguageCode) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
    document.cookie = languageCookie(code);
    // Everything on screen follows at once: the loaders render the page in the new language, and what the browser
    // fetched itself (rows that came on scrolling, panels) is asked again, since the API answers in the cookie's language.
    await Promise.all([revalidator.revalidate(), queryClient.invalidateQueries()]);
    closeModal();
  };

  return (
    <>
      <ModalTitle>{t('modal.language.title')}</ModalTitle>
      <ul className={styles.list}>
        {languages.map(({ code, name }) => (
          <li key={code}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={code === language}
              lang={HTML_LANG[code]}
              onClick={() => choose(code)}
            >
              <span>{name}</span>
              {code === language && <CheckIcon />}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
