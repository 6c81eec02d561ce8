import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button';
import { openLogin } from '../auth/open-login';
import styles from './my-page.module.css';

/** spec 1 §6: protected pages ask a visitor to sign in first. */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel}>
      <p className={styles.text}>{t('account.sign_in_prompt')}</p>
      <div className={styles.links}>
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => openLogin()}>
          {t('header.login')}
        </button>
      </div>
    </section>
  );
}
