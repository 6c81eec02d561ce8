import { ErrorCode, type PaymentNotification, type PurchasableType, type PurchaseOption } from '@efir/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/browser';
import { ClientError, errorText } from '../../api/client';
import { invalidateEndpoint } from '../../api/queries';
import { useShellInfo, useUser } from '../../session/session';
import { useViewerDates } from '../../session/viewer-dates';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { BonusActivation } from '../bonuses/bonus-activation';
import { PinFlow } from '../profiles/pin-modal';
import { type ChargeSteps, charge, confirmTicket } from './card-payment';
import { CardStep } from './card-step';
import { ChallengeFrame } from './challenge-frame';
import { bonusMethodKey, bonusPriceFor, PaymentStep, TopUpLink } from './payment-step';
import { inLanguage, type OnboardingProduct, onboardingAfter } from './product-onboarding';
import {
  type Chosen,
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

/** What pays: a method and, for a card, the card and (a new one) whether to keep it linked. */
interface Payer {
  methodId: number;
  bankCardId?: string;
  linkCard?: boolean;
}

/** Everything whose answer a purchase changes: what the item offers, the balance and linked cards, the user (spec 2 §8: refreshed on 1000049). */
// Whatever a purchase changes: what opens the item, the balance and cards, a service's state, the account's lists.
const refreshAfterPurchase = () =>
  invalidateEndpoint(
    'purchases.variants',
    'paymentMethodsByTypes.get',
    'accounts.user',
    'services.getById',
    'subscriptions.list',
    'payments.history',
    'bonuses.list',
    'bonuses.history',
  );

/** The option's own name: the service it subscribes to, or buying or renting the item. */
function useOptionName() {
  const { t } = useTranslation();
  return (option: PurchaseOption) =>
    option.usage_model === 'SERVICE' && option.service
      ? t('purchase.option.SERVICE', { name: option.service.name })
      : t(`purchase.option.${option.usage_model === 'TVOD' ? 'TVOD' : 'EST'}`);
}

/**
 * spec 2 §4 Purchase flow in the one modal host: PIN, option, period, payment method, then success or error. The
 * pages without layout (/variants, /embed/buy, /pay) show the same flow on the page; `onClose` is then theirs.
 */
export function PurchaseModal({
  target,
  context,
  onClose = closeModal,
}: {
  target: PurchaseTarget;
  context: PurchaseContext;
  onClose?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const optionName = useOptionName();
  const [state, setState] = useState<PurchaseStep>(() => initialPurchaseStep(context));
  const pin = useRef<string | undefined>(undefined);
  const dispatch = (event: PurchaseEvent) => setState((current) => nextPurchaseStep(current, event, context));
  const back = previousStep(state, context) ? () => dispatch({ type: 'back' }) : undefined;
  const price = (amount: { amount: number; currency: string }) => formatPrice(amount, i18n.language);
  const summary = (chosen: Chosen) =>
    `${optionName(chosen.option)} · ${formatPeriod(chosen.period, i18n.language) ?? t('purchase.period.forever')} · ${price(chosen.price)}`;
  const [linkCard, setLinkCard] = useState(true);
  /** What a trial or intro price becomes: its original amount, else the option's first regular price (spec 2 §3). */
  const followOn = (option: PurchaseOption, first: PurchaseOption['periods'][number]['prices'][number]) => {
    const regular = option.periods
      .flatMap((period) => period.prices)
      .find((candidate) => candidate.type !== 'intro' && candidate.type !== 'trial');
    const amount = first.original_amount ?? regular?.amount;
    return amount === undefined ? '' : price({ amount, currency: first.currency });
  };
  /** «затем 299 ₽», or for an intro price of several periods «первые 3 месяца, затем 299 ₽». */
  const followOnText = (option: PurchaseOption, first: PurchaseOption['periods'][number]['prices'][number]) => {
    const next = followOn(option, first);
    const intro = first.intro;
    if (!intro || intro.periods < 2) return t('purchase.period.follow_on', { price: next });
    const period = formatPeriod({ duration: intro.duration * intro.periods, duration_unit: intro.unit }, i18n.language);
    return t('purchase.period.follow_on_periods', { period, price: next });
  };
  const shell = useShellInfo();
  const user = useUser();
  const dates = useViewerDates();
  /** The success step: the server's words, with the end of access written as every page writes dates. */
  const paid = ({ display, access_until }: PaymentNotification): PurchaseEvent => ({
    type: 'paid',
    message: display.message,
    submessage: access_until ? t('purchase.success.until', { date: dates.moment(access_until) }) : display.submessage,
  });
  const onboarding = state.step === 'success' ? onboardingAfter(shell?.feature_toggles, state.serviceId, user?.profile?.id ?? null) : null;

  const refuse = (error: unknown) => {
    const body = error instanceof ClientError ? error.body : undefined;
    if (body && PIN_REFUSALS.has(body.error_code)) {
      pin.current = undefined;
      dispatch({ type: 'pinRefused' });
      return;
    }
    dispatch({ type: 'refused', description: errorText(error, t) ?? null, topUp: body?.error_code === ErrorCode.INSUFFICIENT_FUNDS });
  };
  const cardFailed = () => dispatch({ type: 'refused', description: t('bank_card.error.default'), topUp: false });

  const steps: ChargeSteps = {
    waiting: (ticketId, url) => dispatch({ type: 'waitPayment', ticketId, url }),
    paid: (notification) => dispatch(paid(notification)),
    refused: refuse,
    settled: () => void refreshAfterPurchase(),
  };

  const buy = (chosen: Chosen, payer: Payer) =>
    charge(
      (key) =>
        browserApi().call('buy.content', {
          body: {
            seq_id: chosen.option.seq_id,
            price_id: chosen.price.price_id,
            payment_method_id: payer.methodId,
            item: { item_type: target.item_type, item_id: target.item_id },
            ...(pin.current ? { pin_code: pin.current } : {}),
            ...(payer.bankCardId ? { bank_card_id: payer.bankCardId, is_confirmed: true } : {}),
            ...(payer.linkCard === undefined ? {} : { is_should_link_card: payer.linkCard }),
            idempotency_key: key,
          },
        }),
      steps,
    );

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
                      {first.type === 'intro' || first.type === 'trial' ? (
                        <span className={styles.followOn}>{followOnText(state.option, first)}</span>
                      ) : first.original_amount ? (
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
    case 'paying':
      if (state.step === 'paying' && state.via === 'card')
        return (
          <StepLayout title={t('bank_card.title')} subtitle={summary(state)}>
            <p className={styles.status} role="status">
              {t('purchase.payment.paying')}
            </p>
          </StepLayout>
        );
      return (
        <StepLayout title={t('purchase.payment.title')} subtitle={summary(state)} onBack={state.step === 'payment' ? back : undefined}>
          <PaymentStep
            price={price(state.price)}
            prices={state.period.prices}
            paying={state.step === 'paying'}
            initial={state.step === 'payment' ? state.method : undefined}
            onPay={(method) => {
              if (method.name === 'any_card') return dispatch({ type: 'enterCard', methodId: method.id });
              const points = bonusPriceFor(method, state.period.prices);
              if (points && method.bonus_program?.status !== 'registered')
                return dispatch({ type: 'activateBonus', programId: points.bonus_program!.id });
              dispatch({ type: 'pay', price: points });
              buy(points ? { ...state, price: points } : state, { methodId: method.id, bankCardId: method.bank_card?.id });
            }}
          />
        </StepLayout>
      );
    case 'bonus':
      return (
        <BonusActivation
          programId={state.programId}
          onBack={back}
          onDone={() => dispatch({ type: 'bonusActivated', method: bonusMethodKey(state.programId) })}
        />
      );
    case 'card':
      return (
        <CardStep
          title={t('bank_card.title')}
          subtitle={summary(state)}
          submitLabel={t('purchase.payment.pay', { price: price(state.price) })}
          onBack={back}
          onBound={(card) => {
            dispatch({ type: 'cardBound' });
            buy(state, { methodId: state.methodId, bankCardId: card.id, linkCard });
          }}
        >
          <label className={styles.remember}>
            <input type="checkbox" checked={linkCard} onChange={(event) => setLinkCard(event.target.checked)} />
            {t('bank_card.remember')}
          </label>
        </CardStep>
      );
    case 'challenge':
      return (
        <StepLayout title={t('bank_card.challenge.title')} subtitle={summary(state)}>
          <ChallengeFrame
            url={state.url}
            onResult={(outcome) => {
              if (outcome === 'failed') return cardFailed();
              dispatch({ type: 'challengePassed' });
              confirmTicket(state.ticketId, steps);
            }}
          />
        </StepLayout>
      );
    case 'confirming':
      return (
        <StepLayout title={t('purchase.payment.title')} subtitle={summary(state)}>
          <p className={styles.status} role="status">
            {t('bank_card.confirming')}
          </p>
        </StepLayout>
      );
    case 'success':
      return (
        <StepLayout title={state.message} subtitle={state.submessage}>
          {onboarding ? <ProductOnboardingCard product={onboarding} language={i18n.language} /> : null}
          <div className={formStyles.actions}>
            <Link to={target.watchHref} className={buttonClass('primary', 'lg')} onClick={() => onClose()}>
              {t('purchase.success.watch')}
            </Link>
            <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => onClose()}>
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
            <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => onClose()}>
              {t('purchase.failed.ok')}
            </button>
          </div>
        </StepLayout>
      );
  }
}

/** spec 2 §4 step 5: what the operator wants a new subscriber to see first. */
function ProductOnboardingCard({ product, language }: { product: OnboardingProduct; language: string }) {
  return (
    <section className={styles.onboarding} aria-label={inLanguage(product.title, language)}>
      {product.image ? <img className={styles.onboardingImage} src={product.image} alt="" width={320} height={180} /> : null}
      <h3 className={styles.onboardingTitle}>{inLanguage(product.title, language)}</h3>
      <p className={styles.onboardingText}>{inLanguage(product.subtitle, language)}</p>
      <Link to={product.target.url} className={buttonClass('secondary', 'md')} onClick={() => closeModal()}>
        {inLanguage(product.target.title, language)}
      </Link>
    </section>
  );
}

export function openPurchaseModal(target: PurchaseTarget, context: PurchaseContext) {
  openModal(<PurchaseModal target={target} context={context} />, { cancellable: true });
}
