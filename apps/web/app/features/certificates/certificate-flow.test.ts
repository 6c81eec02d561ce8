import { CERTIFICATE_MESSAGE_MAX } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import {
  type CertificateEvent,
  type CertificateStep,
  certificateOrder,
  initialCertificateStep,
  nextCertificateStep,
} from './certificate-flow';

const order = { offerId: 3, recipientEmail: 'friend@example.com', message: null };
const run = (...events: CertificateEvent[]): CertificateStep => events.reduce(nextCertificateStep, initialCertificateStep(false));

describe('buying a certificate, step by step', () => {
  it('a linked card pays in one press, then success', () => {
    expect(run({ type: 'details', order }, { type: 'pay' }, { type: 'paid', message: 'Куплен', submessage: 'Код: ABCD' })).toEqual({
      step: 'success',
      message: 'Куплен',
      submessage: 'Код: ABCD',
    });
  });

  it('a new card goes through card entry and the bank’s 3-D Secure page before the ticket is confirmed', () => {
    const card = run({ type: 'details', order }, { type: 'enterCard', methodId: 4 });
    expect(card).toEqual({ step: 'card', order, methodId: 4 });
    const challenge = [{ type: 'pay' }, { type: 'waitPayment', ticketId: 't1', url: 'https://acq/3ds' }].reduce(
      (state, event) => nextCertificateStep(state, event as CertificateEvent),
      card,
    );
    expect(challenge).toEqual({ step: 'challenge', order, ticketId: 't1', url: 'https://acq/3ds' });
    expect(nextCertificateStep(challenge, { type: 'challengePassed' })).toEqual({ step: 'confirming', order, ticketId: 't1' });
  });

  it('a payment waiting with no page to show is confirmed at once', () => {
    expect(run({ type: 'details', order }, { type: 'pay' }, { type: 'waitPayment', ticketId: 't2', url: null })).toEqual({
      step: 'confirming',
      order,
      ticketId: 't2',
    });
  });

  it('a refusal while paying ends in failure with the server’s reason; back goes one step back before paying only', () => {
    expect(run({ type: 'details', order }, { type: 'pay' }, { type: 'refused', description: 'Недостаточно средств' })).toEqual({
      step: 'failed',
      description: 'Недостаточно средств',
    });
    expect(run({ type: 'details', order }, { type: 'enterCard', methodId: 4 }, { type: 'back' })).toEqual({ step: 'payment', order });
    expect(run({ type: 'details', order }, { type: 'back' })).toEqual({ step: 'details' });
    expect(run({ type: 'details', order }, { type: 'pay' }, { type: 'back' })).toEqual({ step: 'paying', order });
  });
});

describe('the purchase PIN (spec 2 §6)', () => {
  it('a profile that needs it enters it first, and again when the server refuses it', () => {
    const pin = initialCertificateStep(true);
    expect(pin).toEqual({ step: 'pin' });
    expect(nextCertificateStep(pin, { type: 'details', order })).toEqual(pin);
    const details = nextCertificateStep(pin, { type: 'pinChecked' });
    expect(details).toEqual({ step: 'details' });
    const paying = [{ type: 'details', order }, { type: 'pay' }].reduce(
      (state, event) => nextCertificateStep(state, event as CertificateEvent),
      details,
    );
    expect(nextCertificateStep(paying, { type: 'pinRefused' })).toEqual({ step: 'pin' });
  });
});

describe('whom the certificate is for', () => {
  it('for oneself needs nothing more', () => {
    expect(certificateOrder(1, { gift: false, email: 'whatever', message: 'x' })).toEqual({
      order: { offerId: 1, recipientEmail: null, message: null },
    });
  });

  it('a gift needs a valid address; the message is optional and bounded like the server’s', () => {
    expect(certificateOrder(1, { gift: true, email: ' friend@example.com ', message: '  ' })).toEqual({
      order: { offerId: 1, recipientEmail: 'friend@example.com', message: null },
    });
    expect(certificateOrder(1, { gift: true, email: 'friend@example', message: '' })).toEqual({
      errors: { email: 'certificates.gift.email_invalid' },
    });
    expect(certificateOrder(1, { gift: true, email: 'a@b.ru', message: 'x'.repeat(CERTIFICATE_MESSAGE_MAX + 1) })).toEqual({
      errors: { message: 'certificates.gift.message_too_long' },
    });
  });
});
