import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../ui/icons';
import styles from './scroll-to-top.module.css';

/** spec 1 §2: the button appears once the page is scrolled beyond one screen height. */
const isBeyondOneScreen = (scrollY: number, screenHeight: number) => scrollY > screenHeight;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(isBeyondOneScreen(window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('scroll_top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
