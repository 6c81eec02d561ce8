import { useEffect, useRef, useState } from 'react';
import styles from './blocks.module.css';

/** spec 2 §9: a promo card's video preview starts after a one-second hover… */
export const PROMO_CARD_PREVIEW_DELAY_MS = 1000;
/** …and its frames are copied about 24 times per second. */
export const PREVIEW_FRAMES_PER_SECOND = 24;
/** Below this width the device is a phone: no background video to spend its data and battery on. */
export const BACKGROUND_VIDEO_MIN_WIDTH_PX = 600;

/**
 * Whether this device should play decorative video (spec 2 §2: "video omitted on some devices"): not before
 * hydration (the server cannot know), not for viewers who ask for reduced motion or to save data, not on phones.
 */
export function useDecorativeVideo(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    setAllowed(!reducedMotion && !connection?.saveData && window.innerWidth >= BACKGROUND_VIDEO_MIN_WIDTH_PX);
  }, []);
  return allowed;
}

/** A muted, looping video behind a block's content; the block's own background image shows until it plays. */
export function BackgroundVideo({ src, poster }: { src: string; poster?: string }) {
  if (!useDecorativeVideo()) return null;
  return (
    <video className={styles.backdropVideo} src={src} poster={poster} autoPlay muted loop playsInline tabIndex={-1} aria-hidden="true" />
  );
}

/**
 * A card's video preview: the clip plays unseen and its frames are drawn onto a canvas over the card's picture,
 * PREVIEW_FRAMES_PER_SECOND times a second, until the card unmounts it.
 */
export function CardVideoPreview({ src, width, height }: { src: string; width: number; height: number }) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const source = video.current;
    const context = canvas.current?.getContext('2d');
    if (!source || !context) return;
    const timer = setInterval(() => {
      if (source.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) context.drawImage(source, 0, 0, width, height);
    }, 1000 / PREVIEW_FRAMES_PER_SECOND);
    source.play().catch(() => {});
    return () => {
      clearInterval(timer);
      source.pause();
    };
  }, [width, height]);
  return (
    <>
      <video ref={video} src={src} muted loop playsInline preload="auto" hidden />
      <canvas
        ref={canvas}
        className={styles.cardPreview}
        width={width}
        height={height}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="card-video-preview"
      />
    </>
  );
}
