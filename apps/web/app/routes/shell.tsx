import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useSwipeBackOnAurora } from '../features/player/aurora-swipe';
import { AppBanner } from '../features/shell/app-banner';
import { CookieBanner } from '../features/shell/cookie-banner';
import { Footer } from '../features/shell/footer';
import { Header } from '../features/shell/header';
import { LayoutProvider } from '../features/shell/layout-context';
import { layoutFor } from '../features/shell/layout-for';
import { ScrollToTop } from '../features/shell/scroll-to-top';
import styles from '../features/shell/shell.module.css';
import { useSession, useUser } from '../session/session';

/** Signed-in viewers only: a visitor's pages carry none of the push code. */
const NotificationEffects = lazy(() => import('../features/notifications/notification-effects'));

/** Header, footer and the rest of the layout, as layoutFor decides for the address. */
export default function Shell() {
  const { pathname, search } = useLocation();
  const handle = useMatches().at(-1)?.handle as { appBanner?: boolean } | undefined;
  const layout = layoutFor(pathname, new URLSearchParams(search), handle);
  const isAuth = useSession()?.is_auth === true;
  // A kids profile's own look (global.css): brighter colours over the brand's, modals included.
  const kids = useUser()?.profile?.is_kids === true;
  useSwipeBackOnAurora();
  return (
    <LayoutProvider value={layout}>
      <AppBanner layout={layout} />
      {layout.header && <Header />}
      <main id="main" tabIndex={-1} className={layout.header ? styles.main : styles.bare} data-look={kids ? 'kids' : undefined}>
        <Outlet />
      </main>
      {layout.footer && <Footer />}
      {layout.header && <ScrollToTop />}
      <CookieBanner layout={layout} />
      {layout.notifications && isAuth && (
        <Suspense fallback={null}>
          <NotificationEffects />
        </Suspense>
      )}
    </LayoutProvider>
  );
}
