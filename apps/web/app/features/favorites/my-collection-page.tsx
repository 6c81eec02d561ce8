import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { SignInPrompt } from '../account/sign-in-prompt';
import { CardGrid } from '../catalog/card-grid';
import { PageHeading } from '../shell/page-heading';
import { groupFavorites } from './favorite-groups';
import styles from './my-collection.module.css';

/** /my/collection: the active profile's favourites by kind (spec 1 §2); a visitor is asked to sign in. */
export function MyCollectionPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const favorites = useQuery(endpointQuery('favorites.list', {}, { enabled: isAuth })).data;
  return (
    <>
      <PageHeading title={t('page.my_collection')} />
      {session && !isAuth && <SignInPrompt />}
      {favorites && favorites.items.length === 0 ? (
        <section className={styles.empty}>
          <p>{t('library.favorites_empty')}</p>
          <Link to="/" className={buttonClass('primary')}>
            {t('library.to_catalogue')}
          </Link>
        </section>
      ) : null}
      {favorites
        ? groupFavorites(favorites.items).map((group) => (
            <section key={group.type} className={styles.group} aria-labelledby={`favorites-${group.type}`}>
              <h2 id={`favorites-${group.type}`} className={styles.title}>
                {t(`library.favorite_groups.${group.type}`)}
              </h2>
              <CardGrid items={group.items} />
            </section>
          ))
        : null}
    </>
  );
}
