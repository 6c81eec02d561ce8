import { buttonClass } from '../../../ui/button';
import styles from '../blocks.module.css';
import { type CustomData, record, str } from '../custom-data';

/** spec 2 §5/§9: the promo cards grid needs at least 3 cards and shows at most 5. */
export const PROMO_CARDS_MIN = 3;
export const PROMO_CARDS_MAX = 5;

/** The promo cards grid: renders nothing unless `cards` is a list of at least 3. */
export function PromoCards({ cards }: { cards: unknown }) {
  if (!Array.isArray(cards) || cards.length < PROMO_CARDS_MIN) return null;
  return (
    <ul className={styles.promoCards}>
      {(cards as CustomData[]).slice(0, PROMO_CARDS_MAX).map((card, index) => {
        const button = record(card, 'button');
        return (
          <li key={str(card, 'title') ?? index} className={styles.promoCard}>
            {str(card, 'image') ? <img src={str(card, 'image') ?? ''} alt="" loading="lazy" width={320} height={200} /> : null}
            <h3>{str(card, 'title')}</h3>
            {str(card, 'subtitle') ? <p className={styles.muted}>{str(card, 'subtitle')}</p> : null}
            {button && str(button, 'target') ? (
              <a className={buttonClass('secondary')} href={str(button, 'target') ?? '#'}>
                {str(button, 'text')}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
