import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../ui/icons';
import styles from './mobile-menu.module.css';
import type { MobileMenuProps } from './mobile-menu-panel';

/** Radix's dialog is a chunk of its own: the page loads it when the viewer first opens the menu. */
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));
const preloadPanel = () => void import('./mobile-menu-panel');

/** The phone-width menu: a full-screen overlay with the server menu and the header's actions (spec 1 §2). */
export function MobileMenu(props: MobileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location key is a navigation, which closes the menu
  useEffect(() => setOpen(false), [key]);

  const trigger = (
    <button
      type="button"
      className={styles.trigger}
      aria-label={t('header.open_menu')}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      onClick={() => {
        setWanted(true);
        setOpen(true);
      }}
    >
      <MenuIcon />
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MobileMenuPanel {...props} open={open} setOpen={setOpen} />
    </Suspense>
  );
}
