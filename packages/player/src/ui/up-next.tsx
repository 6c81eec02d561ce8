import { useEffect, useRef, useState } from 'react';
import { usePlayerText } from './text';
import styles from './up-next.module.css';

/** Seconds the up-next card counts down before the next episode starts on its own. */
export const UP_NEXT_COUNTDOWN_S = 10;

export type UpNextItem = { title: string; subtitle: string | null; imageUrl?: string };

/** Binge-watching: at the end of an episode, the next one with a countdown; the viewer may start it now or stay. */
export function UpNextCard({ item, onPlay, onCancel }: { item: UpNextItem; onPlay: () => void; onCancel: () => void }) {
  const { t } = usePlayerText();
  const [left, setLeft] = useState(UP_NEXT_COUNTDOWN_S);

  useEffect(() => {
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  // Once: the page re-renders (with a new onPlay) while the next episode loads.
  const started = useRef(false);
  useEffect(() => {
    if (left > 0 || started.current) return;
    started.current = true;
    onPlay();
  }, [left, onPlay]);

  return (
    <section className={styles.card} aria-label={t('up_next')}>
      {item.imageUrl && <img className={styles.image} src={item.imageUrl} alt="" />}
      <div className={styles.body}>
        <p className={styles.label} aria-live="polite">
          {t('up_next_in', { seconds: left })}
        </p>
        <h2 className={styles.title}>{item.title}</h2>
        {item.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
        <div className={styles.actions}>
          <button type="button" className={styles.play} onClick={onPlay}>
            <span className={styles.progress} style={{ width: `${(1 - left / UP_NEXT_COUNTDOWN_S) * 100}%` }} aria-hidden="true" />
            <span className={styles.playLabel}>{t('play_now')}</span>
          </button>
          <button type="button" className={styles.cancel} onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Shown while the playhead is inside the item's opening titles. */
export function SkipIntroButton({ onSkip }: { onSkip: () => void }) {
  const { t } = usePlayerText();
  return (
    <button type="button" className={styles.skip} onClick={onSkip}>
      {t('skip_intro')}
    </button>
  );
}
