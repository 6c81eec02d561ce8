/**
 * A press the page got before it hydrated. The server's page shows its buttons at once; their handlers come with
 * React. A script at the top of the body notes the last button pressed until hydration begins, and the hydrated page
 * makes that press again, so a viewer's quick tap (a filter chip, a menu) is not lost on a slow phone. Only
 * `type="button"` buttons are noted: links and forms work without scripts, and a press during hydration is React's
 * own to replay.
 */
const EARLY_PRESS = '__efirEarlyPress';

type PressWindow = Window & { [EARLY_PRESS]?: Element | false };

/** Runs first in the body as the page is parsed; `false` in its slot means hydration has begun. */
export const EARLY_PRESS_SCRIPT = `addEventListener('click',function(e){if(window.${EARLY_PRESS}===false||!(e.target instanceof Element))return;var b=e.target.closest('button[type=button]');if(b)window.${EARLY_PRESS}=b},true)`;

let noted: HTMLButtonElement | null = null;

/** Called as hydration begins: the press noted so far is kept for replayEarlyPress, and no more are noted. */
export function stopNotingPresses(view: Window): void {
  const pressWindow = view as PressWindow;
  const pressed = pressWindow[EARLY_PRESS];
  pressWindow[EARLY_PRESS] = false;
  noted = pressed instanceof HTMLButtonElement ? pressed : null;
}

/** Once hydrated: the noted press again, at most once, on the button hydration kept (one it replaced was never pressed). */
export function replayEarlyPress(): void {
  const button = noted;
  noted = null;
  if (button?.isConnected && !button.disabled) button.click();
}
