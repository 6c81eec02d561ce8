// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../i18n/i18n';
import { ANDROID_APP_INSTALLED_KEY, APP_BANNER_CLOSED_KEY } from './android';
import { AppBanner } from './app-banner';
import { layoutFor } from './layout-for';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const filmPage = layoutFor('/movies/northern-lights', new URLSearchParams(), { appBanner: true });

function inRouter(children: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/movies/northern-lights'] });
  return (
    <I18nextProvider i18n={i18nFor('rus')}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

async function renderBanner(layout = filmPage) {
  render(inRouter(<AppBanner layout={layout} settled={() => {}} />));
  // The related-apps check answers after mount.
  await act(async () => undefined);
}

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window.navigator, 'getInstalledRelatedApps');
});

describe('<AppBanner>', () => {
  it('is not in the server HTML, which knows no user agent', () => {
    expect(renderToString(inRouter(<AppBanner layout={filmPage} settled={() => {}} />))).not.toContain('Android');
  });

  it('offers the brand app on Android, opening it through an intent where the browser cannot tell if it is installed', async () => {
    await renderBanner();
    const banner = screen.getByRole('complementary', { name: 'Приложение для Android' });
    expect(banner.textContent).toContain('Эфир');
    const link = screen.getByRole('link', { name: 'Открыть' });
    expect(link.getAttribute('href')).toMatch(/^intent:\/\/localhost:3000\/#Intent;scheme=http;package=tv\.efir\.app;/);
  });

  it('offers to install from the store when the check says the app is missing', async () => {
    Object.defineProperty(window.navigator, 'getInstalledRelatedApps', { value: async () => [], configurable: true });
    await renderBanner();
    expect(screen.getByRole('link', { name: 'Установить' }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=tv.efir.app',
    );
  });

  it('stays away when the app is installed', async () => {
    Object.defineProperty(window.navigator, 'getInstalledRelatedApps', {
      value: async () => [{ platform: 'play', id: 'tv.efir.app' }],
      configurable: true,
    });
    await renderBanner();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(ANDROID_APP_INSTALLED_KEY) ?? '')).toMatchObject({ installed: true });
  });

  it('closing hides it and stores the flag, so the next page does not show it', async () => {
    await renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(window.localStorage.getItem(APP_BANNER_CLOSED_KEY)).not.toBeNull();
    cleanup();
    await renderBanner();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('does not show on a desktop', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36');
    await renderBanner();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('asks the browser about installed apps only on Android, where the route allows the banner and until it is closed', async () => {
    const getInstalledRelatedApps = vi.fn(async () => []);
    Object.defineProperty(window.navigator, 'getInstalledRelatedApps', { value: getInstalledRelatedApps, configurable: true });
    await renderBanner(layoutFor('/search', new URLSearchParams()));
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36');
    await renderBanner();
    expect(getInstalledRelatedApps).not.toHaveBeenCalled();
    cleanup();
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
    await renderBanner();
    expect(getInstalledRelatedApps).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('complementary')).toBeTruthy();
  });
});
