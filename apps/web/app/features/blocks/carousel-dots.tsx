import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './blocks.module.css';

/** Where each slide starts, as a scroll position of the track. */
function slideStarts(track: HTMLElement): number[] {
  const slides = [...track.children] as HTMLElement[];
  const first = slides[0]?.offsetLeft ?? 0;
  return slides.map((slide) => slide.offsetLeft - first);
}

/** The slide a carousel shows (the one whose start is nearest its scroll position), and a way to show another. */
export function useCarouselSlide(track: RefObject<HTMLElement | null>): { current: number; show: (index: number) => void } {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const follow = () => {
      const starts = slideStarts(element);
      const distance = (index: number) => Math.abs((starts[index] ?? 0) - element.scrollLeft);
      setCurrent(starts.reduce((nearest, _start, index) => (distance(index) < distance(nearest) ? index : nearest), 0));
    };
    element.addEventListener('scroll', follow, { passive: true });
    return () => element.removeEventListener('scroll', follow);
  }, [track]);
  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: slideStarts(element)[index] ?? 0, behavior: smooth ? 'smooth' : 'auto' });
  };
  return { current, show };
}

/** One dot per slide, the shown one marked: a mouse reaches every slide of a carousel (fingers swipe). */
export function CarouselDots({ count, current, onChoose }: { count: number; current: number; onChoose: (index: number) => void }) {
  const { t } = useTranslation();
  if (count < 2) return null;
  return (
    <fieldset className={styles.dots} aria-label={t('catalog.carousel.slides')}>
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its slide's position
          key={index}
          type="button"
          className={styles.dot}
          aria-label={t('catalog.carousel.slide', { index: index + 1, count })}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onChoose(index)}
        />
      ))}
    </fieldset>
  );
}
