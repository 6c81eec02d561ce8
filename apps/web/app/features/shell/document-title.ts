import { DEFAULT_LANGUAGE } from '@efir/contract';
import type { MetaDescriptor } from 'react-router';
import { brandById, MAIN_BRAND } from '../../brand/brands';
import { i18nFor } from '../../i18n/i18n';
import type { RootData } from './root-data';

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
