import type { BankCard, BankCardOrder } from '@efir/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { StepLayout } from '../../ui/form/step-layout';
import { type CardEntryEvent, type CardEntryStep, initialCardEntry, nextCardEntry } from './card-entry';
import { CardForm } from './card-form';
import { bindAtAcquirer, untilSettled } from './card-payment';
import { acquirerCard, type CardFields } from './card-rules';
import { ChallengeFrame } from './challenge-frame';

/**
 * spec 2 §4 Card entry: opens an order, sends the card to the acquirer, frames the bank's 3-D Secure page when it
 * asks, confirms the ticket and hands the new card on. Errors follow spec 2 §8: the acquirer's refusal is
 * bank_card.error.default, the server's its description, else error.default, on the number field.
 */
export function CardStep({
  title,
  subtitle,
  submitLabel,
  onBack,
  onBound,
  children,
}: {
  title: string;
  subtitle: string;
  submitLabel: string;
  onBack?: () => void;
  onBound(card: BankCard): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<CardEntryStep>(() => initialCardEntry(crypto.randomUUID()));
  const dispatch = (event: CardEntryEvent) => setState((current) => nextCardEntry(current, event));
  const serverError = (error: unknown) => errorText(error, t) ?? t('error.default');
  // The acquirer's binding is spent by a refusal: the next try opens a new order, with a new key.
  const refuse = (error: string) => dispatch({ type: 'refused', error, key: crypto.randomUUID() });

  const orderKey = state.step === 'ordering' ? state.key : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per order key; a new render's texts do not reopen it
  useEffect(() => {
    if (!orderKey) return;
    let current = true;
    untilSettled(() => browserApi().call('bankCards.add', { body: { idempotency_key: orderKey } })).then(
      (order) => current && dispatch({ type: 'ordered', order }),
      (error: unknown) => current && dispatch({ type: 'orderFailed', error: serverError(error) }),
    );
    return () => {
      current = false;
    };
  }, [orderKey]);

  const confirm = (order: BankCardOrder) => {
    dispatch({ type: 'bound' });
    const key = crypto.randomUUID();
    untilSettled(() => browserApi().call('tickets.confirm', { body: { ticket_id: order.ticket_id, idempotency_key: key } })).then(
      ({ bank_card }) => (bank_card ? onBound(bank_card) : refuse(t('error.default'))),
      (error: unknown) => refuse(serverError(error)),
    );
  };

  const submit = async (fields: CardFields) => {
    if (state.step !== 'form') return;
    const { order } = state;
    dispatch({ type: 'submit' });
    const outcome = await bindAtAcquirer(order.payment_url, order.req_id, acquirerCard(fields));
    if (outcome.kind === 'refused') refuse(t('bank_card.error.default'));
    else if (outcome.kind === 'challenge') dispatch({ type: 'challenge', url: outcome.url });
    else confirm(order);
  };

  const settled = state.step === 'ordering' || state.step === 'unavailable' || state.step === 'form';
  return (
    <StepLayout
      title={state.step === 'challenge' ? t('bank_card.challenge.title') : title}
      subtitle={subtitle}
      onBack={settled ? onBack : undefined}
    >
      {state.step === 'challenge' && (
        <ChallengeFrame
          url={state.url}
          onResult={(outcome) => (outcome === 'passed' ? confirm(state.order) : refuse(t('bank_card.error.default')))}
        />
      )}
      {/* Hidden, not gone, while the bank's page is up: a failed check comes back to what was typed. */}
      <div hidden={state.step === 'challenge'}>
        <CardForm
          submitLabel={submitLabel}
          ready={state.step === 'form'}
          busy={state.step === 'binding' || state.step === 'confirming'}
          error={settled ? state.error : null}
          onSubmit={(fields) => void submit(fields)}
        >
          {children}
        </CardForm>
      </div>
    </StepLayout>
  );
}
