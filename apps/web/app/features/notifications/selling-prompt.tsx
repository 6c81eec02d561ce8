import type { MediaItem, NotificationDisplay } from '@efir/contract';
import { type MouseEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { ModalTitle } from '../../ui/modal/modal-host';
import { openModal } from '../../ui/modal/modal-store';
import { imageSources } from '../catalog/image';
import { playerHref } from '../catalog/links';
import { PurchaseButton } from '../purchases/purchase-button';
import { MessageBody } from './message-body';
import styles from './notifications.module.css';
import { reportStatus } from './statuses';

export type SoldItem = Pick<
  MediaItem,
  'id' | 'name' | 'logo' | 'poster_bg_color' | 'usage_model' | 'type' | 'slug' | 'series_slug' | 'season_slug'
>;

/** Opens the selling-screen prompt (spec 2 §2 modals) for an item_selling_screen message; the viewer may always close it. */
export function openSellingPrompt(item: SoldItem, display: NotificationDisplay | null, messageId: string | null): void {
  openModal(<SellingPrompt item={item} display={display} messageId={messageId} />);
}

/**
 * The operator's offer of one item: its poster and name, the message's texts, and the way in — the purchase flow for
 * what it costs, or «Смотреть» once the viewer holds it. Opening it counts as shown; pressing either as clicked.
 */
export function SellingPrompt({
  item,
  display,
  messageId,
}: {
  item: SoldItem;
  display: NotificationDisplay | null;
  messageId: string | null;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (messageId) void reportStatus(messageId, 'shown');
  }, [messageId]);
  const watchHref = playerHref(item);
  const texts = display && textsOf(display);

  const clicked = (event: MouseEvent) => {
    if (messageId && (event.target as Element).closest('button, a')) void reportStatus(messageId, 'clicked');
  };
  return (
    <div className={styles.selling} data-testid="selling-prompt">
      <span className={styles.sellingPoster} style={{ backgroundColor: item.poster_bg_color }}>
        <img {...imageSources(item.logo, 'filmposter', '230x333')} alt="" width={230} height={333} />
      </span>
      <div className={styles.body}>
        <ModalTitle>{display?.message ?? item.name}</ModalTitle>
        {display && <strong className={styles.message}>{item.name}</strong>}
        {texts && <MessageBody display={texts} withMessage={false} />}
      </div>
      {/* Capturing: the purchase button opens its modal in place of this one, before a bubbling click would arrive. */}
      <div className={styles.sellingActions} onClickCapture={clicked}>
        <PurchaseButton
          target={{ item_type: 'media_item', item_id: item.id, name: item.name, watchHref }}
          usageModel={item.usage_model}
          variant="primary"
          watch={
            <Link className={buttonClass('primary', 'lg')} to={watchHref}>
              {t('catalog.watch')}
            </Link>
          }
        />
      </div>
    </div>
  );
}

/** The message's texts only: the poster stands for its image, and the way in for its target. */
const textsOf = ({ image: _image, target: _target, ...texts }: NotificationDisplay): NotificationDisplay => texts;
