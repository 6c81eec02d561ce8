import { serverApi } from '../api/server';
import { SITEMAP_CACHE_S, sitemapXml } from '../features/pages/sitemap';
import type { Route } from './+types/sitemap';

/** GET /sitemap.xml: every public page at its canonical address, from the API's list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { paths } = await serverApi(context, request).call('sitemap.entries');
  return new Response(sitemapXml(new URL(request.url).origin, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${SITEMAP_CACHE_S}` },
  });
}
