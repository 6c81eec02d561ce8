import { robotsTxt, SITEMAP_CACHE_S } from '../features/pages/sitemap';
import type { Route } from './+types/robots';

/** GET /robots.txt: private pages closed to crawlers, and where the sitemap is. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': `public, max-age=${SITEMAP_CACHE_S}` },
  });
}
