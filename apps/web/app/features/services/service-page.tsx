import type { MediaBlock, MediaBlockItem, MediaView, Service, ServiceContent } from '@efir/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MediaViewBlocks } from '../blocks/media-view';
import { imageSources } from '../catalog/image';
import { BUY_TARGET, LandingPurchase } from '../purchases/landing-purchase';
import { PurchaseButton } from '../purchases/purchase-button';
import { PageHeading } from '../shell/page-heading';
import { ServiceSubscription } from '../subscriptions/service-subscription';
import { PromoLabel, ServiceCounts, ServiceOffer, ServiceTile } from './service-tile';
import styles from './services.module.css';

/** A block of the composed landing page, shaped as the media view blocks the operator configures. */
function row(id: number, type: 'content' | 'channels', name: string, items: MediaBlockItem[]): MediaBlock {
  return { id, name, sub_name: null, type, tag: null, target: null, display_type: null, items, custom_data: null };
}

/** Without an operator's landing view, a service's page is composed from what it opens: titles, channels, songs. */
export function composedLanding(service: Service, content: ServiceContent, t: TFunction): MediaView {
  const blocks = [
    row(
      1,
      'content',
      t('services.rows.media_items'),
      content.media_items.map((item) => ({ ...item, item_type: 'media_item' as const })),
    ),
    row(
      2,
      'channels',
      t('services.rows.channels'),
      content.channels.map((item) => ({ ...item, item_type: 'channel' as const })),
    ),
    row(
      3,
      'content',
      t('services.rows.karaoke_items'),
      content.karaoke_items.map((item) => ({ ...item, item_type: 'karaoke_item' as const })),
    ),
  ].filter((block) => block.items.length > 0);
  return { id: 0, alias: `service-${service.alias}`, name: service.name, blocks };
}

/** /services/{id} and its nested addresses: the offer, its subscription (spec 2 §4 Purchase flow) and what it opens. */
export function ServicePage({
  service,
  view,
  content,
  path,
}: {
  service: Service;
  /** The operator's landing view, when there is one. */
  view: MediaView | null;
  content: ServiceContent | null;
  path: string;
}) {
  const { t } = useTranslation();
  const purchase = { item_type: 'service' as const, item_id: service.id, name: service.name, watchHref: path };
  const status = <ServiceSubscription service={service} />;
  const subscribe = service.active ? (
    <div className={styles.subscribe} id={BUY_TARGET}>
      <PurchaseButton key={service.id} target={purchase} usageModel="SERVICE" />
      <ServiceOffer service={service} />
      {status}
    </div>
  ) : null;
  return (
    <>
      <PageHeading title={service.name} />
      {view ? (subscribe ?? status) : null}
      {view ? (
        <LandingPurchase value={service.active ? purchase : null}>
          <MediaViewBlocks view={view} path={path} />
        </LandingPurchase>
      ) : (
        <>
          <section className={styles.intro}>
            <img
              className={styles.introCover}
              {...imageSources(service.image, 'subservice', '151x202')}
              alt=""
              width={151}
              height={202}
              fetchPriority="high"
            />
            <div className={styles.about}>
              <PromoLabel service={service} />
              <p className={styles.lead}>{service.description_short}</p>
              <ServiceCounts service={service} />
              {subscribe ?? (
                <>
                  <p className={styles.notice}>{t('services.inactive')}</p>
                  {status}
                </>
              )}
            </div>
          </section>
          {content && content.services.length > 0 ? (
            <section className={styles.children} aria-labelledby="sub-services">
              <h2 id="sub-services" className={styles.sectionTitle}>
                {t('services.included')}
              </h2>
              <ul className={styles.grid}>
                {content.services.map((child) => (
                  <li key={child.id}>
                    <ServiceTile service={child} href={`/services/${service.alias}/${child.alias}`} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {content ? <MediaViewBlocks view={composedLanding(service, content, t)} path={path} /> : null}
        </>
      )}
    </>
  );
}
