import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import type { PlayerController } from '../core/controller';
import controlStyles from './controls.module.css';
import { CloseIcon, ListIcon } from './icons';
import styles from './side-panel.module.css';
import { usePlayerText } from './text';

/**
 * What the host page puts in the side panel: the episodes of the season, or the TV channel list. The player
 * draws the panel, its opener in the controls and its close button; the content stays the page's.
 */
export type SidePanelContent = {
  title: string;
  /** The accessible name of the controls button that opens the panel. */
  openLabel: string;
  /** 'list' draws the TV channel list variant of spec 2 §2: a tighter, scrolling list. */
  variant?: 'default' | 'list';
  children: ReactNode;
};

const SidePanelClose = createContext<() => void>(() => undefined);

/** For the panel's content: closes the panel, e.g. once the viewer has picked what to play. */
export const useCloseSidePanel = () => useContext(SidePanelClose);

/** Marks the opener so focus can return to it when the panel closes. */
export const SIDE_PANEL_TOGGLE_ATTRIBUTE = 'data-side-panel-toggle';

/** The side panel of spec 2 §2, with its close button; it keeps the controls on screen while open (spec 2 §4). */
export function SidePanel({ content, controller }: { content: SidePanelContent; controller: PlayerController }) {
  const { t } = usePlayerText();
  const panel = useRef<HTMLElement>(null);
  const close = () => controller.dispatch({ type: 'setSidePanel', open: false });
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <aside ref={panel} className={styles.panel} data-variant={content.variant ?? 'default'} aria-label={content.title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{content.title}</h2>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>
        <SidePanelClose.Provider value={close}>{content.children}</SidePanelClose.Provider>
      </div>
    </aside>
  );
}

/** The controls button that opens and closes the side panel. */
export function SidePanelToggle({
  content,
  isOpen,
  controller,
  onPress,
}: {
  content: SidePanelContent;
  isOpen: boolean;
  controller: PlayerController;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className={controlStyles.button}
      aria-label={content.openLabel}
      aria-expanded={isOpen}
      {...{ [SIDE_PANEL_TOGGLE_ATTRIBUTE]: '' }}
      onClick={() => {
        onPress();
        controller.dispatch({ type: 'setSidePanel', open: !isOpen });
      }}
    >
      <ListIcon />
    </button>
  );
}
