import type { PurchaseOption, PurchaseVariants, UsageModel } from '@efir/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { useViewerDates, type ViewerDates } from '../../session/viewer-dates';
import { buttonClass } from '../../ui/button';
import { openLogin } from '../auth/open-login';
import { usePendingIntent } from '../auth/pending-intent';
import { openPurchase } from './open-purchase';
import { cheapest } from './purchase-flow';
import { formatPrice } from './purchase-format';
import type { PurchaseTarget } from './purchase-modal';
import styles from './purchases.module.css';

/**
 * The item's purchase action (spec 2 §4 Purchase flow, §6). A visitor gets the login modal, and once signed in the
 * purchase modal opens by itself on the way in they pressed; a signed-in viewer sees the cheapest way in ("Rent from
 * 149 ₽") and opens the purchase modal, or sees what already opens the item and until when.
 *
 * On a title's page it is the one primary action: given `watch`, the offer reads as a way to watch («Смотреть по
 * подписке от 299 ₽») and gives way to `watch` once the viewer holds the item or nothing is sold.
 */
export function PurchaseButton({
  target,
  usageModel,
  label,
  variant = 'secondary',
  watch,
}: {
  target: PurchaseTarget;
  usageModel: UsageModel;
  /** The operator's own words for it (a landing's «Подключить»), instead of the cheapest way in. */
  label?: string;
  variant?: 'primary' | 'secondary';
  watch?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const isAuth = useSession()?.is_auth === true;
  const dates = useViewerDates();
  const queryClient = useQueryClient();
  // spec 2 §4: purchase details load only for signed-in users.
  const { item_type, item_id } = target;
  const variants = useQuery(endpointQuery('purchases.variants', { query: { item_type, item_id } }, { enabled: isAuth }));
  const buttonProps = { type: 'button', className: buttonClass(variant, 'lg') } as const;
  const actionKey = watch === undefined ? 'purchase.action' : 'purchase.title_action';

  const open = async (options: PurchaseOption[], chosen?: UsageModel) => {
    const user = await queryClient.fetchQuery(endpointQuery('accounts.user'));
    void openPurchase(target, { options, pinRequired: user.profile?.purchase_limits.is_pin_required ?? false, usageModel: chosen });
  };
  usePendingIntent(
    (intent) => intent.kind === 'purchase' && intent.item_type === item_type && intent.item_id === item_id,
    variants.data !== undefined,
    (intent) => {
      // Already theirs (bought on another device, or in the subscription the profile holds): nothing to pay for.
      if (intent.kind === 'purchase' && variants.data && !variants.data.purchased && variants.data.purchase_variants.length > 0)
        void open(variants.data.purchase_variants, intent.usage_model);
    },
  );

  if (!isAuth) {
    return (
      <button {...buttonProps} onClick={() => void openLogin({}, { kind: 'purchase', item_type, item_id, usage_model: usageModel })}>
        {label ?? t(`${actionKey}.${usageModel}`)}
      </button>
    );
  }
  if (variants.isError) return watch ?? null;
  if (!variants.data) {
    return (
      <button {...buttonProps} disabled aria-busy="true">
        {label ?? t(`${actionKey}.${usageModel}`)}
      </button>
    );
  }
  if (variants.data.purchased) {
    return (
      <>
        {watch}
        <p className={styles.purchased}>{purchasedText(variants.data.purchased, t, dates)}</p>
      </>
    );
  }
  const low = cheapest(variants.data.purchase_variants);
  if (!low) return watch ?? null;
  const options = variants.data.purchase_variants;
  return (
    <button {...buttonProps} onClick={() => void open(options)}>
      {label ??
        t('purchase.action_from', { action: t(`${actionKey}.${low.option.usage_model}`), price: formatPrice(low.price, i18n.language) })}
    </button>
  );
}

/** What already opens the item: bought for ever, or a rental or subscription with its end. */
export function purchasedText(purchased: NonNullable<PurchaseVariants['purchased']>, t: TFunction, dates: ViewerDates): string {
  if (purchased.usage_model === 'EST') return t('purchase.purchased.EST');
  if (purchased.until === null) return t('purchase.purchased.forever');
  return t(`purchase.purchased.${purchased.usage_model}`, { date: dates.moment(purchased.until) });
}
