import type { MediaBlock, MediaItemCard } from '@efir/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { formatRating } from '../catalog/format';
import { imageSources } from '../catalog/image';
import { mediaItemHref, playerHref } from '../catalog/links';
import styles from './blocks.module.css';
import { CarouselDots, useCarouselSlide } from './carousel-dots';
import { dataOf, list, str } from './custom-data';
import { CardRow } from './row';
import { BackgroundVideo } from './video-preview';

const mediaItems = (block: MediaBlock): MediaItemCard[] => block.items.flatMap((item) => (item.item_type === 'media_item' ? [item] : []));

/** The carousel block: full-width slides of items over their backgrounds, snapping one by one, with a dot for each. */
export function CarouselBlock({ block, eager = false }: { block: MediaBlock; eager?: boolean }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const slide = useCarouselSlide(track);
  const items = mediaItems(block);
  if (items.length === 0) return null;
  return (
    <section className={styles.carousel} aria-label={block.name}>
      <ul ref={track} className={styles.carouselTrack}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.carouselSlide}>
            <img
              className={styles.carouselImage}
              {...imageSources(item.background, 'background', '1280x720')}
              alt=""
              loading={eager && index === 0 ? 'eager' : 'lazy'}
              fetchPriority={eager && index === 0 ? 'high' : undefined}
            />
            <div className={styles.carouselContent}>
              <h2 className={styles.heroTitle}>{item.name}</h2>
              <p className={styles.meta}>
                {[
                  item.ratings.service !== null ? formatRating(item.ratings.service) : null,
                  item.year,
                  item.genres[0]?.name,
                  item.age_level.name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className={styles.lead}>{item.short_description}</p>
              <div className={styles.buttons}>
                <Link to={playerHref(item)} className={buttonClass('primary', 'lg')}>
                  {t('catalog.watch')}
                </Link>
                <Link to={mediaItemHref(item)} className={buttonClass('secondary', 'lg')}>
                  {t('catalog.more')}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <CarouselDots count={items.length} current={slide.current} onChoose={slide.show} />
    </section>
  );
}

/** The background block: a row of posters over the block's own image. */
export function BackgroundBlock({ block }: { block: MediaBlock }) {
  const background = str(dataOf(block), 'background');
  return (
    <div
      className={styles.backdrop}
      style={background ? { backgroundImage: `url(${background}?profile=background&width=1280&height=720)` } : undefined}
    >
      <CardRow block={block} items={block.items} />
    </div>
  );
}

interface PersonCardData {
  banner_id: number;
  title: string;
  role?: string;
  subtitle?: string;
}

/** The promo block: a carousel of items over the looping background video (its image where no video plays), and person cards linked to banners. */
export function PromoBlock({ block }: { block: MediaBlock }) {
  const data = dataOf(block);
  const image = str(data, 'video_image_top');
  const video = str(data, 'video_url');
  const people = list<PersonCardData>(data, 'person_cards').filter((card) => typeof card?.title === 'string');
  const background = image ? `${image}?profile=background&width=1280&height=720` : undefined;
  return (
    <div className={styles.backdrop} style={background ? { backgroundImage: `url(${background})` } : undefined}>
      {video ? <BackgroundVideo src={video} poster={background} /> : null}
      <div className={styles.backdropContent}>
        <CardRow block={{ ...block, name: str(data, 'title') ?? block.name }} items={block.items} />
        {people.length > 0 ? (
          <ul className={styles.personCards}>
            {people.map((person) => (
              <li key={person.banner_id}>
                <strong>{person.title}</strong>
                {person.role ? <span className={styles.muted}>{person.role}</span> : null}
                {person.subtitle ? <span>{person.subtitle}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
