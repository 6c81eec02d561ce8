import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/button';
import styles from '../account/my-page.module.css';
import { runAfterLogin } from '../auth/after-login';
import { readAuthParams } from '../auth/auth-params';
import { openLogin } from '../auth/open-login';
import { PageHeading } from '../shell/page-heading';

/**
 * /joint_viewing/{id} (spec 1 §2): the id is a promo code sent after login, then the viewer goes to its target.
 * The login opens by itself (shell auth effects); this page says what is going on and reopens it when closed.
 */
export function JointViewingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const signIn = () =>
    void openLogin({ cancellable: true, onSignedIn: () => runAfterLogin(readAuthParams(new URL(window.location.href)), navigate) });
  return (
    <>
      <PageHeading title={t('page.joint_viewing')} />
      <section className={styles.panel} aria-live="polite">
        <p className={styles.text}>{t(session?.is_auth ? 'joint_viewing.opening' : 'joint_viewing.sign_in')}</p>
        {!session?.is_auth && (
          <div className={styles.links}>
            <button type="button" className={buttonClass('primary', 'lg')} onClick={signIn}>
              {t('header.login')}
            </button>
          </div>
        )}
      </section>
    </>
  );
}
