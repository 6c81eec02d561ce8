import { buttonClass } from '../../../ui/button';
import { imageSources } from '../../catalog/image';
import { useHoverIntent } from '../../catalog/use-hover-intent';
import styles from '../blocks.module.css';
import { type CustomData, record, str } from '../custom-data';
import { CardVideoPreview, PROMO_CARD_PREVIEW_DELAY_MS, useDecorativeVideo } from '../video-preview';

/** spec 2 §5/§9: the promo cards grid needs at least 3 cards and shows at most 5. */
export const PROMO_CARDS_MIN = 3;
export const PROMO_CARDS_MAX = 5;
/** spec 2 §9 horizontal poster size: the picture and the video preview over it. */
const CARD_IMAGE = { width: 320, height: 180 };

/** The promo cards grid: renders nothing unless `cards` is a list of at least 3. */
export function PromoCards({ cards }: { cards: unknown }) {
  if (!Array.isArray(cards) || cards.length < PROMO_CARDS_MIN) return null;
  return (
    <ul className={styles.promoCards}>
      {(cards as CustomData[]).slice(0, PROMO_CARDS_MAX).map((card, index) => (
        <PromoCard key={str(card, 'title') ?? index} card={card} />
      ))}
    </ul>
  );
}

/** A card; with a `video_url`, its video plays over the picture once the pointer has rested on it for a second. */
function PromoCard({ card }: { card: CustomData }) {
  const { active, handlers } = useHoverIntent(PROMO_CARD_PREVIEW_DELAY_MS);
  const video = useDecorativeVideo() ? str(card, 'video_url') : null;
  const button = record(card, 'button');
  const image = str(card, 'image');
  return (
    <li className={styles.promoCard} {...(video ? handlers : {})}>
      {image || video ? (
        <span className={styles.promoCardMedia}>
          {image ? <img {...imageSources(image, 'horizontal', '320x180')} alt="" loading="lazy" {...CARD_IMAGE} /> : null}
          {video && active ? <CardVideoPreview src={video} {...CARD_IMAGE} /> : null}
        </span>
      ) : null}
      <h3>{str(card, 'title')}</h3>
      {str(card, 'subtitle') ? <p className={styles.muted}>{str(card, 'subtitle')}</p> : null}
      {button && str(button, 'target') ? (
        <a className={buttonClass('secondary')} href={str(button, 'target') ?? '#'}>
          {str(button, 'text')}
        </a>
      ) : null}
    </li>
  );
}
