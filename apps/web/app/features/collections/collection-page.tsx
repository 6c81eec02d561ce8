import type { CollectionPage as Collection } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../catalog/card-grid';
import { imageSources } from '../catalog/image';
import { PageHeading } from '../shell/page-heading';
import styles from './collections.module.css';

/** /collections/{slug}: the collection's cover, description and copyright holders, then its items as cards. */
export function CollectionPage({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const holders = [collection.copyright_holder_logo_1, collection.copyright_holder_logo_2].filter((logo) => logo !== null);
  return (
    <>
      <PageHeading title={collection.name} />
      <section className={styles.intro}>
        <img
          className={styles.cover}
          {...imageSources(collection.logo, 'horizontal', '400x225')}
          alt=""
          width={400}
          height={225}
          fetchPriority="high"
        />
        <div className={styles.about}>
          {collection.description ? <p className={styles.lead}>{collection.description}</p> : null}
          <p className={styles.count}>{t('library.items_count', { count: collection.items.length })}</p>
          {holders.length > 0 ? (
            <ul className={styles.holders} aria-label={t('library.copyright_holders')}>
              {holders.map((logo) => (
                <li key={logo}>
                  <img {...imageSources(logo, 'logo', '100x30')} alt="" width={100} height={30} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
      {collection.items.length === 0 ? (
        <p className={styles.empty}>{t('library.collection_empty')}</p>
      ) : (
        <CardGrid items={collection.items} />
      )}
    </>
  );
}
