import type { UsageModel } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ContentOffer } from '../../api/loader-queries';
import { endpointQuery } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import { openLogin } from '../auth/open-login';
import { HomeLink } from '../shell/not-found';
import styles from '../shell/not-found.module.css';
import { PurchaseButton } from './purchase-button';

/** The name the purchase modal shows (the item's, the channel's or the service's) and how it is sold. */
export function useOffered({ item_type, item_id, login_required }: ContentOffer): { name: string; usage_model: UsageModel } | undefined {
  const id = { params: { id: String(item_id) } };
  const wanted = (type: ContentOffer['item_type']) => ({ enabled: !login_required && item_type === type });
  const item = useQuery(endpointQuery('mediaItems.getById', id, wanted('media_item'))).data;
  const channel = useQuery(endpointQuery('channels.getByNcId', id, wanted('channel'))).data;
  const service = useQuery(endpointQuery('services.getById', id, wanted('service'))).data;
  return item ?? channel ?? (service && { name: service.name, usage_model: 'SERVICE' });
}

/**
 * A player page whose item the viewer does not hold (403 CONTENT_NOT_PURCHASED, docs/decisions/0011): a visitor is
 * asked to sign in; a signed-in viewer gets the purchase button, and "watch" after paying loads this page again.
 */
export default function PurchaseGate({ offer }: { offer: ContentOffer }) {
  const { t } = useTranslation();
  const location = useLocation();
  const offered = useOffered(offer);
  return (
    <section className={styles.notFound} aria-labelledby="purchase-gate-title">
      <h1 id="purchase-gate-title" className={styles.title}>
        {t(offer.login_required ? 'purchase.gate.login_title' : 'purchase.gate.title')}
      </h1>
      <p className={styles.text}>{t(offer.login_required ? 'purchase.gate.login_text' : 'purchase.gate.text')}</p>
      {offer.login_required ? (
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => openLogin()}>
          {t('purchase.gate.login')}
        </button>
      ) : (
        offered && (
          <PurchaseButton
            usageModel={offered.usage_model}
            target={{
              item_type: offer.item_type,
              item_id: offer.item_id,
              name: offered.name,
              watchHref: `${location.pathname}${location.search}`,
            }}
          />
        )
      )}
      <HomeLink />
    </section>
  );
}
