import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { SHORT_STORIES_ALIAS, ShortStoriesPage } from '../features/pages/short-stories';
import { unlessNotFound } from '../features/services/optional';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import type { Route } from './+types/short-stories';

export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const view = await unlessNotFound(() =>
    queries.fetch(endpointQuery('mediaViews.getByAlias', { params: { alias: SHORT_STORIES_ALIAS } })),
  );
  return { hasView: view !== null, canonical: `${new URL(request.url).origin}/short_stories`, dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = (args) => [
  ...routeTitleMeta(args),
  ...(args.loaderData ? [{ tagName: 'link', rel: 'canonical', href: args.loaderData.canonical }] : []),
];

export const ErrorBoundary = RouteErrorBoundary;

function ShortStories({ hasView }: { hasView: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const view = useQuery(endpointQuery('mediaViews.getByAlias', { params: { alias: SHORT_STORIES_ALIAS } }, { enabled: hasView })).data;
  return <ShortStoriesPage title={t('page.short_stories')} view={hasView ? (view ?? null) : null} path={pathname} />;
}

export default function ShortStoriesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ShortStories hasView={loaderData.hasView} />
    </HydrationBoundary>
  );
}
