import type { Channel } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import type { ContentOffer } from '../../api/loader-queries';
import { buttonClass } from '../../ui/button';
import { openLogin } from '../auth/open-login';
import { channelHref } from '../catalog/links';
import { PurchaseButton } from '../purchases/purchase-button';
import styles from './tv.module.css';

/**
 * In place of the player, for a channel the viewer does not hold (403 CONTENT_NOT_PURCHASED): a visitor signs in, a
 * signed-in viewer buys what carries the channel in one press, and "watch" after paying opens the page again.
 */
export function ChannelOffer({ channel, offer }: { channel: Channel; offer: ContentOffer }) {
  const { t } = useTranslation();
  return (
    <div className={styles.offer}>
      <h2 className={styles.offerTitle}>{t(offer.login_required ? 'purchase.gate.login_title' : 'purchase.gate.title')}</h2>
      <p className={styles.muted}>{t(offer.login_required ? 'tv.channel_login_text' : 'tv.channel_offer_text')}</p>
      {offer.login_required ? (
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => openLogin()}>
          {t('purchase.gate.login')}
        </button>
      ) : (
        <PurchaseButton
          variant="primary"
          usageModel={channel.usage_model}
          target={{ item_type: offer.item_type, item_id: offer.item_id, name: channel.name, watchHref: channelHref(channel) }}
        />
      )}
    </div>
  );
}
