// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n';
import { ModalHost, ModalTitle } from './modal-host';
import { createModalStore } from './modal-store';

function setup() {
  const store = createModalStore();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <ModalHost store={store} />
          </>
        ),
        children: [
          { index: true, element: <p>home</p> },
          { path: 'tv', element: <p>tv</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18nFor('eng')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  // The dialog is a lazy chunk: the first open waits for it.
  const open = async (options?: Parameters<typeof store.open>[1]) => {
    act(() => void store.open(<ModalTitle>Choose a profile</ModalTitle>, options));
    await screen.findByRole('dialog');
  };
  return { store, router, open };
}

const dialog = () => screen.queryByRole('dialog');

describe('the modal host', () => {
  afterEach(cleanup);

  it('shows the modal as a named dialog with a close button', async () => {
    const { open } = setup();
    await open();
    expect(screen.getByRole('dialog', { name: 'Choose a profile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
  });

  it('Escape closes a cancellable modal', async () => {
    const { open } = setup();
    await open();
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    expect(dialog()).toBeNull();
  });

  it('a non-cancellable modal ignores Escape and has no close button', async () => {
    const { open, store } = setup();
    await open({ cancellable: false });
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    expect(dialog()).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(store.getState().open).toBe(true);
  });

  it('locks page scroll while open', async () => {
    const { open, store } = setup();
    await open();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    act(() => store.close());
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('navigation closes the modal unless it ignores navigation', async () => {
    const { open, router } = setup();
    await open();
    await act(() => router.navigate('/tv'));
    expect(dialog()).toBeNull();
    await open({ ignoreNavigation: true });
    await act(() => router.navigate('/'));
    expect(dialog()).not.toBeNull();
  });
});
