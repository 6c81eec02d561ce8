import type { Service } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readableTextOn } from '../../ui/contrast';
import { imageSources } from '../catalog/image';
import { offerText } from './offer';
import styles from './services.module.css';

/** What a service opens, as short counts; kinds it has none of are left out. */
export function ServiceCounts({ service }: { service: Service }) {
  const { t } = useTranslation();
  const counts = [
    ['media_items', service.media_items_count],
    ['channels', service.channels_count],
    ['karaoke_items', service.karaoke_items_count],
  ] as const;
  const shown = counts.filter(([, count]) => count > 0);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.counts}>
      {shown.map(([kind, count]) => (
        <li key={kind}>{t(`services.count.${kind}`, { count })}</li>
      ))}
    </ul>
  );
}

export function PromoLabel({ service }: { service: Pick<Service, 'promo_label_text' | 'promo_label_color'> }) {
  if (!service.promo_label_text) return null;
  return (
    <span
      className={styles.label}
      style={{ backgroundColor: service.promo_label_color ?? undefined, color: readableTextOn(service.promo_label_color) }}
    >
      {service.promo_label_text}
    </span>
  );
}

/**
 * What subscribing costs this viewer, as the checkout will charge it (the API's offer, visitors included): the price
 * now and, after a trial or intro price, what follows. Nothing once the viewer holds the service, or when it is not sold.
 */
export function ServiceOffer({ service }: { service: Pick<Service, 'offer' | 'purchase_state'> }) {
  const { t, i18n } = useTranslation();
  if (!service.offer || service.purchase_state?.service) return null;
  const { now, after } = offerText(service.offer, t, i18n.language);
  return (
    <span className={styles.offer} data-testid="service-offer">
      <strong className={styles.offerNow}>{now}</strong>
      {after ? <span className={styles.offerThen}>{after}</span> : null}
    </span>
  );
}

/** A service in the /services list or among a bundle's sub-services: cover, name, description, label, price and counts. */
export function ServiceTile({ service, href, eager = false }: { service: Service; href: string; eager?: boolean }) {
  return (
    <Link className={styles.tile} to={href}>
      <img
        className={styles.cover}
        {...imageSources(service.image, 'subservice', '151x202')}
        alt=""
        width={151}
        height={202}
        loading={eager ? 'eager' : 'lazy'}
      />
      <span className={styles.about}>
        <PromoLabel service={service} />
        <span className={styles.name}>{service.name}</span>
        <span className={styles.description}>{service.description_short}</span>
        <ServiceOffer service={service} />
        <ServiceCounts service={service} />
      </span>
    </Link>
  );
}
