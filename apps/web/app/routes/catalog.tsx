import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { CatalogPage } from '../features/catalog-page/catalog-page';
import { catalogApiQuery, catalogThemeOf, FILTERS_STALE_MS, parseCatalogSearch } from '../features/catalog-page/catalog-params';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta, titleKeyOf } from '../features/shell/route-title';
import type { Route } from './+types/catalog';

/** The listing and the filters load together; a failed filters request leaves the page without filters (spec 2 §8). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const theme = catalogThemeOf(url.pathname);
  const state = parseCatalogSearch(url.searchParams);
  const queries = loaderQueries({ context, request });
  await Promise.all([
    queries.fetch(endpointQuery('catalog.filters', { query: { theme } }, { staleTime: FILTERS_STALE_MS })).catch(() => null),
    queries.fetch(endpointQuery('catalog.list', { query: catalogApiQuery(state, theme) })),
  ]);
  return { theme, dehydratedState: queries.dehydrate() };
}

/** The route id names the title: `page.catalog`, `page.movies_catalog` … */
export const meta = routeTitleMeta;

export const ErrorBoundary = RouteErrorBoundary;

export default function CatalogRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const routeId = useMatches().at(-1)?.id ?? '';
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CatalogPage theme={loaderData.theme} title={t(titleKeyOf(routeId))} />
    </HydrationBoundary>
  );
}
