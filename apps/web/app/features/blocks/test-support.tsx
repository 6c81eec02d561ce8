import type { MediaBlock } from '@efir/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
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

/** Renders inside a router, an English i18n and a query cache (optionally prefilled). */
export function renderWith(element: ReactNode, prefill: [unknown[], unknown][] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  for (const [key, value] of prefill) client.setQueryData(key, value);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/movies'] });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor('eng')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
