import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';

/** Whether a row can scroll back or on: its paging chevrons show only where there is more to see. */
interface Ends {
  atStart: boolean;
  atEnd: boolean;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The first focusable element of each of the list's items: the card, which is what moves focus along a row. */
function focusTargets(list: HTMLElement | null): HTMLElement[] {
  if (!list) return [];
  return [...list.children].flatMap((item) => {
    const target = item.querySelector<HTMLElement>('a[href], button');
    return target ? [target] : [];
  });
}

/**
 * A horizontal row for mouse and keyboard. Paging: the chevrons move by a page of whole cards (the next page starts
 * with the card cut off at the edge) and know when an end is reached. Roving focus: the row is one tab stop (the card
 * focused last, the first at start), and the arrow keys, Home and End move along it.
 * Before hydration every card is a tab stop and no chevron shows, so the row works without script.
 */
export function useRowNavigation(list: RefObject<HTMLElement | null>) {
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: true });
  const current = useRef(0);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      const next = { atStart: element.scrollLeft <= 1, atEnd: element.scrollLeft >= max - 1 };
      setEnds((previous) => (previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next));
    };
    measure();
    // Cards have fixed sizes: the row's overflow changes with its scroll and the window's width only.
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [list]);

  // After every render, as the cards may have changed: one of them is the row's tab stop.
  useEffect(() => {
    const targets = focusTargets(list.current);
    const active = Math.min(current.current, targets.length - 1);
    targets.forEach((target, index) => {
      target.tabIndex = index === active ? 0 : -1;
    });
  });

  const page = (direction: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    const gutter = Number.parseFloat(getComputedStyle(element).scrollPaddingInlineStart) || 0;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (direction === 1) {
      // The first card that does not fit whole opens the next page.
      const cut = [...element.children].find((item) => item.getBoundingClientRect().right > box.right - gutter + 1);
      if (cut) element.scrollTo({ left: element.scrollLeft + cut.getBoundingClientRect().left - box.left - gutter, behavior });
      return;
    }
    // Back by the width the cards occupy; scroll snapping settles on a card's start.
    element.scrollBy({ left: -(element.clientWidth - 2 * gutter), behavior });
  };

  const onFocus = (event: FocusEvent) => {
    const targets = focusTargets(list.current);
    const index = targets.indexOf(event.target as HTMLElement);
    if (index < 0 || index === current.current) return;
    targets[current.current]?.setAttribute('tabindex', '-1');
    event.target.setAttribute('tabindex', '0');
    current.current = index;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const targets = focusTargets(list.current);
    const index = targets.indexOf(event.target as HTMLElement);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: targets.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    // At an end the key does nothing, rather than scrolling the page.
    event.preventDefault();
    targets[Math.max(0, Math.min(to, targets.length - 1))]?.focus();
  };

  return { ...ends, page, onFocus, onKeyDown };
}
