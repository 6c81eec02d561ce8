import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './blocks.module.css';
import { isOver, parseTimerDate, remaining } from './countdown';
import { type CustomData, str } from './custom-data';

const TICK_MS = 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** spec 2 §4 Promo countdown: ticks each second and shows end_time_text once every unit is zero. */
export function CountdownTimer({ timer }: { timer: CustomData }) {
  const { t } = useTranslation();
  const end = parseTimerDate(str(timer, 'end_date_time') ?? '');
  // The server cannot know the viewer's clock: the time appears after hydration.
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  if (!end || !now) return <div className={styles.timer} aria-hidden="true" />;
  const left = remaining(end, now);
  const color = str(timer, 'color') ?? undefined;
  if (isOver(left))
    return (
      <p className={styles.timer} style={{ color }}>
        {str(timer, 'end_time_text')}
      </p>
    );
  const units = [
    [left.days, t('catalog.timer.days')],
    [left.hours, t('catalog.timer.hours')],
    [left.minutes, t('catalog.timer.minutes')],
    [left.seconds, t('catalog.timer.seconds')],
  ] as const;
  return (
    <div className={styles.timer} role="timer" style={{ color }}>
      {units.map(([value, label]) => (
        <span key={label} className={styles.timerUnit}>
          <strong>{pad(value)}</strong>
          <small>{label}</small>
        </span>
      ))}
    </div>
  );
}
