import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { FaqItemPage } from '../features/pages/faq-page';
import { faqPageJsonLd, plainText } from '../features/pages/structured-data';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/faq-item';

/** Other questions listed under the answer. */
const OTHER_QUESTIONS = 5;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  const queries = loaderQueries({ context, request });
  const [item] = await Promise.all([
    queries.fetch(endpointQuery('faq.getById', { params: { id } })),
    queries.fetch(endpointQuery('faq.list')),
  ]);
  const canonical = `${new URL(request.url).origin}/faq/${id}`;
  return { id, title: plainText(item.title), canonical, jsonLd: faqPageJsonLd([item], canonical), dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function Item({ id }: { id: number }) {
  const item = useQuery(endpointQuery('faq.getById', { params: { id } })).data;
  const all = useQuery(endpointQuery('faq.list')).data;
  if (!item) return null;
  const others = (all?.items ?? []).filter((other) => other.id !== id).slice(0, OTHER_QUESTIONS);
  return <FaqItemPage item={item} others={others} />;
}

export default function FaqItemRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Item id={loaderData.id} />
    </HydrationBoundary>
  );
}
