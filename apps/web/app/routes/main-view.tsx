import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browserApi } from '../api/browser';
import { loaderQueries } from '../api/loader-queries';
import { mediaViewQuery } from '../api/queries';
import { MediaViewBlocks } from '../features/blocks/media-view';
import { titleMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/main-view';

/** The main view shows the app banner (spec 1 §2). */
export const handle = { appBanner: true };

const HOME_ALIAS = 'home';

/** `/` is the home media view; `/{name}[/{id}]` and `/media_views/{name}[/{id}]` name another one (an unknown name is 404). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const alias = ('name' in params ? params.name : undefined) ?? HOME_ALIAS;
  const queries = loaderQueries({ context, request });
  const view = await queries.fetch(mediaViewQuery(queries.api, alias));
  return { alias, title: alias === HOME_ALIAS ? null : view.name, dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData?.title ? { text: loaderData.title } : undefined);

export const ErrorBoundary = RouteErrorBoundary;

function View({ alias }: { alias: string }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const view = useQuery(mediaViewQuery(browserApi(), alias)).data;
  if (!view) return null;
  return (
    <>
      {/* Theme views bring their own heading block; the home page opens with banners, so its page heading is for screen readers and search engines. */}
      {alias === HOME_ALIAS ? <h1 className="visually-hidden">{t('home.title')}</h1> : null}
      <MediaViewBlocks view={view} path={pathname} />
    </>
  );
}

export default function MainView({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <View alias={loaderData.alias} />
    </HydrationBoundary>
  );
}
