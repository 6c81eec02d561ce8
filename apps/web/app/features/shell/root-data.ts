import { DEFAULT_LANGUAGE } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { browserApi } from '../../api/browser';
import { sessionQuery, shellQuery } from '../../api/queries';
import { MAIN_BRAND } from '../../brand/brands';
import type { loader } from '../../root';

export type RootData = Pick<Awaited<ReturnType<typeof loader>>, 'language' | 'brandId'>;

/** Language and brand of this request; the defaults serve the root error page, which renders without loader data. */
export function useRootData(): RootData {
  return useRouteLoaderData<typeof loader>('root') ?? { language: DEFAULT_LANGUAGE, brandId: MAIN_BRAND.id };
}

/** Shell data (menu, languages, login types), prefetched by the root loader. */
export function useShellInfo() {
  const { language } = useRootData();
  return useQuery(shellQuery(browserApi(), language)).data;
}

export function useSession() {
  return useQuery(sessionQuery(browserApi())).data;
}
