import type { BankCard } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoint } from '../../api/queries';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { toast } from '../../ui/toast/toast';
import { CardStep } from '../purchases/card-step';
import { brandName } from './card-name';

/** A new card pays top-ups and purchases: the cards and the payment methods change with it. */
export const refreshAfterCardAdded = () => invalidateEndpoint('bankCards.list', 'paymentMethodsByTypes.get');

/** Tells the viewer which card was linked. */
export function useCardAdded() {
  const { t } = useTranslation();
  return (card: BankCard) =>
    toast.success(
      t('payments_and_services.cards.added', {
        card: t('payments_and_services.cards.card', { brand: brandName(card.brand), last4: card.last4 }),
      }),
    );
}

/** Links a new card through the purchase modal's card entry (spec 2 §4 Card entry), the one card form. */
function AddCardModal() {
  const { t } = useTranslation();
  const cardAdded = useCardAdded();
  return (
    <CardStep
      title={t('payments_and_services.cards.add')}
      subtitle={t('payments_and_services.cards.add_subtitle')}
      submitLabel={t('payments_and_services.cards.add')}
      onBound={(card) => {
        cardAdded(card);
        closeModal();
        void refreshAfterCardAdded();
      }}
    />
  );
}

export function openAddCardModal() {
  openModal(<AddCardModal />, { cancellable: true });
}
