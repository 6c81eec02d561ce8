import { REFILL_LIMITS } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { invalidateEndpoint } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { TextField } from '../../ui/form/text-field';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { confirmTicket } from '../purchases/card-payment';
import { CardStep } from '../purchases/card-step';
import { ChallengeFrame } from '../purchases/challenge-frame';
import { formatPrice } from '../purchases/purchase-format';
import { accountMethods, balanceOf, externalRefillUrl, refillCards } from './account-methods';
import { refreshAfterCardAdded, useCardAdded } from './add-card';
import styles from './payments.module.css';
import { amountError, initialTopUp, nextTopUp, type TopUpEvent, type TopUpStep } from './top-up-flow';

/** What a top-up changes: the balance (in the payment methods) and the user's billing data. */
const refreshAfterTopUp = () => invalidateEndpoint('paymentMethodsByTypes.get', 'accounts.user');

/** Tops the prepaid balance up by a linked card (account.refill), with the bank's 3-D Secure page when it asks. */
export function TopUpModal() {
  const { t } = useTranslation();
  const [state, setState] = useState<TopUpStep>(initialTopUp);
  const dispatch = (event: TopUpEvent) => setState((current) => nextTopUp(current, event));

  const refused = (error: unknown) => dispatch({ type: 'refused', description: errorText(error, t) ?? null });
  const confirm = (ticketId: string) =>
    confirmTicket(ticketId, {
      paid: ({ display }) => dispatch({ type: 'confirmed', ...display }),
      refused,
      settled: () => void refreshAfterTopUp(),
    });

  const pay = (amount: number, bankCardId: string) => {
    dispatch({ type: 'submit' });
    browserApi()
      // One key per press: a repeated request replays its answer instead of charging twice.
      .call('account.refill', { body: { amount, bank_card_id: bankCardId, idempotency_key: crypto.randomUUID() } })
      .then((result) => {
        dispatch({ type: 'answered', result });
        if (result.status === 'success') void refreshAfterTopUp();
        else if (result.ticket_id && !result.challenge_url) confirm(result.ticket_id);
      }, refused);
  };

  switch (state.step) {
    case 'form':
    case 'paying':
      return <TopUpForm paying={state.step === 'paying'} onPay={pay} />;
    case 'challenge':
      return (
        <StepLayout title={t('bank_card.challenge.title')}>
          <ChallengeFrame
            url={state.url}
            // Passed or failed, the ticket tells the outcome and the bank's reason.
            onResult={() => {
              dispatch({ type: 'challengeAnswered' });
              confirm(state.ticketId);
            }}
          />
        </StepLayout>
      );
    case 'confirming':
      return (
        <StepLayout title={t('bank_card.confirming')}>
          <progress className={styles.progress} aria-label={t('bank_card.confirming')} />
        </StepLayout>
      );
    case 'done':
      return (
        <StepLayout title={state.message} subtitle={state.submessage}>
          <div className={formStyles.actions}>
            <button type="button" className={buttonClass('primary', 'lg')} onClick={() => closeModal()}>
              {t('payments_and_services.top_up.done')}
            </button>
          </div>
        </StepLayout>
      );
    case 'failed':
      return (
        <StepLayout title={t('payments_and_services.top_up.failed')} subtitle={state.description ?? t('error.default')}>
          <div className={formStyles.actions}>
            <button type="button" className={buttonClass('primary', 'lg')} onClick={() => dispatch({ type: 'retry' })}>
              {t('payments_and_services.top_up.retry')}
            </button>
          </div>
        </StepLayout>
      );
  }
}

function TopUpForm({ paying, onPay }: { paying: boolean; onPay(amount: number, bankCardId: string): void }) {
  const { t, i18n } = useTranslation();
  const methods = useQuery(accountMethods).data;
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const cardAdded = useCardAdded();
  if (adding)
    return (
      <CardStep
        title={t('payments_and_services.cards.add')}
        subtitle={t('payments_and_services.cards.add_subtitle')}
        submitLabel={t('payments_and_services.cards.add')}
        onBack={() => setAdding(false)}
        onBound={(card) => {
          cardAdded(card);
          setChosen(card.id);
          setAdding(false);
          void refreshAfterCardAdded();
        }}
      />
    );
  if (!methods) return null;
  const balance = balanceOf(methods);
  const cards = refillCards(methods);
  const cardId = chosen ?? cards[0]?.bank_card.id ?? null;
  const external = externalRefillUrl(methods);
  const money = (value: number) => formatPrice({ amount: value, currency: balance?.currency ?? 'RUB' }, i18n.language);
  const limits = { min: money(REFILL_LIMITS.min), max: money(REFILL_LIMITS.max) };
  const invalid = amountError(amount) !== null;

  return (
    <StepLayout
      title={t('payments_and_services.top_up.title')}
      subtitle={balance ? t('payments_and_services.top_up.subtitle', { balance: money(balance.amount) }) : undefined}
    >
      {cards.length === 0 ? (
        <div className={formStyles.form}>
          <p className={styles.muted}>{t('payments_and_services.top_up.no_cards')}</p>
          <button type="button" className={buttonClass('primary', 'lg')} onClick={() => setAdding(true)}>
            {t('payments_and_services.cards.add')}
          </button>
          {external && (
            <a href={external} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'lg')}>
              {t('payments_and_services.top_up.external')}
            </a>
          )}
        </div>
      ) : (
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!invalid && cardId && !paying) onPay(Number(amount), cardId);
          }}
        >
          <TextField
            label={t('payments_and_services.top_up.amount')}
            name="amount"
            autoComplete="off"
            autoFocus
            digitsOnly
            value={amount}
            onChange={setAmount}
            error={invalid ? t('payments_and_services.top_up.amount_limits', limits) : null}
          />
          <p className={styles.hint}>{t('payments_and_services.top_up.limits', limits)}</p>
          <fieldset className={styles.methods}>
            <legend>{t('payments_and_services.top_up.card')}</legend>
            {cards.map((card) => (
              <label key={card.bank_card.id} className={styles.method}>
                <input
                  type="radio"
                  name="bank_card"
                  value={card.bank_card.id}
                  checked={card.bank_card.id === cardId}
                  onChange={() => setChosen(card.bank_card.id)}
                />
                {card.description}
              </label>
            ))}
            <button type="button" className={formStyles.link} onClick={() => setAdding(true)}>
              {t('payments_and_services.cards.add_another')}
            </button>
          </fieldset>
          <div className={formStyles.actions}>
            <button type="submit" className={buttonClass('primary', 'lg')} disabled={invalid || paying} aria-busy={paying}>
              {paying
                ? t('payments_and_services.top_up.paying')
                : invalid
                  ? t('payments_and_services.top_up.submit_empty')
                  : t('payments_and_services.top_up.submit', { amount: money(Number(amount)) })}
            </button>
          </div>
        </form>
      )}
    </StepLayout>
  );
}

export function openTopUpModal() {
  openModal(<TopUpModal />, { cancellable: true });
}
