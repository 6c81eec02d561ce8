import { z } from 'zod';
import { CERTIFICATE_CODE_INPUT_MAX, CERTIFICATE_MESSAGE_MAX } from '../certificate-code.js';
import { RowId, RowIdParam } from './ids.js';
import { IdempotencyKey, PaymentNotification } from './payments.js';
import { PinCode } from './profiles.js';

/** One of the operator's certificates on /podarochnye-sertifikaty: a service for some days, or an amount for the balance. */
export const CertificateOffer = z.object({
  id: z.number().int(),
  kind: z.enum(['service', 'amount']),
  name: z.string(),
  /** What the certificate costs. */
  price: z.number(),
  currency: z.string(),
  /** kind service: the service and its days. */
  service: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  days: z.number().int().nullable(),
  /** kind amount: what activation credits to the balance. */
  amount: z.number().nullable(),
});
export type CertificateOffer = z.infer<typeof CertificateOffer>;
export const CertificateOffers = z.object({ offers: z.array(CertificateOffer) });
export type CertificateOffers = z.infer<typeof CertificateOffers>;

export const CertificateBuyBody = z.strictObject({
  offer_id: RowId,
  /** linked_card, or any_card once its binding is confirmed (the new card stays linked): certificates are paid by card. */
  payment_method_id: RowId,
  bank_card_id: z.uuid(),
  /** A gift: the code goes to this address as well; absent, the certificate is the buyer's own. */
  recipient_email: z.email().max(254).optional(),
  message: z.string().trim().min(1).max(CERTIFICATE_MESSAGE_MAX).optional(),
  /** spec 2 §6: the profile's PIN, when its purchase_limits.is_pin_required is set (a certificate is a purchase). */
  pin_code: PinCode.optional(),
  idempotency_key: IdempotencyKey,
});
export type CertificateBuyBody = z.infer<typeof CertificateBuyBody>;

/** The purchase's answer, as buy.content's: success, or wait_payment with the bank's 3-D Secure page and the ticket. */
export const CertificateBuyResult = z.object({
  status: z.enum(['success', 'wait_payment']),
  ticket_id: z.string().nullable(),
  challenge_url: z.string().nullable(),
  notification: PaymentNotification,
});
export type CertificateBuyResult = z.infer<typeof CertificateBuyResult>;

/** A certificate as /my/certificates lists it. */
export const Certificate = z.object({
  id: z.string(),
  /** The code, for the buyer; null in the list of activated ones (the activator typed it). */
  code: z.string().nullable(),
  name: z.string(),
  kind: z.enum(['service', 'amount']),
  recipient_email: z.string().nullable(),
  message: z.string().nullable(),
  created_at: z.iso.datetime(),
  valid_until: z.iso.datetime(),
  used: z.boolean(),
  activated_at: z.iso.datetime().nullable(),
});
export type Certificate = z.infer<typeof Certificate>;
export const MyCertificates = z.object({ bought: z.array(Certificate), activated: z.array(Certificate) });
export type MyCertificates = z.infer<typeof MyCertificates>;

export const CertificateActivateBody = z.strictObject({ code: z.string().trim().min(1).max(CERTIFICATE_CODE_INPUT_MAX) });
export const CertificateActivated = z.object({
  notification: z.object({ display: z.object({ message: z.string(), submessage: z.string().optional() }) }),
  /** What it opened: a service's id and until when, or the amount credited. */
  service_id: z.number().int().nullable(),
  access_until: z.iso.datetime().nullable(),
  credited: z.number().nullable(),
});
export type CertificateActivated = z.infer<typeof CertificateActivated>;

const OfferText = z.string().trim().min(1).max(200);
/** Roubles, whole: what the operator's price list holds. */
const Roubles = z.number().int().min(1).max(1_000_000);

/** The operator's new offer: a service for some days, or an amount credited to the balance; exactly one of them. */
export const CertificateOfferBody = z
  .strictObject({
    name: z.strictObject({ rus: OfferText, eng: OfferText.optional(), hye: OfferText.optional() }),
    service_id: RowId.optional(),
    days: z.number().int().min(1).max(3650).optional(),
    amount: Roubles.optional(),
    price: Roubles,
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((body) => (body.service_id === undefined) === (body.days === undefined), {
    message: 'service_id and days go together',
    path: ['days'],
  })
  .refine((body) => (body.service_id === undefined) !== (body.amount === undefined), {
    message: 'an offer holds a service for some days or an amount, not both',
    path: ['amount'],
  });
export const CertificateOfferParams = z.strictObject({ offer_id: RowIdParam });
