import type { MediaBlock } from '@efir/contract';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { browserQueryClient } from '../../api/queries';
import { i18nFor } from '../../i18n/i18n';

export const block = (fields: Partial<MediaBlock>): MediaBlock => ({
  id: 1,
  name: 'Block',
  sub_name: null,
  type: 'custom_block',
  tag: null,
  target: null,
  display_type: null,
  items: [],
  custom_data: null,
  ...fields,
});

/** An answer a test puts in the cache: `[endpointQuery('sessions.current'), { is_auth: true }]`. */
export type Prefill = [{ queryKey: QueryKey }, unknown];

/**
 * Renders inside a router, an English i18n and the app's query cache, emptied and optionally prefilled; what is not
 * prefilled is fetched through the stubbed `fetch`.
 */
export function renderWith(element: ReactNode, prefill: Prefill[] = []) {
  const client = browserQueryClient();
  client.clear();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, staleTime: Number.POSITIVE_INFINITY } });
  for (const [{ queryKey }, value] of prefill) client.setQueryData(queryKey, value);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/movies'] });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor('eng')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
