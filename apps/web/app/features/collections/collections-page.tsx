import type { Collection } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { imageSources } from '../catalog/image';
import { PageHeading } from '../shell/page-heading';
import styles from './collections.module.css';

/** /collections: every collection in the operator's order, each linked by its slug (spec 2 §2). */
export function CollectionsPage() {
  const { t } = useTranslation();
  const collections = useQuery(endpointQuery('collections.list')).data?.items ?? [];
  return (
    <>
      <PageHeading title={t('page.collections')} />
      {collections.length === 0 ? (
        <p className={styles.empty}>{t('library.collections_empty')}</p>
      ) : (
        <ul className={styles.list}>
          {collections.map((collection, index) => (
            <li key={collection.id}>
              <CollectionCard collection={collection} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CollectionCard({ collection, eager }: { collection: Collection; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={`/collections/${collection.slug}`} className={styles.card}>
      <span className={styles.frame}>
        <img
          {...imageSources(collection.logo, 'horizontal', '400x225')}
          alt=""
          width={400}
          height={225}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </span>
      <span className={styles.name}>{collection.name}</span>
      <span className={styles.count}>{t('library.items_count', { count: collection.items_count })}</span>
      {collection.description ? <span className={styles.description}>{collection.description}</span> : null}
    </Link>
  );
}
