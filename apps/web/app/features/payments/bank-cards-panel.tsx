import type { BankCard } from '@efir/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { endpointQuery, invalidateEndpoint } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import { confirmInModal } from '../../ui/modal/confirm-modal';
import { toast } from '../../ui/toast/toast';
import { brandName, expiryOf } from './card-name';
import { openAddCard } from './open-add-card';
import styles from './payments.module.css';

/** The account's linked cards (brand, last four, expiry); unlinking one is confirmed first. */
export function BankCardsPanel() {
  const { t } = useTranslation();
  const cards = useQuery(endpointQuery('bankCards.list')).data?.bank_cards;
  const nameOf = (card: BankCard) => t('payments_and_services.cards.card', { brand: brandName(card.brand), last4: card.last4 });
  const removal = useMutation({
    mutationFn: (card: BankCard) => browserApi().call('bankCards.delete', { params: { id: card.id } }),
    onSuccess: () => toast.success(t('payments_and_services.cards.deleted')),
    onError: (error) => toast.error(errorText(error, t) ?? t('error.default')),
    // The cards pay top-ups and renewals: the payment methods change with them.
    onSettled: () => invalidateEndpoint('bankCards.list', 'paymentMethodsByTypes.get'),
  });
  const remove = async (card: BankCard) => {
    const name = nameOf(card);
    const confirmed = await confirmInModal({
      title: t('payments_and_services.cards.delete_title', { card: name }),
      text: t('payments_and_services.cards.delete_text'),
      confirm: t('payments_and_services.cards.delete'),
      cancel: t('payments_and_services.cards.keep'),
    });
    if (confirmed) removal.mutate(card);
  };

  return (
    <section className={styles.panel} aria-labelledby="cards-title">
      <h2 id="cards-title" className={styles.panelTitle}>
        {t('payments_and_services.cards.title')}
      </h2>
      {cards?.length === 0 && <p className={styles.muted}>{t('payments_and_services.cards.empty')}</p>}
      {cards && cards.length > 0 && (
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <span className={styles.cardNames}>
                <span className={styles.cardName}>{nameOf(card)}</span>
                <span className={styles.meta}>{t('payments_and_services.cards.expires', expiryOf(card))}</span>
              </span>
              <button
                type="button"
                className={buttonClass('secondary')}
                aria-label={t('payments_and_services.cards.delete_label', { card: nameOf(card) })}
                disabled={removal.isPending}
                aria-busy={removal.isPending && removal.variables?.id === card.id}
                onClick={() => void remove(card)}
              >
                {t('payments_and_services.cards.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={buttonClass('secondary')} onClick={() => void openAddCard()}>
        {t('payments_and_services.cards.add')}
      </button>
    </section>
  );
}
