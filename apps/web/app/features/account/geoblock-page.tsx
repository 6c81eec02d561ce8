import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button';
import { PageHeading } from '../shell/page-heading';
import styles from './my-page.module.css';

/** /geoblock: where an HTTP 451 sends the viewer (spec 1 §2, §8). */
export function GeoblockPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('page.geoblock')} />
      <section className={styles.panel}>
        <p className={styles.text}>{t('geoblock.text')}</p>
        <div className={styles.links}>
          <a href="/" className={buttonClass('primary')}>
            {t('geoblock.retry')}
          </a>
        </div>
      </section>
    </>
  );
}
