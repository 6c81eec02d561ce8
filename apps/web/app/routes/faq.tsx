import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { FaqPage, selectedQuestion } from '../features/pages/faq-page';
import { faqPageJsonLd } from '../features/pages/structured-data';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/faq';

export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const [intro, faq] = await Promise.all([
    queries.fetch(endpointQuery('pages.getByAlias', { params: { alias: 'faq' } })),
    queries.fetch(endpointQuery('faq.list')),
  ]);
  const canonical = `${new URL(request.url).origin}/faq`;
  return { title: intro.title, canonical, jsonLd: faqPageJsonLd(faq.items, canonical), dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function Faq() {
  const [search] = useSearchParams();
  const intro = useQuery(endpointQuery('pages.getByAlias', { params: { alias: 'faq' } })).data;
  const faq = useQuery(endpointQuery('faq.list')).data;
  return faq ? <FaqPage intro={intro ?? null} items={faq.items} selected={selectedQuestion(search)} /> : null;
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Faq />
    </HydrationBoundary>
  );
}
