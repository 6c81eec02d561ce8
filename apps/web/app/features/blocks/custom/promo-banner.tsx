import type { MediaBlock } from '@efir/contract';
import { buttonClass } from '../../../ui/button';
import { BlockButtons } from '../block-buttons';
import styles from '../blocks.module.css';
import { CountdownTimer } from '../countdown-timer';
import { buttonsOf, dataOf, list, record, str } from '../custom-data';

/** spec 2 §9: the sport promo shows up to 2 banners. */
export const SPORT_PROMO_BANNERS_MAX = 2;

/** spec 2 §2 promo banners: label, title, subtitle, advantages, countdown timer and buttons over an image. */
export function PromoBanner({ block }: { block: MediaBlock }) {
  const data = dataOf(block);
  const image = str(data, 'bg_image_url') ?? str(data, 'background');
  const timer = record(data, 'timer');
  const advantages = list<string>(data, 'advantages').filter((advantage) => typeof advantage === 'string');
  const buttonText = str(data, 'button_text');
  const banners = block.items.flatMap((item) => (item.item_type === 'banner' ? [item] : [])).slice(0, SPORT_PROMO_BANNERS_MAX);
  return (
    <section className={styles.promoBanner} id={str(data, 'html_id') ?? undefined}>
      {image ? <img className={styles.promoImage} src={`${image}?profile=banner&width=1600&height=500`} alt="" loading="lazy" /> : null}
      <div className={styles.promoContent}>
        {str(data, 'over_title') ? <p className={styles.overTitle}>{str(data, 'over_title')}</p> : null}
        {str(data, 'label') ? <span className={styles.promoLabel}>{str(data, 'label')}</span> : null}
        <h2 className={styles.heroTitle}>{str(data, 'title') ?? block.name}</h2>
        {str(data, 'subtitle') ? <p className={styles.lead}>{str(data, 'subtitle')}</p> : null}
        {advantages.length > 0 ? (
          <ul className={styles.advantages}>
            {advantages.map((advantage) => (
              <li key={advantage}>{advantage}</li>
            ))}
          </ul>
        ) : null}
        {str(data, 'promo_text') ? <p className={styles.promoText}>{str(data, 'promo_text')}</p> : null}
        {timer ? <CountdownTimer timer={timer} /> : null}
        <BlockButtons buttons={buttonsOf(data)} />
        {buttonText && buttonsOf(data).length === 0 ? (
          <a className={buttonClass('primary', 'lg')} href={`/services/${String(data.service_id ?? '')}`}>
            {buttonText}
          </a>
        ) : null}
        {banners.length > 0 ? (
          <ul className={styles.promoBanners}>
            {banners.map((banner) => (
              <li key={banner.id}>
                <a href={banner.target?.link ?? '#'}>{banner.title}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
