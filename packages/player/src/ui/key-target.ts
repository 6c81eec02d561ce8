/** Fields where keys type text: the core turns shortcuts off there (spec 2 §5). Sliders keep their own arrows. */
export function isTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.matches('input, textarea, select');
}

const ACTIVATION_KEYS = new Set(['Space', 'Enter', 'NumpadEnter']);

/** A focused button (or radio, checkbox, link) answers Space and Enter itself; the player must not also toggle play. */
export function isActivationOfControl(target: EventTarget | null, code: string): boolean {
  if (!ACTIVATION_KEYS.has(code) || !(target instanceof Element)) return false;
  return target.matches('button, a[href], [role="button"], [role="radio"], [role="switch"], [role="checkbox"], summary');
}
