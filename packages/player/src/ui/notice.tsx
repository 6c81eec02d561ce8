import { useEffect, useRef } from 'react';
import styles from './notice.module.css';
import { usePlayerText } from './text';

/** The view-time limit notice (spec 2 §6): covers the player, which stays paused, and takes the focus. */
export function ViewLimitNotice({ action }: { action?: { label: string; href: string } }) {
  const { t } = usePlayerText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.notice} role="alertdialog" aria-modal="true" aria-labelledby="player-view-limit-title">
      <div className={styles.card}>
        <h2 id="player-view-limit-title" ref={heading} tabIndex={-1} className={styles.title}>
          {t('view_limit_title')}
        </h2>
        <p className={styles.text}>{t('view_limit_text')}</p>
        {action && (
          <a className={styles.action} href={action.href}>
            {action.label}
          </a>
        )}
      </div>
    </div>
  );
}
