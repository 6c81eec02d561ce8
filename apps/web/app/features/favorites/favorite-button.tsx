import type { FavoriteItemType } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { invalidateEndpoint } from '../../api/queries';
import { useSession } from '../../session/session';
import { buttonClass, iconButtonClass } from '../../ui/button';
import styles from './favorite-button.module.css';
import { useOptimisticToggle } from './use-optimistic-toggle';

/** Answers that carry is_favorite: refreshed after a change so a page opened later shows the new state. */
const refreshFavorites = () => invalidateEndpoint('favorites.list', 'mediaItems.getById', 'karaokeItems.getById', 'karaokeItems.list');

interface FavoriteButtonProps {
  itemType: FavoriteItemType;
  itemId: number;
  isFavorite: boolean;
  /** The heart alone (a title page's row of icon buttons); its words become the accessible name. */
  iconOnly?: boolean;
}

/**
 * spec 2 §4 Favourites: add or remove at once, then a 10-second notification; a visitor gets the login modal, and once
 * signed in the item is added by itself.
 */
export function FavoriteButton({ itemType, itemId, isFavorite, iconOnly = false }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const body = { item_type: itemType, item_id: itemId };
  const { state, press } = useOptimisticToggle(isFavorite, {
    intent: { kind: 'favorite', ...body },
    isIntent: (intent) => intent.kind === 'favorite' && intent.item_type === itemType && intent.item_id === itemId,
    save: (on) => browserApi().call(on ? 'favorites.add' : 'favorites.delete', { body }),
    savedText: (on) => t(on ? 'catalog.item.favorite_added' : 'catalog.item.favorite_removed'),
    refresh: () => void refreshFavorites(),
  });

  const label = t(state.isFavorite ? 'catalog.item.favorite_remove' : 'catalog.item.favorite_add');
  return (
    <button
      type="button"
      className={iconOnly ? `${iconButtonClass} ${styles.button}` : `${buttonClass('secondary', 'lg')} ${styles.button}`}
      data-active={state.isFavorite}
      aria-busy={state.saving !== null}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      onClick={() => press(session?.is_auth === true)}
    >
      <HeartIcon filled={state.isFavorite} />
      {iconOnly ? null : label}
    </button>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.6 1.1 5 3 1.4-1.9 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}
