import type { SearchItem } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageSources } from '../catalog/image';
import { itemHref } from '../catalog/links';
import styles from './header-search.module.css';

interface SuggestionOptionsProps {
  listId: string;
  items: SearchItem[];
  highlight: number;
  onHighlight: (index: number) => void;
  /** A suggestion was followed: the field closes its list. */
  onChosen: () => void;
}

/** A suggestion's small picture: a title's poster, a channel's logo, a song's or a collection's cover. */
function thumbnail(item: SearchItem) {
  switch (item.item_type) {
    case 'media_item':
      return { ...imageSources(item.logo, 'filmposter', '176x254'), shape: styles.poster };
    case 'channel':
      return { ...imageSources(item.logo, 'logo', '64x64'), shape: styles.logo };
    case 'karaoke_item':
      return { ...imageSources(item.logo, 'genre', '250x250'), shape: styles.square };
    case 'collection':
      return { ...imageSources(item.logo, 'horizontal', '320x180'), shape: styles.square };
  }
}

/** What a suggestion is, under its name: «Фильм · 2014», «Караоке · Artist». */
function useDetail() {
  const { t } = useTranslation();
  return (item: SearchItem): string => {
    switch (item.item_type) {
      case 'media_item':
        return [t(`search.kinds.${item.type}`), item.year].filter(Boolean).join(' · ');
      case 'karaoke_item':
        return `${t('search.kinds.karaoke_item')} · ${item.artist.name}`;
      default:
        return t(`search.kinds.${item.item_type}`);
    }
  };
}

/** The header search's suggestions: options of its listbox, each a link to the item's page. */
export default function SuggestionOptions({ listId, items, highlight, onHighlight, onChosen }: SuggestionOptionsProps) {
  const detail = useDetail();
  return items.map((item, index) => {
    const { shape, ...image } = thumbnail(item);
    return (
      <Link
        key={`${item.item_type}:${item.id}`}
        id={`${listId}-${index}`}
        role="option"
        aria-selected={index === highlight}
        tabIndex={-1}
        to={itemHref(item) ?? '/search'}
        className={styles.option}
        // The field keeps focus (and the list stays open) while the pointer chooses.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => onHighlight(index)}
        onClick={onChosen}
      >
        <img {...image} alt="" className={`${styles.thumb} ${shape}`} loading="lazy" decoding="async" />
        <span className={styles.text}>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.detail}>{detail(item)}</span>
        </span>
      </Link>
    );
  });
}
