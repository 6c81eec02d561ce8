import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { PlayIcon } from '../../ui/icons';
import styles from './hero.module.css';

/** The home view's opening: the brand's promise and the two ways in (live TV and the catalogue). */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.art} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
        <h1 id="home-title" className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
        <div className={styles.actions}>
          <Link to="/tv" className={buttonClass('primary', 'lg')}>
            <PlayIcon />
            {t('home.watch_tv')}
          </Link>
          <Link to="/catalog" className={buttonClass('secondary', 'lg')}>
            {t('home.catalog')}
          </Link>
        </div>
      </div>
    </section>
  );
}
