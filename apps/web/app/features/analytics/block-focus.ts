import { type RefObject, useEffect, useRef } from 'react';
import { track } from './track';

/** spec 2 §9: a media block counts as looked at when 90 % of it stays in view for 500 ms. */
export const BLOCK_FOCUS_VISIBILITY = 0.9;
export const BLOCK_FOCUS_DEBOUNCE_MS = 500;

/** Each block is reported once: in view long enough, then never again while `reported` remembers it. */
export function blockFocusTracker(onFocus: (blockId: string) => void, reported = new Set<string>(), delayMs = BLOCK_FOCUS_DEBOUNCE_MS) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    visible(blockId: string, isVisible: boolean): void {
      if (reported.has(blockId)) return;
      clearTimeout(timers.get(blockId));
      timers.delete(blockId);
      if (!isVisible) return;
      timers.set(
        blockId,
        setTimeout(() => {
          timers.delete(blockId);
          reported.add(blockId);
          onFocus(blockId);
        }, delayMs),
      );
    },
    stop(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** A block taller than the screen can never be 90 % visible: filling 90 % of the screen counts too. */
export function isInFocus(entry: Pick<IntersectionObserverEntry, 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>): boolean {
  if (entry.intersectionRatio >= BLOCK_FOCUS_VISIBILITY) return true;
  const screen = entry.rootBounds?.height ?? 0;
  return screen > 0 && entry.intersectionRect.height >= screen * BLOCK_FOCUS_VISIBILITY;
}

const THRESHOLDS = [0, 0.25, 0.5, 0.75, BLOCK_FOCUS_VISIBILITY, 1];

/**
 * Media-block focus analytics for the blocks inside `container`: each block's slot (`data-block-id`, drawn with
 * `display: contents`) is watched through the block's own box, its first element.
 */
export function useBlockFocusAnalytics(container: RefObject<HTMLElement | null>, view: string, blockKey: string): void {
  // Blocks arriving later (the rest of a long view) must not report the first ones again; another view starts afresh.
  const reported = useRef({ view, blocks: new Set<string>() });
  if (reported.current.view !== view) reported.current = { view, blocks: new Set() };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slots are read from the page again when the blocks change
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const slots = [...root.querySelectorAll<HTMLElement>('[data-block-id]')];
    const tracker = blockFocusTracker((blockId) => {
      const slot = slots.find((element) => element.dataset.blockId === blockId);
      track('media_block_focus', {
        view,
        block_id: Number(blockId),
        block_type: slot?.dataset.blockType ?? null,
        position: slot ? slots.indexOf(slot) : null,
      });
    }, reported.current.blocks);
    const blockOf = new Map<Element, string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const blockId = blockOf.get(entry.target);
          if (blockId) tracker.visible(blockId, isInFocus(entry));
        }
      },
      { threshold: THRESHOLDS },
    );
    for (const slot of slots) {
      const box = slot.firstElementChild;
      if (!box || !slot.dataset.blockId) continue;
      blockOf.set(box, slot.dataset.blockId);
      observer.observe(box);
    }
    return () => {
      observer.disconnect();
      tracker.stop();
    };
  }, [container, view, blockKey]);
}
