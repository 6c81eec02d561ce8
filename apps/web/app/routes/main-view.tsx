import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { shellQuery } from '../api/queries';
import { languageFromCookie } from '../features/language/language';
import { Hero } from '../features/main-view/hero';
import { titleMeta } from '../features/shell/document-title';
import { PageHeading } from '../features/shell/page-heading';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/main-view';

/** The main view shows the app banner (spec 1 §2). */
export const handle = { appBanner: true };

/**
 * `/` is the home view. `/{name}[/{id}]` and `/media_views/{name}[/{id}]` name another main view; until media views
 * have their own data, the views that exist are the server menu's targets, and any other name is not found.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const name = 'name' in params ? params.name : undefined;
  if (!name) return { title: null, dehydratedState: null };
  const queries = loaderQueries({ context, request });
  const shell = await queries.fetch(shellQuery(queries.api, languageFromCookie(request.headers.get('cookie'))));
  const view = shell.menu.find((item) => item.target === `/${name}`);
  if (!view) throw data(null, { status: 404 });
  return { title: view.title, dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData?.title ? { text: loaderData.title } : undefined);

export const ErrorBoundary = RouteErrorBoundary;

export default function MainView({ loaderData }: Route.ComponentProps) {
  if (!loaderData.title) return <Hero />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PageHeading title={loaderData.title} />
    </HydrationBoundary>
  );
}
