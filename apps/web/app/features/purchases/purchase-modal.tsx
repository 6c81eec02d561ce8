import { ErrorCode, type PaymentMethod, type PurchasableType, type PurchaseOption } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/browser';
import { ClientError, serverDescription } from '../../api/client';
import { endpointQuery, invalidateEndpoint } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { PinFlow } from '../profiles/pin-modal';
import {
  defaultPeriod,
  initialPurchaseStep,
  nextPurchaseStep,
  type PurchaseContext,
  type PurchaseEvent,
  type PurchaseStep,
  previousStep,
} from './purchase-flow';
import { formatPeriod, formatPrice } from './purchase-format';
import styles from './purchases.module.css';

export interface PurchaseTarget {
  item_type: PurchasableType;
  item_id: number;
  name: string;
  /** Where "watch" leads once the item is the viewer's. */
  watchHref: string;
}

const PIN_REFUSALS: ReadonlySet<number> = new Set([ErrorCode.PIN_WRONG, ErrorCode.PURCHASE_PIN_REQUIRED]);

// The prepaid method carries the balance, which changes with every purchase.
const paymentMethods = endpointQuery('paymentMethodsByTypes.get', { query: { types: 'purchase,account_refill' } }, { staleTime: 0 });

/** Everything whose answer a purchase changes: what the item offers, the balance, the user (spec 2 §8: refreshed on 1000049). */
const refreshAfterPurchase = () => invalidateEndpoint('purchases.variants', 'paymentMethodsByTypes.get', 'accounts.user');

/** The option's own name: the service it subscribes to, or buying or renting the item. */
function useOptionName() {
  const { t } = useTranslation();
  return (option: PurchaseOption) =>
    option.usage_model === 'SERVICE' && option.service
      ? t('purchase.option.SERVICE', { name: option.service.name })
      : t(`purchase.option.${option.usage_model === 'TVOD' ? 'TVOD' : 'EST'}`);
}

/** spec 2 §4 Purchase flow in the one modal host: PIN, option, period, payment method, then success or error. */
export function PurchaseModal({ target, context }: { target: PurchaseTarget; context: PurchaseContext }) {
  const { t, i18n } = useTranslation();
  const optionName = useOptionName();
  const [state, setState] = useState<PurchaseStep>(() => initialPurchaseStep(context));
  const pin = useRef<string | undefined>(undefined);
  const dispatch = (event: PurchaseEvent) => setState((current) => nextPurchaseStep(current, event, context));
  const back = previousStep(state, context) ? () => dispatch({ type: 'back' }) : undefined;
  const price = (amount: { amount: number; currency: string }) => formatPrice(amount, i18n.language);

  switch (state.step) {
    case 'pin':
      return (
        <PinFlow
          mode="pin"
          onDone={(outcome) => {
            if (outcome.kind !== 'valid') return;
            pin.current = outcome.pin;
            dispatch({ type: 'pinChecked', pin: outcome.pin });
          }}
        />
      );
    case 'option':
      return (
        <StepLayout title={t('purchase.option.title')} subtitle={t('purchase.option.subtitle', { name: target.name })}>
          <ul className={styles.choices}>
            {context.options.map((option) => {
              const cheapest = defaultPeriod(option)?.prices[0];
              return (
                <li key={option.seq_id}>
                  <button type="button" className={styles.choice} onClick={() => dispatch({ type: 'chooseOption', option })}>
                    <span className={styles.choiceName}>
                      {optionName(option)}
                      <span className={styles.choiceNote}>{option.content.quality}</span>
                    </span>
                    {cheapest ? <span className={styles.choicePrice}>{t('purchase.option.from', { price: price(cheapest) })}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </StepLayout>
      );
    case 'period':
      return (
        <StepLayout title={t('purchase.period.title')} subtitle={optionName(state.option)} onBack={back}>
          <ul className={styles.choices}>
            {state.option.periods.map((period) => {
              const first = period.prices[0];
              if (!first) return null;
              return (
                <li key={first.price_id}>
                  <button type="button" className={styles.choice} onClick={() => dispatch({ type: 'choosePeriod', period })}>
                    <span className={styles.choiceName}>{formatPeriod(period, i18n.language) ?? t('purchase.period.forever')}</span>
                    <span className={styles.choicePrice}>
                      {price(first)}
                      {first.original_amount ? (
                        <span className={styles.was}>
                          {t('purchase.period.was', { price: price({ amount: first.original_amount, currency: first.currency }) })}
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </StepLayout>
      );
    case 'payment':
    case 'paying': {
      const pay = (paymentMethodId: number) => {
        dispatch({ type: 'pay' });
        browserApi()
          .call('buy.content', {
            body: {
              seq_id: state.option.seq_id,
              price_id: state.price.price_id,
              payment_method_id: paymentMethodId,
              item: { item_type: target.item_type, item_id: target.item_id },
              ...(pin.current ? { pin_code: pin.current } : {}),
              // One key per press of «Оплатить»: a repeated request replays its answer instead of paying twice.
              idempotency_key: crypto.randomUUID(),
            },
          })
          .then(
            ({ notification }) => dispatch({ type: 'paid', ...notification.display }),
            (error: unknown) => {
              const body = error instanceof ClientError ? error.body : undefined;
              if (body && PIN_REFUSALS.has(body.error_code)) {
                pin.current = undefined;
                dispatch({ type: 'pinRefused' });
                return;
              }
              dispatch({
                type: 'refused',
                description: serverDescription(error) ?? null,
                topUp: body?.error_code === ErrorCode.INSUFFICIENT_FUNDS,
              });
            },
          )
          .finally(() => void refreshAfterPurchase());
      };
      const period = formatPeriod(state.period, i18n.language) ?? t('purchase.period.forever');
      return (
        <StepLayout
          title={t('purchase.payment.title')}
          subtitle={`${optionName(state.option)} · ${period} · ${price(state.price)}`}
          onBack={state.step === 'payment' ? back : undefined}
        >
          <PaymentStep price={price(state.price)} paying={state.step === 'paying'} onPay={pay} />
        </StepLayout>
      );
    }
    case 'success':
      return (
        <StepLayout title={state.message} subtitle={state.submessage}>
          <div className={formStyles.actions}>
            <Link to={target.watchHref} className={buttonClass('primary', 'lg')} onClick={() => closeModal()}>
              {t('purchase.success.watch')}
            </Link>
            <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => closeModal()}>
              {t('purchase.success.done')}
            </button>
          </div>
        </StepLayout>
      );
    case 'failed':
      return (
        <StepLayout title={t('purchase.failed.title')} subtitle={state.description ?? t('error.default')}>
          <div className={formStyles.actions}>
            {state.topUp ? <TopUpLink /> : null}
            <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => closeModal()}>
              {t('purchase.failed.ok')}
            </button>
          </div>
        </StepLayout>
      );
  }
}

function PaymentStep({ price, paying, onPay }: { price: string; paying: boolean; onPay(paymentMethodId: number): void }) {
  const { t } = useTranslation();
  const methods = useQuery(paymentMethods);
  const purchase: PaymentMethod[] = methods.data?.payment_methods.purchase ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const methodId = chosen ?? purchase[0]?.id ?? null;
  if (methods.isError) return <p className={formStyles.error}>{t('error.default')}</p>;
  if (methods.isSuccess && purchase.length === 0) return <p className={formStyles.error}>{t('purchase.payment.none')}</p>;
  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (methodId !== null && !paying) onPay(methodId);
      }}
    >
      <fieldset className={styles.methods} aria-label={t('purchase.payment.method')}>
        {purchase.map((method) => (
          <label key={method.id} className={styles.method}>
            <input
              type="radio"
              name="payment_method"
              value={method.id}
              checked={method.id === methodId}
              onChange={() => setChosen(method.id)}
            />
            {method.description}
          </label>
        ))}
      </fieldset>
      <div className={formStyles.actions}>
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={methodId === null || paying} aria-busy={paying}>
          {paying ? t('purchase.payment.paying') : t('purchase.payment.pay', { price })}
        </button>
      </div>
    </form>
  );
}

/** spec 2 §8: a short balance offers the operator's top-up page (account_refill), when there is one. */
function TopUpLink() {
  const { t } = useTranslation();
  const refill = useQuery(paymentMethods).data?.payment_methods.account_refill?.find((method) => method.payment_url);
  if (!refill?.payment_url) return null;
  return (
    <a href={refill.payment_url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'lg')}>
      {t('purchase.failed.top_up')}
    </a>
  );
}

export function openPurchaseModal(target: PurchaseTarget, context: PurchaseContext) {
  openModal(<PurchaseModal target={target} context={context} />, { cancellable: true });
}
