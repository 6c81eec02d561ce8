import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { browserApi } from '../api/browser';
import { loaderQueries } from '../api/loader-queries';
import { FaqPage, selectedQuestion } from '../features/pages/faq-page';
import { contentPageQuery, faqQuery } from '../features/pages/pages-query';
import { faqPageJsonLd } from '../features/pages/structured-data';
import { pageMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/faq';

export async function loader({ context, request }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const [intro, faq] = await Promise.all([queries.fetch(contentPageQuery(queries.api, 'faq')), queries.fetch(faqQuery(queries.api))]);
  const canonical = `${new URL(request.url).origin}/faq`;
  return { title: intro.title, canonical, jsonLd: faqPageJsonLd(faq.items, canonical), dehydratedState: queries.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData);

export const ErrorBoundary = RouteErrorBoundary;

function Faq() {
  const [search] = useSearchParams();
  const api = browserApi();
  const intro = useQuery(contentPageQuery(api, 'faq')).data;
  const faq = useQuery(faqQuery(api)).data;
  return faq ? <FaqPage intro={intro ?? null} items={faq.items} selected={selectedQuestion(search)} /> : null;
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Faq />
    </HydrationBoundary>
  );
}
