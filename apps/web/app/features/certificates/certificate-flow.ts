import { CERTIFICATE_MESSAGE_MAX } from '@efir/contract';

/** What is bought: the offer, and for a gift the recipient's address and the buyer's words. */
export interface CertificateOrder {
  offerId: number;
  recipientEmail: string | null;
  message: string | null;
}

/**
 * Buying a certificate (issue 18), the purchase flow's steps without the option and period: the profile's PIN when it
 * needs one to buy (spec 2 §6), whom it is for, how to pay (a linked card in one press, or a new card through card entry), the bank's 3-D Secure page when it asks, then
 * success with the code or the failure's reason.
 */
export type CertificateStep =
  | { step: 'pin' }
  | { step: 'details' }
  | { step: 'payment'; order: CertificateOrder }
  | { step: 'card'; order: CertificateOrder; methodId: number }
  | { step: 'paying'; order: CertificateOrder }
  | { step: 'challenge'; order: CertificateOrder; ticketId: string; url: string }
  | { step: 'confirming'; order: CertificateOrder; ticketId: string }
  | { step: 'success'; message: string; submessage: string | null }
  | { step: 'failed'; description: string | null };

export type CertificateEvent =
  | { type: 'pinChecked' }
  /** The server wants the PIN again (a wrong one, or it was changed meanwhile). */
  | { type: 'pinRefused' }
  | { type: 'details'; order: CertificateOrder }
  | { type: 'back' }
  | { type: 'enterCard'; methodId: number }
  | { type: 'pay' }
  | { type: 'waitPayment'; ticketId: string; url: string | null }
  | { type: 'challengePassed' }
  | { type: 'paid'; message: string; submessage: string | null }
  | { type: 'refused'; description: string | null };

export const initialCertificateStep = (pinRequired: boolean): CertificateStep => (pinRequired ? { step: 'pin' } : { step: 'details' });

export function nextCertificateStep(state: CertificateStep, event: CertificateEvent): CertificateStep {
  switch (event.type) {
    case 'pinChecked':
      return state.step === 'pin' ? { step: 'details' } : state;
    case 'pinRefused':
      return state.step === 'paying' ? { step: 'pin' } : state;
    case 'details':
      return state.step === 'details' ? { step: 'payment', order: event.order } : state;
    case 'back':
      if (state.step === 'payment') return { step: 'details' };
      if (state.step === 'card') return { step: 'payment', order: state.order };
      return state;
    case 'enterCard':
      return state.step === 'payment' ? { step: 'card', order: state.order, methodId: event.methodId } : state;
    case 'pay':
      return state.step === 'payment' || state.step === 'card' ? { step: 'paying', order: state.order } : state;
    case 'waitPayment':
      if (state.step !== 'paying') return state;
      return event.url
        ? { step: 'challenge', order: state.order, ticketId: event.ticketId, url: event.url }
        : { step: 'confirming', order: state.order, ticketId: event.ticketId };
    case 'challengePassed':
      return state.step === 'challenge' ? { step: 'confirming', order: state.order, ticketId: state.ticketId } : state;
    case 'paid':
      return state.step === 'paying' || state.step === 'confirming'
        ? { step: 'success', message: event.message, submessage: event.submessage }
        : state;
    case 'refused':
      return state.step === 'paying' || state.step === 'challenge' || state.step === 'confirming'
        ? { step: 'failed', description: event.description }
        : state;
  }
}

/** The server's own check of an address, kept simple on purpose: something@host.tld, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;

/** The details form's problems, as i18n keys; none, the order it makes. */
export function certificateOrder(
  offerId: number,
  form: { gift: boolean; email: string; message: string },
): { order: CertificateOrder } | { errors: { email?: string; message?: string } } {
  if (!form.gift) return { order: { offerId, recipientEmail: null, message: null } };
  const email = form.email.trim();
  const message = form.message.trim();
  const errors: { email?: string; message?: string } = {};
  if (!EMAIL.test(email) || email.length > EMAIL_MAX) errors.email = 'certificates.gift.email_invalid';
  if (message.length > CERTIFICATE_MESSAGE_MAX) errors.message = 'certificates.gift.message_too_long';
  if (errors.email || errors.message) return { errors };
  return { order: { offerId, recipientEmail: email, message: message || null } };
}
