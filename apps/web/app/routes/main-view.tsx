import type { MediaView } from '@efir/contract';
import { type QueryClient, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { MediaViewBlocks } from '../features/blocks/media-view';
import { RestOfView } from '../features/blocks/rest-of-view';
import { hasSavedScroll } from '../features/blocks/scroll-memory';
import { restPart, serverRenderedPart, viewSoFar } from '../features/blocks/server-blocks';
import { titleMeta } from '../features/shell/document-title';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { TopBanner } from '../features/shell/top-banner';
import type { Route } from './+types/main-view';

/** The main view shows the app banner (spec 1 §2). */
export const handle = { appBanner: true };

const HOME_ALIAS = 'home';

/** `/` is the home media view; `/{name}[/{id}]` and `/media_views/{name}[/{id}]` name another one (an unknown name is 404). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const alias = ('name' in params ? params.name : undefined) ?? HOME_ALIAS;
  const queries = loaderQueries({ context, request });
  const view = await queries.fetch(endpointQuery('mediaViews.getByAlias', { params: { alias } }));
  // Only the part the server renders travels with the page; the browser asks for the whole view after hydration.
  return { alias, title: alias === HOME_ALIAS ? null : view.name, serverPart: serverRenderedPart(view) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  titleMeta(matches, loaderData?.title ? { text: loaderData.title } : undefined);

export const ErrorBoundary = RouteErrorBoundary;

export default function MainView({ loaderData }: Route.ComponentProps) {
  const { alias, serverPart } = loaderData;
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Back to a view the viewer had scrolled, or to an anchor in it (#cold_start): the whole of it is needed to get there.
  const [wanted] = useState(() => (navigationType === 'POP' && hasSavedScroll(alias)) || hash !== '');
  const partQuery = (index: number) => endpointQuery('mediaViews.getByAlias', { params: { alias }, query: restPart(index) });
  // The server and hydration render the server's part. The rest comes in parts as the viewer scrolls near, or at once
  // from the cache as far as the viewer went before; the whole view replaces it all when wanted, or when cached.
  // Tagged with its view: another theme's page keeps this component, not how far the viewer went in the last one.
  const [wantedParts, setWantedParts] = useState(() => ({ alias, count: cachedParts(queryClient, partQuery) }));
  const partsWanted = wantedParts.alias === alias ? wantedParts.count : cachedParts(queryClient, partQuery);
  const whole = useQuery(endpointQuery('mediaViews.getByAlias', { params: { alias } }, { enabled: wanted && serverPart.left > 0 })).data;
  const parts = useQueries({ queries: Array.from({ length: whole ? 0 : partsWanted }, (_, index) => partQuery(index)) });
  const arrived = parts.slice(0, arrivedCount(parts)).map((part) => part.data as MediaView);
  const soFar = viewSoFar(serverPart, arrived);
  const view = whole ?? soFar.view;
  const complete = whole !== undefined || soFar.complete;
  return (
    <>
      {/* Keyed apart from RestOfView's key: each view starts its own 500 ms wait, and may be closed on its own. */}
      <TopBanner key={`top-banner:${alias}`} mainView={alias} />
      {/* Theme views bring their own heading block; the home page opens with banners, so its page heading is for screen readers and search engines. */}
      {alias === HOME_ALIAS ? <h1 className="visually-hidden">{t('home.title')}</h1> : null}
      <MediaViewBlocks view={view} path={pathname} complete={complete} />
      {complete ? null : (
        <RestOfView
          key={`${alias}:${arrived.length}`}
          left={soFar.left}
          onNear={() => setWantedParts({ alias, count: arrived.length + 1 })}
        />
      )}
    </>
  );
}

/** How many parts, from the first, have their answer. */
const arrivedCount = (parts: { data?: unknown }[]) => {
  const missing = parts.findIndex((part) => part.data === undefined);
  return missing === -1 ? parts.length : missing;
};

/** How many parts, from the first, the cache holds: a viewer back on the view sees as far as they went. */
function cachedParts(queryClient: QueryClient, partQuery: (index: number) => { queryKey: readonly unknown[] }): number {
  let count = 0;
  while (queryClient.getQueryData(partQuery(count).queryKey) !== undefined) count++;
  return count;
}
