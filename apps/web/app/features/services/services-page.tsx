import type { Service } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../shell/page-heading';
import { ServiceTile } from './service-tile';
import styles from './services.module.css';

/** Tiles above the fold on a desktop load eagerly. */
const EAGER_TILES = 4;

/** /services: every active service with what it opens and its promo label; bundles first as the operator ordered. */
export function ServicesPage({ services }: { services: Service[] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('page.services')} />
      {services.length === 0 ? (
        <p className={styles.empty}>{t('services.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {services.map((service, index) => (
            <li key={service.id}>
              <ServiceTile service={service} href={`/services/${service.alias}`} eager={index < EAGER_TILES} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
