// @vitest-environment jsdom
import type { MediaItem } from '@efir/contract';
import { createPlayerController } from '@efir/player';
import { PlayerTextProvider, PlayerView } from '@efir/player/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n';
import { episodesPanel } from './episodes-panel';

afterEach(cleanup);

const i18n = i18nFor('eng');
const episode = (n: number) =>
  ({
    id: 200 + n,
    type: 'episode',
    slug: `storm-s2e${n}`,
    name: `Title ${n}`,
    short_name: `Episode ${n}`,
    visit_card: '/v',
    series_slug: 'storm',
    season_slug: 'storm-season-2',
  }) as unknown as MediaItem;
const season = [episode(1), episode(2), episode(3)];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderPlayer(currentId: number) {
  const controller = createPlayerController();
  const sidePanel = episodesPanel(season, currentId, i18n.t);
  const element = (
    <I18nextProvider i18n={i18n}>
      <PlayerTextProvider value={{ t: (key) => i18n.t(`player.${key}`), locale: 'en' }}>
        <PlayerView controller={controller} onMedia={() => undefined} sidePanel={sidePanel} />
        <Where />
      </PlayerTextProvider>
    </I18nextProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/series/storm/seasons/storm-season-2/episodes/storm-s2e2/player'],
  });
  render(<RouterProvider router={router} />);
  return controller;
}

describe('the episodes side panel', () => {
  it('is offered only when the season has other episodes', () => {
    expect(episodesPanel([episode(1)], 201, i18n.t)).toBeNull();
    expect(episodesPanel(season, 201, i18n.t)?.title).toBe('Episodes of the season');
  });

  it('lists the season with the playing episode marked; a pick opens its player and closes the panel', () => {
    const controller = renderPlayer(202);
    fireEvent.click(screen.getByRole('button', { name: 'Episode list' }));
    const panel = screen.getByRole('complementary', { name: 'Episodes of the season' });
    const links = [...panel.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      season.map((e) => `/series/storm/seasons/storm-season-2/episodes/${e.slug}/player`),
    );
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(links[1]!.textContent).toContain('This episode');

    act(() => void fireEvent.click(links[2]!));
    expect(screen.getByTestId('where').textContent).toBe('/series/storm/seasons/storm-season-2/episodes/storm-s2e3/player');
    expect(controller.getState().isSidePanelOpen).toBe(false);
    expect(screen.queryByRole('complementary', { name: 'Episodes of the season' })).toBeNull();
  });

  it('picking the playing episode changes nothing', () => {
    renderPlayer(202);
    fireEvent.click(screen.getByRole('button', { name: 'Episode list' }));
    act(() => void fireEvent.click(screen.getByRole('link', { name: /Title 2/ })));
    expect(screen.getByTestId('where').textContent).toBe('/series/storm/seasons/storm-season-2/episodes/storm-s2e2/player');
    expect(screen.getByRole('complementary', { name: 'Episodes of the season' })).toBeTruthy();
  });
});
