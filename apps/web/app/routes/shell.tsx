import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useBrand } from '../brand/brand-context';
import { useCspNonce } from '../csp-nonce';
import { useSwipeBackOnAurora } from '../features/player/aurora-swipe';
import { APP_BANNER_EXPECTED_SCRIPT, isAndroid } from '../features/shell/android';
import { CookieBanner } from '../features/shell/cookie-banner';
import { Footer } from '../features/shell/footer';
import { Header } from '../features/shell/header';
import { LayoutProvider } from '../features/shell/layout-context';
import { layoutFor } from '../features/shell/layout-for';
import { ScrollToTop } from '../features/shell/scroll-to-top';
import styles from '../features/shell/shell.module.css';
import { useRootData } from '../session/root-data';
import { useSession, useUser } from '../session/session';

/** Signed-in viewers only: a visitor's pages carry none of the push code. */
const NotificationEffects = lazy(() => import('../features/notifications/notification-effects'));
/** Brands with a support chat only, on pages with a layout: the others carry none of its code. */
const SupportChat = lazy(() => import('../features/support-chat/support-chat'));
/** Android browsers only: other pages carry none of the app banner's code. */
const AppBanner = lazy(() => import('../features/shell/app-banner').then((module) => ({ default: module.AppBanner })));

/** Whether the browser says it runs on Android; known after mount, as the server cannot tell. */
function useOnAndroid(): boolean {
  const [onAndroid, setOnAndroid] = useState(false);
  useEffect(() => setOnAndroid(isAndroid(navigator.userAgent)), []);
  return onAndroid;
}

/** Header, footer and the rest of the layout, as layoutFor decides for the address. */
export default function Shell() {
  const { pathname, search } = useLocation();
  const handle = useMatches().at(-1)?.handle as { appBanner?: boolean } | undefined;
  const layout = layoutFor(pathname, new URLSearchParams(search), handle);
  const isAuth = useSession()?.is_auth === true;
  // A kids profile's own look (global.css): brighter colours over the brand's, modals included.
  const kids = useUser()?.profile?.is_kids === true;
  useSwipeBackOnAurora();
  const onAndroid = useOnAndroid();
  const { offersAndroidApp } = useRootData();
  const bannerSlot = useRef<HTMLDivElement>(null);
  const bannerSettled = useCallback(() => bannerSlot.current?.removeAttribute('data-expected'), []);
  const nonce = useCspNonce();
  const hasChat = useBrand().flags.chat;
  return (
    <LayoutProvider value={layout}>
      {layout.appBanner && offersAndroidApp && (
        <div ref={bannerSlot} className={styles.appBannerSlot} suppressHydrationWarning>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, run before the first paint */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: APP_BANNER_EXPECTED_SCRIPT }} suppressHydrationWarning />
          {onAndroid && (
            <Suspense fallback={null}>
              <AppBanner layout={layout} settled={bannerSettled} />
            </Suspense>
          )}
        </div>
      )}
      {/* Before the page's content: a fixed overlay placed anywhere, it paints with the first paint only if the parser
          reaches it by then, and on a phone its text is the largest on screen (issue 16: after the guide's markup it
          painted seconds late). */}
      <CookieBanner layout={layout} />
      {layout.header && <Header />}
      <main id="main" tabIndex={-1} className={layout.header ? styles.main : styles.bare} data-look={kids ? 'kids' : undefined}>
        <Outlet />
      </main>
      {layout.footer && <Footer />}
      {layout.header && <ScrollToTop />}
      {hasChat && layout.header && (
        <Suspense fallback={null}>
          <SupportChat />
        </Suspense>
      )}
      {layout.notifications && isAuth && (
        <Suspense fallback={null}>
          <NotificationEffects />
        </Suspense>
      )}
    </LayoutProvider>
  );
}
