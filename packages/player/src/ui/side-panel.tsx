import { type ReactNode, useEffect, useRef } from 'react';
import type { PlayerController } from '../core/controller';
import { CloseIcon } from './icons';
import styles from './side-panel.module.css';
import { usePlayerText } from './text';

export type SidePanelContent = {
  title: string;
  /** 'list' draws the TV channel list variant of spec 2 §2: a tighter, scrolling list. */
  variant?: 'default' | 'list';
  children: ReactNode;
};

/** The side panel of spec 2 §2, with its close button; it keeps the controls on screen while open (spec 2 §4). */
export function SidePanel({ content, controller }: { content: SidePanelContent; controller: PlayerController }) {
  const { t } = usePlayerText();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <aside ref={panel} className={styles.panel} data-variant={content.variant ?? 'default'} aria-label={content.title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{content.title}</h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('close')}
          onClick={() => controller.dispatch({ type: 'setSidePanel', open: false })}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>{content.children}</div>
    </aside>
  );
}
