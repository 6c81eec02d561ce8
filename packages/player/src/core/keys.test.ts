import { describe, expect, it } from 'vitest';
import { isSingleCharacterKey, keyCommand, OPEN_KEY_THROTTLE, passKeyThrottle } from './keys';

const typing = { isTextInput: true, singleKeyShortcuts: true };
const watching = { isTextInput: false, singleKeyShortcuts: true };
const noLetters = { isTextInput: false, singleKeyShortcuts: false };

describe('keyboard shortcuts', () => {
  it('map arrows to rewind and volume, Space and K to play, M to mute, F to fullscreen, Escape to close', () => {
    expect(keyCommand('ArrowLeft', watching)).toEqual({ command: 'rewind', direction: -1 });
    expect(keyCommand('ArrowRight', watching)).toEqual({ command: 'rewind', direction: 1 });
    expect(keyCommand('ArrowUp', watching)).toEqual({ command: 'volume', direction: 1 });
    expect(keyCommand('ArrowDown', watching)).toEqual({ command: 'volume', direction: -1 });
    expect(keyCommand('Space', watching)).toEqual({ command: 'togglePlay' });
    expect(keyCommand('KeyK', watching)).toEqual({ command: 'togglePlay' });
    expect(keyCommand('KeyM', watching)).toEqual({ command: 'toggleMute' });
    expect(keyCommand('KeyF', watching)).toEqual({ command: 'toggleFullscreen' });
    expect(keyCommand('Escape', watching)).toEqual({ command: 'closePanel' });
    expect(keyCommand('KeyQ', watching)).toBeNull();
  });

  it('are disabled in text inputs', () => {
    for (const code of ['ArrowLeft', 'Space', 'KeyM']) expect(keyCommand(code, typing)).toBeNull();
  });

  it('single-key shortcuts can be turned off while arrows, Space and Escape keep working (WCAG 2.1.4)', () => {
    expect(keyCommand('KeyM', noLetters)).toBeNull();
    expect(keyCommand('KeyF', noLetters)).toBeNull();
    expect(keyCommand('ArrowRight', noLetters)).toEqual({ command: 'rewind', direction: 1 });
    expect(keyCommand('Space', noLetters)).toEqual({ command: 'togglePlay' });
    expect(isSingleCharacterKey('Digit1')).toBe(true);
    expect(isSingleCharacterKey('Escape')).toBe(false);
  });
});

describe('key throttles', () => {
  const rewind = { command: 'rewind', direction: 1 } as const;
  const volume = { command: 'volume', direction: 1 } as const;

  it('key repeat is throttled at 70 ms', () => {
    const first = passKeyThrottle(OPEN_KEY_THROTTLE, rewind, true, 1000);
    expect(first).not.toBeNull();
    expect(passKeyThrottle(first!, rewind, true, 1069)).toBeNull();
    expect(passKeyThrottle(first!, rewind, true, 1070)).not.toBeNull();
  });

  it('a fresh press always passes and its auto-repeats are measured from it', () => {
    const pressed = passKeyThrottle({ lastRepeatAt: 990, lastVolumeAt: null }, rewind, false, 1000);
    expect(pressed).toEqual({ lastRepeatAt: 1000, lastVolumeAt: null });
    expect(passKeyThrottle(pressed!, rewind, true, 1050)).toBeNull();
  });

  it('volume keys are throttled at 100 ms, repeated or not', () => {
    const first = passKeyThrottle(OPEN_KEY_THROTTLE, volume, false, 1000);
    expect(passKeyThrottle(first!, volume, false, 1099)).toBeNull();
    expect(passKeyThrottle(first!, volume, true, 1099)).toBeNull();
    expect(passKeyThrottle(first!, volume, true, 1100)).not.toBeNull();
  });

  it('the volume throttle does not hold back other keys', () => {
    const first = passKeyThrottle(OPEN_KEY_THROTTLE, volume, false, 1000);
    expect(passKeyThrottle(first!, rewind, true, 1010)).not.toBeNull();
  });
});
