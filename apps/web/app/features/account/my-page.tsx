import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession, useShellInfo, useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { displayPhone } from '../../ui/form/phone';
import { MyProfiles } from '../profiles/my-profiles';
import { openPromoCode } from '../promo-codes/open-promo-code';
import { PageHeading } from '../shell/page-heading';
import { logout } from './logout';
import styles from './my-page.module.css';
import { SignInPrompt } from './sign-in-prompt';

/** /my: the viewer's account — contacts, devices, settings, journal and sign-out. */
export function MyPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useUser();
  const countries = useShellInfo()?.countries ?? [];
  return (
    <>
      <PageHeading title={t('page.my')} />
      {session && !session.is_auth && (
        <>
          <SignInPrompt />
          <p>
            <Link to="/my/settings">{t('page.my_settings')}</Link>
          </p>
        </>
      )}
      {user?.is_auth && (
        <div className={styles.sections}>
          <section className={styles.panel}>
            <dl className={styles.facts}>
              <dt>{t('account.phone')}</dt>
              <dd>{user.phone ? displayPhone(user.phone, countries) : t('account.not_set')}</dd>
              <dt>{t('account.email')}</dt>
              <dd>{user.email ?? t('account.not_set')}</dd>
            </dl>
            <div className={styles.links}>
              <Link to="/my/collection" className={buttonClass('secondary')}>
                {t('page.my_collection')}
              </Link>
              <Link to="/my/positions" className={buttonClass('secondary')}>
                {t('page.my_positions')}
              </Link>
              <Link to="/my/random" className={buttonClass('secondary')}>
                {t('page.my_random')}
              </Link>
              <Link to="/my/payments_and_services" className={buttonClass('secondary')}>
                {t('page.my_payments_and_services')}
              </Link>
              <Link to="/my/devices" className={buttonClass('secondary')}>
                {t('account.devices')}
              </Link>
              <Link to="/tvcode" className={buttonClass('secondary')}>
                {t('page.tvcode')}
              </Link>
              <Link to="/my/settings" className={buttonClass('secondary')}>
                {t('page.my_settings')}
              </Link>
              <button type="button" className={buttonClass('secondary')} onClick={() => void openPromoCode()}>
                {t('page.promocode')}
              </button>
              <Link to="/alice/auth" className={buttonClass('secondary')}>
                {t('page.alice_auth')}
              </Link>
              <Link to="/my/journal" className={buttonClass('secondary')}>
                {t('account.journal')}
                {user.unread_messages > 0 && ` · ${t('account.unread', { count: user.unread_messages })}`}
              </Link>
              <button type="button" className={buttonClass('ghost')} onClick={() => void logout()}>
                {t('button.logout')}
              </button>
            </div>
          </section>
          <MyProfiles />
        </div>
      )}
    </>
  );
}
