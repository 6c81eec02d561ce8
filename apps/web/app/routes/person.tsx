import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { personJsonLd } from '../features/persons/person-model';
import { PersonPage } from '../features/persons/person-page';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/person';

/** An unknown person is the API's 404, which the error boundary shows as the not-found page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const person = await queries.fetch(endpointQuery('persons.getById', { params: { id: params.id } }));
  const origin = new URL(request.url).origin;
  const canonical = `${origin}/persons/${person.slug}`;
  return {
    id: params.id,
    title: person.name,
    canonical,
    image: `${origin}${person.photo_avatar}?profile=avatar&width=240&height=240`,
    jsonLd: personJsonLd(person, canonical, origin),
    dehydratedState: queries.dehydrate(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData, { key: 'page.person' });

export const ErrorBoundary = RouteErrorBoundary;

function Person({ id }: { id: string }) {
  const person = useQuery(endpointQuery('persons.getById', { params: { id } })).data;
  return person ? <PersonPage person={person} /> : null;
}

export default function PersonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Person id={loaderData.id} />
    </HydrationBoundary>
  );
}
