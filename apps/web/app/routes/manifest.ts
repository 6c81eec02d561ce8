import { brandFor } from '../brand/brands';
import { languageFromCookie } from '../features/language/language';
import { webManifest } from '../features/shell/web-manifest';
import type { Route } from './+types/manifest';

/** GET /manifest.webmanifest: the brand of the host, named in the viewer's language (so it varies by cookie). */
export function loader({ context, request }: Route.LoaderArgs) {
  const brand = brandFor(new URL(request.url).hostname, context.forcedBrand);
  const manifest = webManifest(brand, languageFromCookie(request.headers.get('cookie')));
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'no-cache', vary: 'cookie' },
  });
}
