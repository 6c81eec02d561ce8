import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../ui/icons';
import { openModal } from '../../ui/modal/modal-store';
import styles from './language-button.module.css';
import { LanguageModal } from './language-modal';

/** Opens the language picker; shows the current language in its own name. */
export function LanguageButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => openModal(<LanguageModal />)}>
      <GlobeIcon />
      <span className="visually-hidden">{t('language.picker')}: </span>
      <span>{t('language.current')}</span>
    </button>
  );
}
