import type { MediaBlockItem } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readableTextOn } from '../../ui/contrast';
import { offerText } from '../services/offer';
import styles from './cards.module.css';
import { imageSources } from './image';
import { itemHref } from './links';
import { PosterCard } from './poster-card';

type Of<T extends MediaBlockItem['item_type']> = Extract<MediaBlockItem, { item_type: T }>;

/** How a row shows media items: portrait posters, or landscape cards with the title (horizontal posters). */
export type CardShape = 'poster' | 'horizontal';

interface ItemCardProps {
  item: MediaBlockItem;
  shape?: CardShape;
  eager?: boolean;
  /** The picture most likely to be the largest paint: fetched before the other eager ones. */
  first?: boolean;
  rank?: number;
}

/** The card of any block item, linked as spec 2 §2 "Links from cards" says. */
export function ItemCard({ item, shape = 'poster', eager = false, first = false, rank }: ItemCardProps) {
  switch (item.item_type) {
    case 'media_item':
      return shape === 'poster' ? (
        <PosterCard item={item} eager={eager} first={first} rank={rank} />
      ) : (
        <WideCard item={item} image={item.visit_card} title={item.name} subtitle={item.year ? String(item.year) : null} eager={eager} />
      );
    case 'channel':
      return <ChannelCard item={item} eager={eager} />;
    case 'program':
      return <WideCard item={item} image={item.logo} title={item.name} subtitle={item.channel_info.name} eager={eager} />;
    case 'karaoke_item':
      return <SquareCard item={item} image={item.logo} title={item.name} subtitle={item.artist.name} eager={eager} />;
    case 'collection':
      return <WideCard item={item} image={item.logo} title={item.name} subtitle={null} eager={eager} />;
    case 'service':
      return <ServiceCard item={item} eager={eager} />;
    case 'person':
      return <PersonCard item={item} eager={eager} />;
    case 'genre':
      return <SquareCard item={item} image={item.image} title={item.name} subtitle={null} eager={eager} />;
    case 'banner':
      return <WideCard item={item} image={item.images.desktop} title={item.title} subtitle={item.subtitle} eager={eager} />;
  }
}

function CardLink({ item, className, children }: { item: MediaBlockItem; className: string; children: React.ReactNode }) {
  const href = itemHref(item);
  return href ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}

interface PictureCardProps {
  item: MediaBlockItem;
  image: string;
  title: string;
  subtitle: string | null;
  eager: boolean;
}

const loading = (eager: boolean) => (eager ? 'eager' : 'lazy');

function WideCard({ item, image, title, subtitle, eager }: PictureCardProps) {
  return (
    <CardLink item={item} className={`${styles.card} ${styles.wide}`}>
      <span className={styles.frame}>
        <img {...imageSources(image, 'horizontal', '400x225')} alt="" width={400} height={225} loading={loading(eager)} decoding="async" />
      </span>
      <span className={styles.title}>{title}</span>
      {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
    </CardLink>
  );
}

function SquareCard({ item, image, title, subtitle, eager }: PictureCardProps) {
  return (
    <CardLink item={item} className={`${styles.card} ${styles.square}`}>
      <span className={styles.frame}>
        <img {...imageSources(image, 'genre', '250x250')} alt="" width={250} height={250} loading={loading(eager)} decoding="async" />
      </span>
      <span className={styles.title}>{title}</span>
      {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
    </CardLink>
  );
}

function ChannelCard({ item, eager }: { item: Of<'channel'>; eager: boolean }) {
  const now = item.epgs[0];
  return (
    <CardLink item={item} className={`${styles.card} ${styles.channel}`}>
      <span className={styles.channelLogo} style={{ backgroundColor: item.poster_bg_color }}>
        <img {...imageSources(item.logo, 'logo', '128x128')} alt="" width={64} height={64} loading={loading(eager)} decoding="async" />
      </span>
      <span className={styles.title}>{item.name}</span>
      {now ? <span className={styles.subtitle}>{now.name}</span> : null}
    </CardLink>
  );
}

function ServiceCard({ item, eager }: { item: Of<'service'>; eager: boolean }) {
  return (
    <CardLink item={item} className={`${styles.card} ${styles.service}`}>
      <span className={styles.frame}>
        <img
          {...imageSources(item.image, 'subservice', '151x202')}
          alt=""
          width={151}
          height={202}
          loading={loading(eager)}
          decoding="async"
        />
        {item.promo_label_text ? (
          <span
            className={styles.label}
            style={{ backgroundColor: item.promo_label_color ?? undefined, color: readableTextOn(item.promo_label_color) }}
          >
            {item.promo_label_text}
          </span>
        ) : null}
      </span>
      <span className={styles.title}>{item.name}</span>
      <span className={styles.subtitle}>{item.description_short}</span>
      <ServicePrice item={item} />
    </CardLink>
  );
}

/** The plan's price on its card, as the checkout will charge it (see services/offer.ts); none once the viewer holds it. */
function ServicePrice({ item }: { item: Of<'service'> }) {
  const { t, i18n } = useTranslation();
  if (!item.offer || item.purchase_state?.service) return null;
  const { now, after } = offerText(item.offer, t, i18n.language);
  return (
    <span className={styles.price} data-testid="service-offer">
      <span className={styles.title}>{now}</span>
      {after ? <span className={styles.priceThen}>{after}</span> : null}
    </span>
  );
}

function PersonCard({ item, eager }: { item: Of<'person'>; eager: boolean }) {
  return (
    <CardLink item={item} className={`${styles.card} ${styles.person}`}>
      <span className={styles.avatar}>
        <img
          {...imageSources(item.photo_avatar, 'avatar', '120x120')}
          alt=""
          width={120}
          height={120}
          loading={loading(eager)}
          decoding="async"
        />
      </span>
      <span className={styles.title}>{item.name}</span>
    </CardLink>
  );
}
