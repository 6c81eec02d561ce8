import { useTranslation } from 'react-i18next';
import { type MetaDescriptor, useMatches } from 'react-router';
import { type MetaMatch, titleMeta } from './document-title';
import { PageHeading } from './page-heading';

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

export function placeholderMeta({ matches }: { matches: readonly MetaMatch[] }): MetaDescriptor[] {
  const routeId = matches.at(-1)?.id ?? '';
  return titleMeta(matches, { key: titleKeyOf(routeId) });
}
