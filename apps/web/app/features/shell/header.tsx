import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRootData } from '../../session/root-data';
import { useSession, useShellInfo, useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { JournalIcon } from '../../ui/icons';
import { openLogin } from '../auth/open-login';
import { ProfileMenu } from '../profiles/profile-menu';
import { HeaderSearch } from '../search/header-search';
import styles from './header.module.css';
import { kidsMenu } from './kids-menu';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';

/**
 * spec 1 §2 Header: logo, server menu, search, journal and profile for the signed-in (the active profile's avatar, whose
 * menu switches profiles and leads to /my), login for everyone else; in the TV view that is the sign-in by code on
 * /tv_auth, as a remote types no phone number.
 */
export function Header() {
  const { t } = useTranslation();
  const shell = useShellInfo();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const user = useUser();
  const unread = user?.unread_messages ?? 0;
  const canLogin = !isAuth && (shell?.allowed_login_types.length ?? 0) > 0;
  const { tvView } = useRootData();
  const menu = user?.profile?.is_kids ? kidsMenu(shell?.menu ?? []) : (shell?.menu ?? []);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <div className={styles.menu}>
          <MainMenu items={menu} />
        </div>
        <div className={styles.actions}>
          <HeaderSearch />
          {isAuth && (
            <>
              <Link
                to="/my/journal"
                className={styles.iconButton}
                aria-label={unread > 0 ? `${t('header.journal')}, ${t('header.unread')}` : t('header.journal')}
              >
                <JournalIcon />
                {unread > 0 && <span className={styles.unread} data-testid="unread-indicator" />}
              </Link>
              <ProfileMenu />
            </>
          )}
          {canLogin &&
            (tvView ? (
              <Link to="/tv_auth" className={`${buttonClass('primary')} ${styles.login}`}>
                {t('header.login')}
              </Link>
            ) : (
              <button type="button" className={`${buttonClass('primary')} ${styles.login}`} onClick={() => openLogin()}>
                {t('header.login')}
              </button>
            ))}
          <MobileMenu items={menu} isAuth={isAuth} canLogin={canLogin} onLogin={() => openLogin()} />
        </div>
      </div>
    </header>
  );
}
