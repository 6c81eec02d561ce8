import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './blocks.module.css';

/** spec 2 §2: a block section reveals once, when half of it is visible. */
export const REVEAL_THRESHOLD = 0.5;

/** Sections already on screen at hydration stay as rendered; later ones fade in once and stay. */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setState('shown');
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.reveal} data-reveal={state}>
      {children}
    </div>
  );
}
