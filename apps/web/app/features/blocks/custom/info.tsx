import type { MediaBlock } from '@efir/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { BlockButtons } from '../block-buttons';
import styles from '../blocks.module.css';
import { CountdownTimer } from '../countdown-timer';
import { buttonsOf, type CustomData, dataOf, iconOf, list, record, str, titleOf } from '../custom-data';
import { PromoCards } from './promo-cards';

/** Text of an item; in the two custom-data promo blocks (promo_banner_v3, v4) titles and subtitles are the operator's HTML. */
function ItemText({ value, html, as: Tag }: { value: string | null; html: boolean; as: 'strong' | 'span' }) {
  if (!value) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's markup (spec 2 §3: titles as HTML), sanitised by the API (modules/catalog/html.ts)
  return html ? <Tag dangerouslySetInnerHTML={{ __html: value }} /> : <Tag>{value}</Tag>;
}

function Items({ items, html }: { items: CustomData[]; html: boolean }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.features}>
      {items.map((item, index) => {
        const icon = iconOf(item.icon);
        return (
          <li key={str(item, 'title') ?? index} className={styles.feature}>
            {icon ? <img src={icon.url} alt="" width={icon.width} height={icon.height} loading="lazy" /> : null}
            <ItemText value={str(item, 'title')} html={html} as="strong" />
            <ItemText value={str(item, 'text') ?? str(item, 'subtitle')} html={html} as="span" />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Landing blocks made of text, icon items, details, a grid, an image and buttons (aboutService, featuresSmall, devices,
 * buy, more_details, promoDetails, what_is_it, prompt, watch_tv, promo_banner_v3/v4 …). Each part shows when present.
 */
export function InfoBlock({ block, html = false }: { block: MediaBlock; html?: boolean }) {
  const data = dataOf(block);
  const description = data.description;
  const descriptions = Array.isArray(description)
    ? description.filter((line) => typeof line === 'string')
    : typeof description === 'string'
      ? [description]
      : [];
  const texts = ['text', 'text1', 'text2', 'text3'].map((key) => str(data, key)).filter((text): text is string => text !== null);
  const grid = record(data, 'grid');
  const image = str(data, 'image_link') ?? str(data, 'background');
  const timer = record(data, 'timer');
  const label = record(data, 'promo_label');
  const icon = iconOf(data.icon);
  const glow = str(data, 'glow_color') ?? str(data, 'frame_color');
  const buttonText = str(data, 'button_text');
  const target = str(data, 'target_text') ?? (data.service_id ? `/services/${String(data.service_id)}` : null);
  return (
    <section
      id={str(data, 'html_id') ?? undefined}
      className={`${styles.panel} ${image ? styles.panelWithImage : ''}`}
      style={glow ? { boxShadow: `0 0 0 1px ${glow}, 0 0 48px -12px ${glow}` } : undefined}
    >
      <div className={styles.panelBody}>
        {icon ? <img src={icon.url} alt="" width={icon.width} height={icon.height} loading="lazy" /> : null}
        {label && str(label, 'text') ? (
          <span className={styles.promoLabel} style={{ backgroundColor: str(label, 'color') ?? undefined }}>
            {str(label, 'text')}
          </span>
        ) : null}
        {titleOf(block) ? <h2 className={styles.sectionTitle}>{titleOf(block)}</h2> : null}
        {str(data, 'subtitle') ? <p className={styles.lead}>{str(data, 'subtitle')}</p> : null}
        {texts.map((text) => (
          <p key={text} className={styles.muted}>
            {text}
          </p>
        ))}
        {descriptions.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <Items items={list(data, 'items')} html={html} />
        {list(data, 'details').length > 0 ? (
          <dl className={styles.details}>
            {list(data, 'details').map((detail) => (
              <div key={str(detail, 'title')}>
                <dt>{str(detail, 'title')}</dt>
                <dd>{str(detail, 'text')}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {grid ? (
          <>
            {str(grid, 'title') ? <h3>{str(grid, 'title')}</h3> : null}
            <Items items={list(grid, 'items')} html={false} />
          </>
        ) : null}
        <PromoCards cards={data.cards} />
        {timer ? <CountdownTimer timer={timer} /> : null}
        <BlockButtons buttons={buttonsOf(data)} />
        {buttonText && target ? (
          <Link to={target} className={buttonClass('primary', 'lg')}>
            {buttonText}
          </Link>
        ) : null}
        {str(data, 'bottom_text') ? <p className={styles.muted}>{str(data, 'bottom_text')}</p> : null}
      </div>
      {image ? <img className={styles.panelImage} src={image} alt="" loading="lazy" width={480} height={300} /> : null}
    </section>
  );
}
