/** Search engines may keep the sitemap and robots.txt this long (seconds). */
export const SITEMAP_CACHE_S = 3600;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** sitemaps.org XML of the site's canonical addresses. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${encodeURI(path)}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Personal, purchase, player and embed pages are nobody's search result; the API is not a page. */
const PRIVATE_PATHS = ['/api/', '/my', '/embed/', '/pay', '/variants', '/auth', '/authentication', '/joint_viewing/', '/alice/', '/search'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Disallow: /*/player',
    'Disallow: /*/trailer',
    'Disallow: /*/stories',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
