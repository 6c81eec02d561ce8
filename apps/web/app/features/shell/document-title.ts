import { DEFAULT_LANGUAGE } from '@efir/contract';
import type { MetaDescriptor } from 'react-router';
import { brandById, MAIN_BRAND } from '../../brand/brands';
import { i18nFor } from '../../i18n/i18n';
import type { RootData } from '../../session/root-data';

export type MetaMatch = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** `<title>`: the page's title (an i18n key or the server's text), then the brand, in the viewer's language. */
export function titleMeta(matches: readonly MetaMatch[], page?: { key: string } | { text: string }): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as RootData | undefined;
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const brandName = brandById(data?.brandId ?? MAIN_BRAND.id).name[language];
  if (!page) return [{ title: brandName }];
  const pageTitle = 'key' in page ? i18nFor(language).t(page.key) : page.text;
  return [{ title: `${pageTitle} — ${brandName}` }];
}

/** What a page tells browsers, sharers and search engines besides its title. */
export interface PageMeta {
  title: string;
  /** The page's own address, without query. */
  canonical: string;
  description?: string;
  /** A picture to share: with it the page gets its Open Graph tags. */
  image?: string;
  jsonLd?: Record<string, unknown>;
}

/** `<title>`, then the description, Open Graph, canonical address and JSON-LD the page has; `fallback` titles a page without data. */
export function pageMeta(matches: readonly MetaMatch[], page: PageMeta | undefined, fallback?: { key: string }): MetaDescriptor[] {
  if (!page) return titleMeta(matches, fallback);
  const { title, canonical, description, image, jsonLd } = page;
  return [
    ...titleMeta(matches, { text: title }),
    ...(description !== undefined ? [{ name: 'description', content: description }] : []),
    ...(image
      ? [
          { property: 'og:title', content: title },
          ...(description !== undefined ? [{ property: 'og:description', content: description }] : []),
          { property: 'og:image', content: image },
        ]
      : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
  ];
}
