import type { MediaBlock } from '@efir/contract';
import { preload } from 'react-dom';
import { imageSources } from '../../catalog/image';
import { BlockButtons } from '../block-buttons';
import styles from '../blocks.module.css';
import { buttonsOf, dataOf, record, str } from '../custom-data';

const MOBILE_MEDIA = '(max-width: 767px)';
const DESKTOP_MEDIA = '(min-width: 768px)';

/** spec 2 §9: up to 12 posters make the hero background when it has no image of its own. */
export const HERO_POSTERS_MAX = 12;

/** spec 2 §2 hero banners, full or card type (also the landing `start` block). Above the fold: images load eagerly. */
export function HeroBlock({ block, eager = false }: { block: MediaBlock; eager?: boolean }) {
  const data = dataOf(block);
  const background = str(data, 'background');
  const mobile = str(data, 'background_mobile');
  const desktop = background ? imageSources(background, 'background', '1280x720') : null;
  const mobileSrc = mobile ? `${mobile}?profile=banner&width=720&height=480` : null;
  if (eager && desktop) {
    // The largest paint of the page: fetched from the head, before the scripts, for the picture's own choice.
    // React does not preload an <img> inside <picture>, since the <source> decides.
    if (mobileSrc) preload(mobileSrc, { as: 'image', fetchPriority: 'high', media: MOBILE_MEDIA });
    preload(desktop.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: desktop.srcSet,
      ...(mobileSrc ? { media: DESKTOP_MEDIA } : {}),
    });
  }
  const label = record(data, 'promo_label');
  const logo = str(data, 'logo');
  const posters = block.items.flatMap((item) => (item.item_type === 'media_item' ? [item] : [])).slice(0, HERO_POSTERS_MAX);
  const card = str(data, 'display_type') === 'card';
  const buttons = buttonsOf(data);
  const buttonText = str(data, 'button_text');
  const anchor = str(data, 'anchor');
  return (
    <section id={anchor ?? undefined} className={`${styles.hero} ${card ? styles.heroCard : ''}`}>
      {background ? (
        <picture className={styles.heroBackground}>
          {mobileSrc ? <source media={MOBILE_MEDIA} srcSet={mobileSrc} /> : null}
          <img {...desktop} alt="" fetchPriority="high" />
        </picture>
      ) : posters.length > 0 ? (
        <div className={styles.heroPosters} aria-hidden="true">
          {posters.map((item) => (
            <img key={item.id} {...imageSources(item.logo, 'filmposter', '176x254')} alt="" width={176} height={254} />
          ))}
        </div>
      ) : null}
      <div className={styles.heroContent}>
        {logo ? <img className={styles.heroLogo} src={`${logo}?profile=logo&width=200&height=60`} alt="" width={200} height={60} /> : null}
        {label && str(label, 'text') ? (
          <span className={styles.promoLabel} style={{ backgroundColor: str(label, 'color') ?? undefined }}>
            {str(label, 'text')}
          </span>
        ) : null}
        <h2 className={styles.heroTitle}>{str(data, 'title') ?? block.name}</h2>
        {str(data, 'subtitle') ? <p className={styles.lead}>{str(data, 'subtitle')}</p> : null}
        <BlockButtons
          buttons={
            buttons.length > 0 || !buttonText
              ? buttons
              : [{ type: 'block_target', text: buttonText, target: anchor ?? '', is_bright: true }]
          }
        />
      </div>
    </section>
  );
}
