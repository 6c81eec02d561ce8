// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlayerController, type PlayerController } from '../core/controller';
import { PlayerView } from './player-view';
import { type SidePanelContent, useCloseSidePanel } from './side-panel';

let controller: PlayerController;

function Pick({ name }: { name: string }) {
  const close = useCloseSidePanel();
  return (
    <button type="button" onClick={close}>
      {name}
    </button>
  );
}

const episodes: SidePanelContent = { title: 'Episodes of the season', openLabel: 'Episode list', children: <Pick name="Episode 2" /> };

function renderWith(sidePanel: SidePanelContent | null) {
  render(<PlayerView controller={controller} onMedia={() => undefined} sidePanel={sidePanel} />);
  act(() => {
    controller.dispatch({ type: 'loadStarted', isLive: false, startTime: 0 });
    controller.dispatch({ type: 'durationChanged', duration: 600 });
    controller.dispatch({ type: 'playing' });
  });
}

beforeEach(() => {
  controller = createPlayerController();
});

afterEach(() => {
  cleanup();
  controller.dispose();
});

describe('side panel', () => {
  it('has no opener when the page gives it no content', () => {
    renderWith(null);
    expect(screen.queryByRole('button', { name: 'Episode list' })).toBeNull();
  });

  it('the opener shows the page’s content with a title and a close button that takes the focus', () => {
    renderWith(episodes);
    const opener = screen.getByRole('button', { name: 'Episode list' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(opener);
    const panel = screen.getByRole('complementary', { name: 'Episodes of the season' });
    expect(panel.querySelector('h2')?.textContent).toBe('Episodes of the season');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'close' }));
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(controller.getState().isShowUI).toBe(true);
  });

  it('closes by its close button, by Escape, by the opener and by the content, and the focus returns to the opener', () => {
    renderWith(episodes);
    const opener = screen.getByRole('button', { name: 'Episode list' });
    const closers = [
      () => fireEvent.click(screen.getByRole('button', { name: 'close' })),
      () => fireEvent.keyDown(window, { code: 'Escape' }),
      () => fireEvent.click(opener),
      () => fireEvent.click(screen.getByRole('button', { name: 'Episode 2' })),
    ];
    for (const close of closers) {
      fireEvent.click(opener);
      expect(screen.getByRole('complementary', { name: 'Episodes of the season' })).toBeTruthy();
      act(close);
      expect(screen.queryByRole('complementary', { name: 'Episodes of the season' })).toBeNull();
      expect(document.activeElement).toBe(opener);
    }
  });
});
