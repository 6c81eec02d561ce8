import type { MediaItem } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { iconButtonClass } from '../../ui/button';
import { StarIcon } from '../../ui/icons';
import { openLogin } from '../auth/open-login';
import styles from './ratings.module.css';

/**
 * The title page's star: opens the rating modal (its own chunk, fetched on the first press); the viewer's score shows
 * beside the star once given. A visitor signs in first.
 */
export function RateButton({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const isAuth = useSession()?.is_auth === true;
  const rating = item.ratings.user;
  const label = rating === null ? t('rating.action') : t('rating.yours', { rating });
  const open = () => {
    if (!isAuth) void openLogin({});
    else void import('./rating-modal').then(({ openRating }) => openRating(item));
  };
  return (
    <button
      type="button"
      className={`${iconButtonClass} ${styles.rate}`}
      aria-label={label}
      title={label}
      onClick={open}
      data-rated={rating !== null}
    >
      <StarIcon />
      {rating === null ? null : (
        <span className={styles.score} aria-hidden="true">
          {rating}
        </span>
      )}
    </button>
  );
}
