import { useEffect } from 'react';
import { isAurora } from './aurora';

/** spec 1 §9: the Aurora swipe back needs 30 px of travel, from within 24 px of the right edge, within 500 ms. */
export const AURORA_SWIPE_THRESHOLD_PX = 30;
export const AURORA_SWIPE_EDGE_PX = 24;
export const AURORA_SWIPE_DURATION_MS = 500;

interface SwipeStart {
  x: number;
  at: number;
}

/** What the swipe reaches in the web view: its history, its address and closing the view itself. */
export interface SwipeWindow {
  innerWidth: number;
  location: { pathname: string };
  history: { back(): void };
  close(): void;
  addEventListener(type: 'touchstart' | 'touchend' | 'touchcancel', listener: (event: TouchEvent) => void): void;
  removeEventListener(type: 'touchstart' | 'touchend' | 'touchcancel', listener: (event: TouchEvent) => void): void;
}

/** A swipe counts only when one finger starts at the right edge, moves left far enough and lifts in time. */
export function isSwipeBack(start: SwipeStart, end: SwipeStart): boolean {
  return start.x - end.x >= AURORA_SWIPE_THRESHOLD_PX && end.at - start.at <= AURORA_SWIPE_DURATION_MS;
}

/**
 * spec 1 §1: in the Aurora OS web view a swipe from the right edge goes back, or closes the web view on the root
 * path (nothing is behind it). Returns the function that stops listening.
 */
export function listenForSwipeBack(target: SwipeWindow, now: () => number = () => performance.now()): () => void {
  let start: SwipeStart | null = null;
  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start =
      event.touches.length === 1 && touch && touch.clientX >= target.innerWidth - AURORA_SWIPE_EDGE_PX
        ? { x: touch.clientX, at: now() }
        : null;
  };
  const onEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const from = start;
    start = null;
    if (!from || !touch || !isSwipeBack(from, { x: touch.clientX, at: now() })) return;
    if (target.location.pathname === '/') target.close();
    else target.history.back();
  };
  const onCancel = () => {
    start = null;
  };
  target.addEventListener('touchstart', onStart);
  target.addEventListener('touchend', onEnd);
  target.addEventListener('touchcancel', onCancel);
  return () => {
    target.removeEventListener('touchstart', onStart);
    target.removeEventListener('touchend', onEnd);
    target.removeEventListener('touchcancel', onCancel);
  };
}

/** The shell's swipe back, on every page, only inside the Aurora OS web view. */
export function useSwipeBackOnAurora(): void {
  useEffect(() => {
    if (!isAurora(navigator.userAgent)) return;
    return listenForSwipeBack(window);
  }, []);
}
