import { useEffect, useRef, useState } from 'react';

/** spec 2 §9: the hover preview opens after 500 ms. */
export const HOVER_PREVIEW_DELAY_MS = 500;

/** True once the pointer has rested on the element for `delayMs`; false as soon as it leaves. */
export function useHoverIntent(delayMs = HOVER_PREVIEW_DELAY_MS) {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onPointerEnter = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setActive(true), delayMs);
  };
  const onPointerLeave = () => {
    clearTimeout(timer.current);
    setActive(false);
  };
  return { active, handlers: { onPointerEnter, onPointerLeave } };
}
