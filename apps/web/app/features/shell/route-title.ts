import type { MetaDescriptor } from 'react-router';
import { type MetaMatch, titleMeta } from './document-title';

/** routes.ts names a page's title in its route id: the last dot-separated part, as `page.<part>`. */
export function titleKeyOf(routeId: string): string {
  return `page.${routeId.split('.').at(-1)}`;
}

/** The document title of a page whose title its route id names. */
export function routeTitleMeta({ matches }: { matches: readonly MetaMatch[] }): MetaDescriptor[] {
  const routeId = matches.at(-1)?.id ?? '';
  return titleMeta(matches, { key: titleKeyOf(routeId) });
}
