import { CERTIFICATE_MESSAGE_MAX, type CertificateOffer, ErrorCode, type PaymentNotification } from '@efir/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/browser';
import { ClientError, errorText } from '../../api/client';
import { invalidateEndpoint } from '../../api/queries';
import { useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { TextField } from '../../ui/form/text-field';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { PinFlow } from '../profiles/pin-modal';
import { type ChargeSteps, charge, confirmTicket } from '../purchases/card-payment';
import { CardStep } from '../purchases/card-step';
import { ChallengeFrame } from '../purchases/challenge-frame';
import { PaymentStep } from '../purchases/payment-step';
import { formatPrice } from '../purchases/purchase-format';
import purchaseStyles from '../purchases/purchases.module.css';
import {
  type CertificateEvent,
  type CertificateOrder,
  type CertificateStep,
  certificateOrder,
  EMAIL_MAX,
  initialCertificateStep,
  nextCertificateStep,
} from './certificate-flow';
import styles from './certificates.module.css';

/** What a certificate payment changes: the buyer's list, the linked cards, and the journal's new message. */
const refreshAfterPayment = () => invalidateEndpoint('certificates.mine', 'paymentMethodsByTypes.get', 'accounts.user');

/** Certificates are paid by card: a linked one, or a new one through card entry. */
const byCard = (method: { name: string }) => method.name === 'linked_card' || method.name === 'any_card';

/** Buying a certificate (issue 18) in the one modal host: whom it is for, the card, 3-D Secure, then the code. */
export function CertificateModal({ offer }: { offer: CertificateOffer }) {
  const { t, i18n } = useTranslation();
  const pinRequired = useUser()?.profile?.purchase_limits.is_pin_required ?? false;
  const [state, setState] = useState<CertificateStep>(() => initialCertificateStep(pinRequired));
  const pin = useRef<string | undefined>(undefined);
  const dispatch = (event: CertificateEvent) => setState((current) => nextCertificateStep(current, event));
  const price = formatPrice({ amount: offer.price, currency: offer.currency }, i18n.language);
  const summary = `${offer.name} · ${price}`;
  const paid = ({ display }: PaymentNotification): CertificateEvent => ({
    type: 'paid',
    message: display.message,
    submessage: display.submessage ?? null,
  });
  const refuse = (error: unknown) => {
    const code = error instanceof ClientError ? error.body?.error_code : undefined;
    if (code === ErrorCode.PIN_WRONG || code === ErrorCode.PURCHASE_PIN_REQUIRED) {
      pin.current = undefined;
      return dispatch({ type: 'pinRefused' });
    }
    dispatch({ type: 'refused', description: errorText(error, t) ?? null });
  };

  const steps: ChargeSteps = {
    waiting: (ticketId, url) => dispatch({ type: 'waitPayment', ticketId, url }),
    paid: (notification) => dispatch(paid(notification)),
    refused: refuse,
    settled: () => void refreshAfterPayment(),
  };

  const buy = (order: CertificateOrder, methodId: number, bankCardId: string) => {
    dispatch({ type: 'pay' });
    charge(
      (key) =>
        browserApi().call('certificates.buy', {
          body: {
            offer_id: order.offerId,
            payment_method_id: methodId,
            bank_card_id: bankCardId,
            ...(order.recipientEmail ? { recipient_email: order.recipientEmail } : {}),
            ...(order.message ? { message: order.message } : {}),
            ...(pin.current ? { pin_code: pin.current } : {}),
            idempotency_key: key,
          },
        }),
      steps,
    );
  };

  switch (state.step) {
    case 'pin':
      return (
        <PinFlow
          mode="pin"
          onDone={(outcome) => {
            if (outcome.kind !== 'valid') return;
            pin.current = outcome.pin;
            dispatch({ type: 'pinChecked' });
          }}
        />
      );
    case 'details':
      return <DetailsStep offer={offer} summary={summary} onDone={(order) => dispatch({ type: 'details', order })} />;
    case 'payment':
      return (
        <StepLayout title={t('purchase.payment.title')} subtitle={summary} onBack={() => dispatch({ type: 'back' })}>
          <PaymentStep
            price={price}
            paying={false}
            accepts={byCard}
            onPay={(method) => {
              if (method.name === 'any_card') return dispatch({ type: 'enterCard', methodId: method.id });
              if (method.bank_card) buy(state.order, method.id, method.bank_card.id);
            }}
          />
        </StepLayout>
      );
    case 'card':
      return (
        <CardStep
          title={t('bank_card.title')}
          subtitle={summary}
          submitLabel={t('purchase.payment.pay', { price })}
          onBack={() => dispatch({ type: 'back' })}
          onBound={(card) => buy(state.order, state.methodId, card.id)}
        />
      );
    case 'paying':
      return (
        <StepLayout title={t('purchase.payment.title')} subtitle={summary}>
          <p className={purchaseStyles.status} role="status">
            {t('purchase.payment.paying')}
          </p>
        </StepLayout>
      );
    case 'challenge':
      return (
        <StepLayout title={t('bank_card.challenge.title')} subtitle={summary}>
          <ChallengeFrame
            url={state.url}
            onResult={(outcome) => {
              if (outcome === 'failed') return dispatch({ type: 'refused', description: t('bank_card.error.default') });
              dispatch({ type: 'challengePassed' });
              confirmTicket(state.ticketId, steps);
            }}
          />
        </StepLayout>
      );
    case 'confirming':
      return (
        <StepLayout title={t('purchase.payment.title')} subtitle={summary}>
          <p className={purchaseStyles.status} role="status">
            {t('bank_card.confirming')}
          </p>
        </StepLayout>
      );
    case 'success':
      return (
        <StepLayout title={state.message} subtitle={state.submessage ?? undefined}>
          <div className={formStyles.actions}>
            <Link to="/my/certificates" className={buttonClass('primary', 'lg')} onClick={() => closeModal()}>
              {t('certificates.success.mine')}
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
            <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => closeModal()}>
              {t('purchase.failed.ok')}
            </button>
          </div>
        </StepLayout>
      );
  }
}

/** For oneself, or a gift: the recipient's e-mail and an optional message, checked as the server checks them. */
function DetailsStep({ offer, summary, onDone }: { offer: CertificateOffer; summary: string; onDone(order: CertificateOrder): void }) {
  const { t } = useTranslation();
  const [gift, setGift] = useState(true);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ email?: string; message?: string }>({});
  return (
    <StepLayout title={t('certificates.buy.title')} subtitle={summary}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const made = certificateOrder(offer.id, { gift, email, message });
          if ('errors' in made) setErrors(made.errors);
          else onDone(made.order);
        }}
      >
        <fieldset className={purchaseStyles.methods} aria-label={t('certificates.buy.whom')}>
          <label className={purchaseStyles.method}>
            <input type="radio" name="whom" checked={gift} onChange={() => setGift(true)} />
            {t('certificates.buy.gift')}
          </label>
          <label className={purchaseStyles.method}>
            <input type="radio" name="whom" checked={!gift} onChange={() => setGift(false)} />
            {t('certificates.buy.self')}
          </label>
        </fieldset>
        {gift && (
          <>
            <TextField
              label={t('certificates.gift.email')}
              type="email"
              autoComplete="off"
              value={email}
              maxLength={EMAIL_MAX}
              onChange={(value) => {
                setEmail(value);
                setErrors((current) => ({ ...current, email: undefined }));
              }}
              error={errors.email ? t(errors.email) : null}
              errorNow
            />
            <label className={formStyles.field}>
              <span className={formStyles.label}>{t('certificates.gift.message')}</span>
              <textarea
                className={styles.message}
                value={message}
                rows={3}
                maxLength={CERTIFICATE_MESSAGE_MAX}
                onChange={(event) => setMessage(event.target.value)}
              />
              {errors.message && <span className={formStyles.error}>{t(errors.message)}</span>}
            </label>
            <p className={styles.note}>{t('certificates.gift.note')}</p>
          </>
        )}
        <div className={formStyles.actions}>
          <button type="submit" className={buttonClass('primary', 'lg')}>
            {t('purchase.payment.next')}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}

export function openCertificateModal(offer: CertificateOffer) {
  openModal(<CertificateModal offer={offer} />, { cancellable: true });
}
