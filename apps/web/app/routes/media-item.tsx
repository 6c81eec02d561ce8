import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { browserApi } from '../api/browser';
import { loaderQueries } from '../api/loader-queries';
import { mediaItemQuery } from '../api/queries';
import { mediaItemHref } from '../features/catalog/links';
import { MediaItemPage } from '../features/media-item/media-item-page';
import { mediaItemJsonLd } from '../features/media-item/structured-data';
import { titleMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import type { Route } from './+types/media-item';

/** Media detail pages and their cast subpage show the app banner (spec 1 §2). */
export const handle = { appBanner: true };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const queries = loaderQueries({ context, request });
  const item = await queries.fetch(mediaItemQuery(queries.api, params.id));
  const origin = new URL(request.url).origin;
  const canonical = `${origin}${mediaItemHref(item)}`;
  return {
    id: params.id,
    castOnly: new URL(request.url).pathname.endsWith('/cast'),
    canonical,
    jsonLd: mediaItemJsonLd(item, canonical, origin),
    title: item.name,
    description: item.short_description,
    image: `${origin}${item.logo}?profile=filmposter&width=460&height=666`,
    dehydratedState: queries.dehydrate(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...titleMeta(matches, loaderData ? { text: loaderData.title } : undefined),
  ...(loaderData
    ? [
        { name: 'description', content: loaderData.description },
        { property: 'og:title', content: loaderData.title },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:image', content: loaderData.image },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        { 'script:ld+json': loaderData.jsonLd },
      ]
    : []),
];

export const ErrorBoundary = RouteErrorBoundary;

function Item({ id, castOnly }: { id: string; castOnly: boolean }) {
  const item = useQuery(mediaItemQuery(browserApi(), id)).data;
  return item ? <MediaItemPage item={item} castOnly={castOnly} /> : null;
}

export default function MediaItemRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Item id={loaderData.id} castOnly={loaderData.castOnly} />
    </HydrationBoundary>
  );
}
