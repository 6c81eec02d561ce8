import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session';
import { PageHeading } from '../shell/page-heading';
import { openLogin } from './open-login';

/** /auth and /authentication: the login modal over its own page; signed in (or closed), the viewer goes home. */
export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const isAuth = session?.is_auth;
  useEffect(() => {
    if (isAuth === undefined) return;
    if (isAuth) {
      void navigate('/', { replace: true });
      return;
    }
    void openLogin({ onSignedIn: () => void navigate('/', { replace: true }), onClosedWithoutAuth: () => void navigate('/') });
  }, [isAuth, navigate]);
  return <PageHeading title={t('page.auth')} />;
}
