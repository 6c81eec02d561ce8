// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayerController, type PlayerController } from '../core/controller';
import type { PlayerEffect } from '../core/effects';
import { PlayerView } from './player-view';

let controller: PlayerController;
let effects: PlayerEffect[];

function playing(duration = 600, currentTime = 100) {
  controller.dispatch({ type: 'loadStarted', isLive: false, startTime: currentTime });
  controller.dispatch({ type: 'durationChanged', duration });
  controller.dispatch({
    type: 'tracksChanged',
    tracks: {
      heights: [1080, 720, 360],
      resolution: 'auto',
      subtitles: [{ language: 'rus' }, { language: 'eng' }],
      subtitle: null,
      audios: [{ language: 'rus' }, { language: 'eng' }],
      audio: 'rus',
    },
  });
  controller.dispatch({ type: 'playing' });
}

beforeEach(() => {
  controller = createPlayerController();
  effects = [];
  controller.subscribe((_state, change) => effects.push(...change.effects));
  render(<PlayerView controller={controller} onMedia={() => undefined} />);
  act(() => playing());
  // The stored preferences applied with the tracks are not the viewer's doing.
  effects = [];
});

afterEach(() => {
  cleanup();
  controller.dispose();
});

const key = (code: string, target: Element | Window = window) => {
  act(() => {
    fireEvent.keyDown(target, { code });
  });
};
const keyUp = (code: string) => act(() => void fireEvent.keyUp(window, { code }));

describe('controls', () => {
  it('every control has a name a screen reader reads', () => {
    expect(screen.getByRole('button', { name: 'pause' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'mute' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'volume' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'timeline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'fullscreen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'captions_on' })).toBeTruthy();
  });

  it('play/pause toggles and says what it will do next', () => {
    act(() => screen.getByRole('button', { name: 'pause' }).click());
    expect(effects.map((effect) => effect.type)).toEqual(['pause']);
    expect(screen.getByRole('button', { name: 'play' })).toBeTruthy();
  });

  it('the captions button turns the first subtitles on without opening the settings', () => {
    act(() => screen.getByRole('button', { name: 'captions_on' }).click());
    expect(effects).toContainEqual({ type: 'selectSubtitle', language: 'rus' });
    expect(controller.getState().settings).toBeNull();
    expect(screen.getByRole('button', { name: 'captions_off' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the volume slider sets volume in 0.01 steps', () => {
    const slider = screen.getByRole('slider', { name: 'volume' }) as HTMLInputElement;
    expect(slider.step).toBe('0.01');
    act(() => void fireEvent.change(slider, { target: { value: '0.37' } }));
    expect(effects).toContainEqual({ type: 'setVolume', volume: 0.37, muted: false });
  });
});

describe('keyboard', () => {
  it('rewind accumulates in 15 s steps and seeks once, on release, with the indicator meanwhile', () => {
    key('ArrowRight');
    key('ArrowRight');
    expect(screen.getByRole('status', { name: 'rewind' }).textContent).toBe('+30');
    expect(effects).toEqual([]);
    keyUp('ArrowRight');
    expect(effects).toEqual([{ type: 'seek', from: 100, position: 130 }]);
    expect(screen.queryByRole('status', { name: 'rewind' })).toBeNull();
  });

  it('Space on a focused button is the button’s own, not a second toggle', () => {
    const mute = screen.getByRole('button', { name: 'mute' });
    key('Space', mute);
    expect(effects).toEqual([]);
    key('Space');
    expect(effects.map((effect) => effect.type)).toEqual(['pause']);
  });

  it('letter shortcuts stop when the viewer turned them off (WCAG 2.1.4, a setting of the host app); arrows stay', () => {
    act(() => controller.dispatch({ type: 'setSingleKeyShortcuts', enabled: false }));
    key('KeyM');
    expect(effects).toEqual([]);
    key('ArrowUp');
    expect(effects.map((effect) => effect.type)).toEqual(['setVolume']);
  });

  it('keys typed into a text field are not shortcuts (spec 2 §5)', () => {
    const input = document.createElement('input');
    document.body.append(input);
    key('KeyK', input);
    key('Space', input);
    expect(effects).toEqual([]);
    input.remove();
  });
});

describe('on a touch screen', () => {
  const picture = () => document.querySelector('[class*="surface"]')!;
  const tap = () =>
    act(() => {
      fireEvent.pointerDown(picture(), { pointerType: 'touch' });
      fireEvent.click(picture());
    });

  it('a tap on the picture shows the controls and the film keeps playing; another tap hides them', () => {
    act(() => controller.dispatch({ type: 'hideUI' }));
    tap();
    expect(effects).toEqual([]);
    expect(controller.getState().isShowUI).toBe(true);
    tap();
    expect(controller.getState().isShowUI).toBe(false);
    expect(effects).toEqual([]);
  });

  it('the big buttons in the middle pause, and move 10 s back and forward', () => {
    // The controls are up as playback starts: the first touch keeps them, now with the big buttons.
    tap();
    expect(controller.getState().isShowUI).toBe(true);
    const middle = screen.getAllByRole('button', { name: 'pause' });
    expect(middle).toHaveLength(2);
    act(() => screen.getByRole('button', { name: 'skip_forward' }).click());
    act(() => screen.getByRole('button', { name: 'skip_back' }).click());
    act(() => middle[0]!.click());
    expect(effects).toEqual([{ type: 'seek', from: 100, position: 110 }, { type: 'seek', from: 110, position: 100 }, { type: 'pause' }]);
  });

  it('a mouse click on the picture pauses, with no big buttons', () => {
    act(() => {
      fireEvent.pointerDown(picture(), { pointerType: 'mouse' });
      fireEvent.click(picture());
    });
    expect(effects).toEqual([{ type: 'pause' }]);
    expect(screen.queryByRole('button', { name: 'skip_forward' })).toBeNull();
  });
});

describe('settings panel', () => {
  const open = () => act(() => screen.getByRole('button', { name: 'settings' }).click());
  const openSection = (name: string) => act(() => screen.getByRole('button', { name: new RegExp(`^${name}`) }).click());

  it('main lists quality, speed, subtitles, audio and report, and takes the focus', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'settings' });
    expect(dialog.textContent).toContain('settings_quality');
    expect(dialog.textContent).toContain('settings_audio');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('a chosen quality or speed applies and returns to main', () => {
    open();
    openSection('settings_quality');
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['auto', '1080p', '720p', '360p']);
    act(() => screen.getByRole('radio', { name: '720p' }).click());
    expect(effects).toContainEqual({ type: 'selectQuality', value: '720p' });
    openSection('settings_speed');
    act(() => screen.getByRole('radio', { name: '1.5×' }).click());
    expect(effects).toContainEqual({ type: 'setSpeed', speed: 1.5 });
    expect(screen.getByRole('dialog', { name: 'settings' })).toBeTruthy();
  });

  it('the report is sent only with a reason ticked, then says «Скоро все починим» and goes back to main', () => {
    open();
    openSection('settings_report');
    const submit = screen.getByRole('button', { name: 'report_submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    act(() => screen.getByRole('checkbox', { name: 'Нет звука' }).click());
    expect(submit.disabled).toBe(false);
    act(() => submit.click());
    expect(effects).toContainEqual({ type: 'sendReport', reasons: ['no_sound'] });
    expect(screen.getByRole('status').textContent).toContain('Скоро все починим');
    act(() => screen.getByRole('button', { name: 'report_done' }).click());
    expect(screen.getByRole('dialog', { name: 'settings' }).textContent).toContain('settings_quality');
  });

  it('Escape closes it and the focus returns to the settings button', () => {
    open();
    key('Escape', document.activeElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'settings' }));
  });
});

describe('the gesture request', () => {
  it('asks for a click when autoplay is refused, and the click plays', () => {
    act(() => {
      controller.dispatch({ type: 'loadStarted', isLive: false });
      controller.dispatch({ type: 'autoplayFailed' });
    });
    act(() => screen.getByRole('button', { name: /needs_gesture/ }).click());
    expect(effects.at(-1)).toEqual({ type: 'play' });
  });
});

describe('activity', () => {
  it('controls hide after 3 s of playback without activity and come back on a pointer move', () => {
    vi.useFakeTimers();
    cleanup();
    controller.dispose();
    controller = createPlayerController();
    const { container } = render(<PlayerView controller={controller} onMedia={() => undefined} />);
    act(() => playing());
    act(() => void vi.advanceTimersByTime(3000));
    const region = container.querySelector('section')!;
    expect(region.dataset.ui).toBe('hidden');
    act(() => void fireEvent.pointerMove(region));
    expect(region.dataset.ui).toBe('shown');
    vi.useRealTimers();
  });
});

describe('driven by a TV remote', () => {
  let region: HTMLElement;
  let documentKeys: boolean[];
  const recordKey = (event: KeyboardEvent) => documentKeys.push(event.defaultPrevented);

  beforeEach(() => {
    vi.useFakeTimers();
    cleanup();
    controller.dispose();
    controller = createPlayerController();
    effects = [];
    controller.subscribe((_state, change) => effects.push(...change.effects));
    // The page's TV navigation listens on the document, after the player's own handlers.
    documentKeys = [];
    document.addEventListener('keydown', recordKey);
    region = render(<PlayerView controller={controller} onMedia={() => undefined} remote />).container.querySelector('section')!;
    act(() => playing());
    effects = [];
  });

  afterEach(() => {
    document.removeEventListener('keydown', recordKey);
    vi.useRealTimers();
  });

  const hideControls = () => act(() => void vi.advanceTimersByTime(3000));
  const press = (key: string, target: Element) => act(() => void fireEvent.keyDown(target, { key, code: key }));

  it('Up and Down are the remote’s focus moves, not volume keys', () => {
    const pause = screen.getByRole('button', { name: 'pause' });
    press('ArrowUp', pause);
    press('ArrowDown', pause);
    expect(effects).toEqual([]);
    expect(documentKeys).toEqual([false, false]);
  });

  it('with the controls hidden, Enter on the focused button only shows them; the next Enter presses it', () => {
    const pause = screen.getByRole('button', { name: 'pause' });
    hideControls();
    expect(region.dataset.ui).toBe('hidden');
    press('Enter', pause);
    expect(region.dataset.ui).toBe('shown');
    expect(documentKeys).toEqual([true]);
    press('Enter', pause);
    expect(documentKeys).toEqual([true, false]);
  });

  it('with the controls hidden, Down shows them without moving the focus; Left still rewinds at once', () => {
    const pause = screen.getByRole('button', { name: 'pause' });
    hideControls();
    press('ArrowDown', pause);
    expect(region.dataset.ui).toBe('shown');
    expect(documentKeys).toEqual([true]);
    hideControls();
    press('ArrowLeft', pause);
    expect(screen.getByRole('status', { name: 'rewind' }).textContent).toBe('-15');
  });

  it('without a remote, Down lowers the volume as before', () => {
    cleanup();
    render(<PlayerView controller={controller} onMedia={() => undefined} />);
    press('ArrowDown', screen.getByRole('button', { name: 'pause' }));
    expect(effects.map((effect) => effect.type)).toEqual(['setVolume']);
  });
});
