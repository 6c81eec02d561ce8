import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import styles from './not-found.module.css';

/** The not-found page; with `code` it also reports why the page's data failed to load (spec 1 §2, §8). */
export function NotFound({ code }: { code?: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      {!code && (
        <p className={styles.mark} aria-hidden="true">
          404
        </p>
      )}
      <h1 id="not-found-title" className={styles.title}>
        {t('not_found.title')}
      </h1>
      <p className={styles.text}>{t('not_found.text')}</p>
      {code && <p className={styles.code}>{t('not_found.code', { code })}</p>}
      <Link to="/" className={buttonClass('primary', 'lg')}>
        {t('not_found.home')}
      </Link>
    </section>
  );
}

/** The way home under a page that stands in for content (an offer, a PIN, a restriction). */
export function HomeLink() {
  const { t } = useTranslation();
  return (
    <p className={styles.text}>
      <Link to="/" className={styles.homeLink}>
        {t('not_found.home')}
      </Link>
    </p>
  );
}
