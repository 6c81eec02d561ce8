import { KEY_REPEAT_THROTTLE_MS, VOLUME_KEY_THROTTLE_MS } from './constants';

export type KeyCommand =
  | { command: 'rewind'; direction: 1 | -1 }
  | { command: 'volume'; direction: 1 | -1 }
  | { command: 'channel'; direction: 1 | -1 }
  | { command: 'togglePlay' }
  | { command: 'toggleMute' }
  | { command: 'toggleFullscreen' }
  | { command: 'closePanel' };

/**
 * Keys by `KeyboardEvent.code`, which names the physical key: "m" still mutes on a Russian layout where the
 * same key types "ь".
 */
const COMMANDS: Readonly<Record<string, KeyCommand>> = {
  ArrowLeft: { command: 'rewind', direction: -1 },
  ArrowRight: { command: 'rewind', direction: 1 },
  ArrowUp: { command: 'volume', direction: 1 },
  ArrowDown: { command: 'volume', direction: -1 },
  Space: { command: 'togglePlay' },
  Escape: { command: 'closePanel' },
  KeyK: { command: 'togglePlay' },
  KeyM: { command: 'toggleMute' },
  KeyF: { command: 'toggleFullscreen' },
  // Channel up and down: a remote's channel keys, and Page Up / Page Down on a keyboard.
  ChannelUp: { command: 'channel', direction: 1 },
  ChannelDown: { command: 'channel', direction: -1 },
  PageUp: { command: 'channel', direction: 1 },
  PageDown: { command: 'channel', direction: -1 },
};

/** Letter keys are the single-character shortcuts WCAG 2.1.4 lets the viewer turn off; arrows, Space and Escape stay. */
export function isSingleCharacterKey(code: string): boolean {
  return code.startsWith('Key') || code.startsWith('Digit');
}

export type KeyContext = { isTextInput: boolean; singleKeyShortcuts: boolean };

/** The command a key press asks for; none while typing in a text field (spec 2 §5) or for a turned-off shortcut. */
export function keyCommand(code: string, context: KeyContext): KeyCommand | null {
  if (context.isTextInput) return null;
  if (!context.singleKeyShortcuts && isSingleCharacterKey(code)) return null;
  return COMMANDS[code] ?? null;
}

/** When each throttle last let a key through; null before the first. */
export type KeyThrottle = { lastRepeatAt: number | null; lastVolumeAt: number | null };

export const OPEN_KEY_THROTTLE: KeyThrottle = { lastRepeatAt: null, lastVolumeAt: null };

const within = (last: number | null, now: number, windowMs: number) => last !== null && now - last < windowMs;

/**
 * Volume keys pass at most once per VOLUME_KEY_THROTTLE_MS whether held or tapped; other auto-repeated keys at
 * most once per KEY_REPEAT_THROTTLE_MS, so holding an arrow does not race through the film. Returns the
 * updated throttle, or null when the press is dropped.
 */
export function passKeyThrottle(throttle: KeyThrottle, command: KeyCommand, repeat: boolean, now: number): KeyThrottle | null {
  if (command.command === 'volume') {
    return within(throttle.lastVolumeAt, now, VOLUME_KEY_THROTTLE_MS) ? null : { ...throttle, lastVolumeAt: now };
  }
  // A fresh press always passes and starts the window its own auto-repeats are measured against.
  if (!repeat) return { ...throttle, lastRepeatAt: now };
  return within(throttle.lastRepeatAt, now, KEY_REPEAT_THROTTLE_MS) ? null : { ...throttle, lastRepeatAt: now };
}
