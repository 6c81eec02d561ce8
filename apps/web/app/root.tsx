import { DEFAULT_LANGUAGE } from '@efir/contract';
import { HydrationBoundary, isServer, QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { loaderQueries } from './api/loader-queries';
import { browserQueryClient, createQueryClient, endpointQuery } from './api/queries';
import { BrandProvider } from './brand/brand-context';
import { brandById, brandFor, brandStyle, MAIN_BRAND } from './brand/brands';
import { useCspNonce } from './csp-nonce';
import { AuthEffects } from './features/auth/auth-effects';
import { HTML_LANG, languageFromCookie } from './features/language/language';
import { ProfileEffects } from './features/profiles/profile-effects';
import { isSubHost } from './features/shell/app-banner-rules';
import { AppLifecycle } from './features/shell/app-lifecycle';
import { titleMeta } from './features/shell/document-title';
import { EARLY_PRESS_SCRIPT, replayEarlyPress } from './features/shell/early-press';
import { FailedPage } from './features/shell/route-error';
import { tvViewFor } from './features/tv-view/tv-view';
import { i18nFor, languageChunks, loadLanguage } from './i18n/i18n';
import { phoneUserAgent, type RootData } from './session/root-data';
import { shellQuery } from './session/session';
import { START_SCRIPTS_AFTER_PAINT, scriptsStart, startScriptsOn } from './start-scripts';
import { ModalHost } from './ui/modal/modal-host';
import { Toasts } from './ui/toast/toast';
import './styles/global.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageFromCookie(request.headers.get('cookie'));
  const { hostname } = new URL(request.url);
  const brand = brandFor(hostname, context.forcedBrand);
  const queries = loaderQueries({ context, request });
  await Promise.all([queries.fetch(shellQuery(brand.id)), queries.fetch(endpointQuery('sessions.current'))]);
  const { tvView, setCookie } = tvViewFor({
    userAgent: request.headers.get('user-agent'),
    cookieHeader: request.headers.get('cookie'),
    query: new URL(request.url).searchParams,
  });
  const offersAndroidApp = brand.androidAppId !== null && !isSubHost(hostname, brand);
  const root: RootData = {
    language,
    brandId: brand.id,
    tvView,
    offersAndroidApp,
    phoneUserAgent: phoneUserAgent(request.headers.get('user-agent')),
    languageModules: languageChunks(language).flatMap((name) => context.chunkUrls(name)),
  };
  // React Router keeps a parent's Set-Cookie on the document's answer.
  return data({ ...root, dehydratedState: queries.dehydrate() }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

/** Changing the language revalidates the root: the new language's messages must be there before the page renders in it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadLanguage(data.language);
  return data;
}

/** The shell data changes only with the language or the session: reload it on revalidate() and submissions, not on every link. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches);

/** The document: language, brand tokens and translations apply to the page and to the error page alike. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const brand = brandById(data?.brandId ?? MAIN_BRAND.id);
  const nonce = useCspNonce();
  const start = scriptsStart(useMatches());
  const startScript = start.after === 'paint' ? START_SCRIPTS_AFTER_PAINT : start.after === 'event' ? startScriptsOn(start.event) : null;
  return (
    <html lang={HTML_LANG[language]} style={brandStyle(brand) as CSSProperties} data-tv-view={data?.tvView || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.tokens.bg} />
        <link rel="icon" href={brand.logo} type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
        {data?.languageModules.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, before any button is parsed */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_PRESS_SCRIPT }} suppressHydrationWarning />
        <I18nextProvider i18n={i18nFor(language)}>
          <BrandProvider value={brand}>
            <SkipLink />
            {children}
          </BrandProvider>
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {startScript && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, which starts the scripts above
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: startScript }} suppressHydrationWarning />
        )}
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="skip-link">
      {t('app.skip_to_content')}
    </a>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // One cache per render on the server (so per request, rendering what the loaders fetched), one per page life in the browser.
  const [queryClient] = useState(() => (isServer ? createQueryClient() : browserQueryClient()));
  useTvNavigation(loaderData.tvView);
  // The root's effects run after every child's: the page has hydrated, and a press made before it has its handler.
  useEffect(replayEarlyPress, []);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={loaderData.dehydratedState}>
        <Outlet />
        <ModalHost />
        <AuthEffects />
        <ProfileEffects />
        <AppLifecycle />
        <Toasts />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** The TV view's spatial navigation, loaded only there: other pages carry none of it. */
function useTvNavigation(tvView: boolean) {
  useEffect(() => {
    if (!tvView) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./features/tv-view/tv-navigation').then((module) => {
      if (!left) stop = module.startTvNavigation();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [tvView]);
}

/** The shell itself failed to load (the API did not answer): the not-found page with the error code, without the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="root-error">
      <FailedPage error={error} />
    </main>
  );
}
