import { DEFAULT_LANGUAGE } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { type MetaDescriptor, useMatches } from 'react-router';
import { brandById, MAIN_BRAND } from '../../brand/brands';
import { i18nFor } from '../../i18n/i18n';
import { PageHeading } from './page-heading';
import type { RootData } from './root-data';

/** routes.ts names a page's title in its route id: the last dot-separated part, as `page.<part>`. */
export function titleKeyOf(routeId: string): string {
  return `page.${routeId.split('.').at(-1)}`;
}

/** A page a later issue fills: its layout, breadcrumbs and heading. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const routeId = useMatches().at(-1)?.id ?? '';
  return <PageHeading title={t(titleKeyOf(routeId))} />;
}

type MetaMatch = { id: string; data?: unknown; loaderData?: unknown } | undefined;

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

export function placeholderMeta({ matches }: { matches: readonly MetaMatch[] }): MetaDescriptor[] {
  const routeId = matches.at(-1)?.id ?? '';
  return titleMeta(matches, { key: titleKeyOf(routeId) });
}
