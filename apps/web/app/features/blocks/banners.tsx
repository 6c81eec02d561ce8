import type { MediaBlock } from '@efir/contract';
import { useRef } from 'react';
import { Link } from 'react-router';
import { readableTextOn } from '../../ui/contrast';
import { imageSources } from '../catalog/image';
import { requestClickPixel, useShowPixel } from './ad-pixel';
import styles from './blocks.module.css';
import { CarouselDots, useCarouselSlide } from './carousel-dots';

type BannerItem = Extract<MediaBlock['items'][number], { item_type: 'banner' }>;

/**
 * spec 2 §2 banners: small, medium, large, stretching or carousel (display_type; one banner at a time, with its dots).
 * Renders nothing without banners.
 */
export function BannerBlock({ block, eager = false }: { block: MediaBlock; eager?: boolean }) {
  const track = useRef<HTMLUListElement>(null);
  const slide = useCarouselSlide(track);
  const banners = block.items.filter((item): item is BannerItem => item.item_type === 'banner');
  if (banners.length === 0) return null;
  const size = block.display_type ?? 'medium';
  return (
    <section className={styles.bannerSection} aria-label={block.name}>
      <ul ref={track} className={`${styles.banners} ${styles[`banners_${size}`] ?? ''}`}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.banner}>
            <BannerCard banner={banner} eager={eager && index === 0} />
          </li>
        ))}
      </ul>
      {size === 'carousel' ? <CarouselDots count={banners.length} current={slide.current} onChoose={slide.show} /> : null}
    </section>
  );
}

function BannerCard({ banner, eager }: { banner: BannerItem; eager: boolean }) {
  const pixel = banner.ad_pixel?.links;
  const card = useShowPixel(pixel?.show_url);
  const clicked = pixel ? () => requestClickPixel(pixel.click_url) : undefined;
  const body = (
    <>
      <picture>
        <source media="(max-width: 767px)" srcSet={imageSources(banner.images.mobile, 'banner', '360x240').srcSet} />
        <img {...imageSources(banner.images.desktop, 'banner', '800x250')} alt="" loading={eager ? 'eager' : 'lazy'} />
      </picture>
      <span className={styles.bannerText} style={{ color: banner.advertiser_info?.font_color }}>
        {banner.labels.map((label) => (
          <span key={label.text} className={styles.promoLabel} style={{ backgroundColor: label.color, color: readableTextOn(label.color) }}>
            {label.text}
          </span>
        ))}
        <strong>{banner.title}</strong>
        {banner.subtitle ? <span>{banner.subtitle}</span> : null}
      </span>
    </>
  );
  return banner.is_clickable && banner.target ? (
    <Link ref={card} to={banner.target.link} className={styles.bannerLink} style={{ backgroundColor: banner.color }} onClick={clicked}>
      {body}
    </Link>
  ) : (
    <div ref={card} className={styles.bannerLink} style={{ backgroundColor: banner.color }}>
      {body}
    </div>
  );
}
