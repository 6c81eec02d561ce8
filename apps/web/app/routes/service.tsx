import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { unlessNotFound } from '../features/services/optional';
import { serviceLandingAlias } from '../features/services/service-landing';
import { ServicePage } from '../features/services/service-page';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/service';

/**
 * /services/{id}, /services/{parent_id}/{id} and /services/{parent_id}/{sub_parent_id}/{id}: the service's landing page,
 * the operator's media view `service-{alias}` or, without one, composed from what the service opens.
 * The layout rule (none with check_auth or access) lives in features/shell/layout-for.ts.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const service = await queries.fetch(endpointQuery('services.getById', { params: { id: params.id } }));
  const view = await unlessNotFound(() =>
    queries.fetch(endpointQuery('mediaViews.getByAlias', { params: { alias: serviceLandingAlias(service.alias) } })),
  );
  if (!view) await queries.fetch(endpointQuery('services.content', { params: { id: service.alias } }));
  // A subscriber's dates are written in the account's time zone, on the server as in the browser.
  if (service.purchase_state?.service) await queries.fetch(endpointQuery('accounts.user'));
  return {
    id: params.id,
    hasView: view !== null,
    title: service.name,
    description: service.description_short,
    canonical: `${new URL(request.url).origin}/services/${service.alias}`,
    dehydratedState: queries.dehydrate(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function Service({ id, hasView }: { id: string; hasView: boolean }) {
  const { pathname } = useLocation();
  const service = useQuery(endpointQuery('services.getById', { params: { id } })).data;
  const alias = service?.alias ?? '';
  const view = useQuery(
    endpointQuery(
      'mediaViews.getByAlias',
      { params: { alias: serviceLandingAlias(alias) } },
      { enabled: hasView && service !== undefined },
    ),
  ).data;
  const content = useQuery(
    endpointQuery('services.content', { params: { id: alias } }, { enabled: !hasView && service !== undefined }),
  ).data;
  if (!service) return null;
  return <ServicePage service={service} view={hasView ? (view ?? null) : null} content={content ?? null} path={pathname} />;
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Service id={loaderData.id} hasView={loaderData.hasView} />
    </HydrationBoundary>
  );
}
