import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_VALID_DAYS,
  type Certificate,
  type CertificateActivated,
  type CertificateBuyBody,
  type CertificateBuyResult,
  type CertificateOffer,
  type CertificateOfferBody,
  ErrorCode,
  formatCertificateCode,
  formatMoment,
  type LanguageCode,
  type MyCertificates,
  normaliseCertificateCode,
  PROMO_BATCH_ALPHABET,
} from '@efir/contract';
import type { z } from 'zod';
import { translate } from '../../db/schema/i18n.js';
import { Problem, tooMany } from '../../http/problem.js';
import { fill, money, textsIn } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Messaging } from '../../providers/messaging.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { EntitlementsService } from '../entitlements/service.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { JobsService } from '../jobs/service.js';
import type { NotificationsService } from '../notifications/service.js';
import { type ChargeOutcome, PAYMENT_METHOD_IDS, type PaymentsService, paymentLanguage } from '../payments/service.js';
import type { PurchaseGuard } from '../purchases/service.js';
import type { Session } from '../sessions/service.js';
import type { CertificateOfferRow, CertificateRow, CertificatesRepo, DrawCode } from './repo.js';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
/** Tries at a code one account may make per hour: 60-bit codes are not guessed, and the limit keeps it so. */
export const CERTIFICATE_ACCOUNT_HOURLY_LIMIT = 10;
/** Tries one address may make per hour, whatever the accounts. */
export const CERTIFICATE_IP_HOURLY_LIMIT = 30;
/** Where the vod_certificate_created message leads (spec 1 §4). */
export const MY_CERTIFICATES_PATH = '/my/certificates';
/** The durable job that mails a gift's code once its payment has committed. */
const GIFT_EMAIL = 'certificates.gift_email';

/** 12 characters of 32 (no 0, O, 1 or I), unbiased (32 divides 256). */
export const drawCertificateCode: DrawCode = () =>
  Array.from(randomBytes(CERTIFICATE_CODE_LENGTH), (byte) => PROMO_BATCH_ALPHABET[byte % PROMO_BATCH_ALPHABET.length]).join('');

export interface CertificateBuyer {
  session: Session & { account_id: string };
  language: LanguageCode;
}

export interface CertificateActivation {
  session: Session & { account_id: string };
  ip: string;
  language: LanguageCode;
  code: string;
}

/** What a certificate payment keeps until the acquirer captures it: the offer as it was sold, and the gift's address. */
interface CertificatePurchase {
  offer: { id: number; name: CertificateOfferRow['name']; service_id: number | null; days: number | null; credit_minor: number | null };
  recipient_email: string | null;
  message: string | null;
}

export interface CertificatesServiceDeps {
  clock: Clock;
  rateLimits: RateLimitStore;
  entitlements: EntitlementsService;
  payments: PaymentsService;
  idempotency: IdempotencyService;
  notifications: Pick<NotificationsService, 'sendIn' | 'addEvent'>;
  jobs: Pick<JobsService, 'enqueue' | 'register'>;
  messaging: Messaging;
  /** spec 2 §6: the purchase PIN of the buying profile. */
  guard: PurchaseGuard;
  /** The address viewers use (EFIR_PUBLIC_URL), for the link in the gift e-mail; unset, the mail names the path. */
  publicUrl: string | undefined;
  draw?: DrawCode;
}

/**
 * Gift certificates (issue 18): the operator's offers, bought by card like a purchase (the certificate is written in
 * the transaction that captures the payment, once per idempotency key), mailed to a gift's recipient, and activated
 * once by any account: a service for its days after any it holds, or an amount credited to the prepaid balance.
 */
export function certificatesService(repo: CertificatesRepo, deps: CertificatesServiceDeps) {
  const {
    clock,
    rateLimits,
    entitlements,
    payments,
    idempotency,
    notifications,
    jobs,
    messaging,
    guard,
    draw = drawCertificateCode,
  } = deps;

  function toOffer(
    row: { offer: CertificateOfferRow; service_name: CertificateOfferRow['name'] | null },
    language: LanguageCode,
  ): CertificateOffer {
    const { offer } = row;
    return {
      id: offer.id,
      kind: offer.service_id === null ? 'amount' : 'service',
      name: translate(offer.name, language),
      price: offer.price_minor / 100,
      currency: offer.currency,
      service:
        offer.service_id === null ? null : { id: offer.service_id, name: row.service_name ? translate(row.service_name, language) : '' },
      days: offer.days,
      amount: offer.credit_minor === null ? null : offer.credit_minor / 100,
    };
  }

  function toCertificate(row: CertificateRow, language: LanguageCode, withCode: boolean): Certificate {
    return {
      id: row.id,
      code: withCode ? formatCertificateCode(row.code) : null,
      name: translate(row.name, language),
      kind: row.service_id === null ? 'amount' : 'service',
      recipient_email: row.recipient_email,
      message: row.message,
      created_at: row.created_at.toISOString(),
      valid_until: row.valid_until.toISOString(),
      used: row.activated_at !== null,
      activated_at: row.activated_at?.toISOString() ?? null,
    };
  }

  function cardAnswer(outcome: ChargeOutcome, language: LanguageCode): CertificateBuyResult {
    if (outcome.status === 'challenge')
      return {
        status: 'wait_payment',
        ticket_id: outcome.payment.id,
        challenge_url: outcome.challengeUrl,
        notification: { display: { message: textsIn(language).payments.confirm } },
      };
    return { status: 'success', ticket_id: null, challenge_url: null, notification: outcome.notification };
  }

  // The certificate is written when the acquirer captures its payment, with the buyer's message and the gift's e-mail job.
  payments.fulfil('certificate', async (tx, payment) => {
    const bought = payment.details as unknown as CertificatePurchase;
    const language = paymentLanguage(payment);
    const texts = textsIn(language).certificates;
    const now = clock.now();
    const certificate = await repo.insert(
      tx,
      {
        offer_id: bought.offer.id,
        name: bought.offer.name,
        service_id: bought.offer.service_id,
        days: bought.offer.days,
        credit_minor: bought.offer.credit_minor,
        currency: payment.currency,
        buyer_account_id: payment.account_id,
        card_payment_id: payment.id,
        recipient_email: bought.recipient_email,
        message: bought.message,
        created_at: now,
        valid_until: new Date(now.getTime() + CERTIFICATE_VALID_DAYS * DAY_MS),
      },
      draw,
    );
    const name = translate(certificate.name, language);
    await notifications.sendIn(
      tx,
      { accountId: payment.account_id, profileId: null },
      {
        event_type: 'target',
        event_code: 'vod_certificate_created',
        display: {
          display_type: 'panel',
          panel_type: 'success',
          message: fill(texts.created, { name }),
          is_cancellable: true,
          force_display: false,
          target: { type: 'screen', title: texts.open, url: MY_CERTIFICATES_PATH },
        },
      },
    );
    if (certificate.recipient_email)
      await jobs.enqueue(
        {
          kind: GIFT_EMAIL,
          payload: { certificate_id: certificate.id, language },
          runAt: now,
          dedupeKey: `${GIFT_EMAIL}@${certificate.id}`,
        },
        tx,
      );
    const code = formatCertificateCode(certificate.code);
    return {
      notification: {
        display: {
          message: fill(texts.bought, { name }),
          submessage: certificate.recipient_email ? fill(texts.sentTo, { email: certificate.recipient_email }) : fill(texts.code, { code }),
          target: { type: 'screen', title: texts.open, url: MY_CERTIFICATES_PATH },
        },
      },
    };
  });

  // After the payment commits: a failed send is retried by the jobs worker, and a retry after a sent one sends again
  // rather than never (the provider gives no receipt to check).
  jobs.register(GIFT_EMAIL, async (payload) => {
    const { certificate_id, language } = payload as { certificate_id: string; language: LanguageCode };
    const certificate = await repo.byId(certificate_id);
    if (!certificate?.recipient_email) return;
    const texts = textsIn(language).certificates;
    const code = formatCertificateCode(certificate.code);
    const timeZone = await repo.timeZone(certificate.buyer_account_id);
    await messaging.email.send({
      to: certificate.recipient_email,
      code,
      text: fill(texts.email, {
        name: translate(certificate.name, language),
        message: certificate.message ? `${certificate.message}\n\n` : '',
        code,
        date: formatMoment(certificate.valid_until, language, timeZone),
        url: `${deps.publicUrl ?? ''}${MY_CERTIFICATES_PATH}`,
      }),
    });
  });

  async function buyOnce(buyer: CertificateBuyer, body: CertificateBuyBody): Promise<CertificateBuyResult> {
    const { session, language } = buyer;
    const texts = textsIn(language).certificates;
    const resumed = await payments.resumed(session.account_id, body.idempotency_key, language);
    if (resumed) return cardAnswer(resumed, language);
    const [row] = await repo.offers(body.offer_id);
    if (!row) throw new Problem(404, ErrorCode.CERTIFICATE_OFFER_UNKNOWN, texts.offerUnknown);
    if (body.payment_method_id !== PAYMENT_METHOD_IDS.linked_card && body.payment_method_id !== PAYMENT_METHOD_IDS.any_card)
      throw new Problem(400, ErrorCode.PAYMENT_METHOD_UNAVAILABLE, texts.cardOnly);
    const card = await payments.cardFor(session.account_id, body.bank_card_id, language);
    const profile = await guard(session, body.pin_code);
    const { offer } = row;
    const details: CertificatePurchase = {
      offer: { id: offer.id, name: offer.name, service_id: offer.service_id, days: offer.days, credit_minor: offer.credit_minor },
      recipient_email: body.recipient_email?.toLowerCase() ?? null,
      message: body.message ?? null,
    };
    const outcome = await payments.charge(
      {
        accountId: session.account_id,
        profileId: profile.id,
        key: body.idempotency_key,
        cardId: card.id,
        kind: 'certificate',
        amountMinor: offer.price_minor,
        currency: offer.currency,
        description: translate(offer.name, language),
        details: details as unknown as Record<string, unknown>,
        language,
      },
      'customer',
    );
    return cardAnswer(outcome, language);
  }

  /** Counts the try against the account's and the address's hourly limits before the code is looked at. */
  async function admit(request: CertificateActivation): Promise<void> {
    const texts = textsIn(request.language).certificates;
    for (const [key, limit] of [
      [`certificate:ip:${request.ip}`, CERTIFICATE_IP_HOURLY_LIMIT],
      [`certificate:account:${request.session.account_id}`, CERTIFICATE_ACCOUNT_HOURLY_LIMIT],
    ] as const) {
      const hit = await rateLimits.hit(key, limit, HOUR_MS);
      if (!hit.allowed) throw tooMany(ErrorCode.CERTIFICATE_ATTEMPTS_EXCEEDED, texts.tooManyAttempts, hit.retryAfterSeconds);
    }
  }

  return {
    async offers(language: LanguageCode): Promise<{ offers: CertificateOffer[] }> {
      return { offers: (await repo.offers()).map((row) => toOffer(row, language)) };
    },

    /** The operator's new offer, on sale at once. */
    async addOffer(body: z.output<typeof CertificateOfferBody>): Promise<CertificateOffer> {
      if (body.service_id !== undefined && !(await repo.serviceExists(body.service_id)))
        throw new Problem(400, ErrorCode.CERTIFICATE_SERVICE_UNKNOWN, `There is no service ${body.service_id}`);
      const offer = await repo.addOffer({
        name: body.name,
        service_id: body.service_id ?? null,
        days: body.days ?? null,
        credit_minor: body.amount === undefined ? null : body.amount * 100,
        price_minor: body.price * 100,
        position: body.position,
      });
      const [row] = await repo.offers(offer.id);
      return toOffer(row!, 'rus');
    },

    async withdrawOffer(id: number): Promise<{ success: true }> {
      if (!(await repo.withdrawOffer(id))) throw new Problem(404, ErrorCode.CERTIFICATE_OFFER_UNKNOWN, 'No such offer on sale');
      return { success: true };
    },

    /** A certificate by card, once per idempotency key: the same key answers where its payment stands. */
    async buy(buyer: CertificateBuyer, body: CertificateBuyBody): Promise<CertificateBuyResult> {
      const { idempotency_key: key, ...request } = body;
      return idempotency.once({ accountId: buyer.session.account_id, key, operation: 'certificates.buy', body: request }, () =>
        buyOnce(buyer, body),
      );
    },

    /** /my/certificates: what the account bought, codes shown, and what it activated. */
    async mine(accountId: string, language: LanguageCode): Promise<MyCertificates> {
      const [bought, activated] = await Promise.all([repo.bought(accountId), repo.activated(accountId)]);
      return {
        bought: bought.map((row) => toCertificate(row, language, true)),
        activated: activated.map((row) => toCertificate(row, language, false)),
      };
    },

    /** Unknown, used and expired codes are refused, each with its code, and write nothing; of simultaneous tries one wins. */
    async activate(request: CertificateActivation): Promise<CertificateActivated> {
      const texts = textsIn(request.language).certificates;
      await admit(request);
      const now = clock.now();
      const certificate = await repo.byCode(normaliseCertificateCode(request.code));
      if (!certificate) throw new Problem(404, ErrorCode.CERTIFICATE_UNKNOWN, texts.unknown);
      const used = () => new Problem(409, ErrorCode.CERTIFICATE_ALREADY_USED, texts.alreadyUsed);
      if (certificate.activated_at) throw used();
      if (certificate.valid_until <= now) throw new Problem(410, ErrorCode.CERTIFICATE_EXPIRED, texts.expired);
      const accountId = request.session.account_id;
      let accessUntil: Date | null = null;
      const won = await repo.activate(certificate.id, accountId, now, async (tx) => {
        if (certificate.service_id !== null && certificate.days !== null) {
          const granted = await entitlements.grant(tx, {
            account_id: accountId,
            service_id: certificate.service_id,
            days: certificate.days,
            source: 'certificate',
            source_id: certificate.id,
          });
          accessUntil = granted.ends_at;
          await notifications.addEvent(tx, accountId, 'sync_purchases', { certificate_id: certificate.id }, now);
        } else if (certificate.credit_minor !== null) {
          await repo.credit(tx, accountId, certificate.credit_minor);
          await notifications.addEvent(tx, accountId, 'get_billing_info_request', { certificate_id: certificate.id }, now);
        }
      });
      if (!won) throw used();
      const name = translate(certificate.name, request.language);
      const until = accessUntil as Date | null;
      const message =
        certificate.credit_minor !== null
          ? fill(texts.activatedAmount, { amount: money(certificate.credit_minor, certificate.currency, request.language) })
          : fill(texts.activatedService, { name });
      const submessage = until
        ? fill(textsIn(request.language).access.until, {
            date: formatMoment(until, request.language, await repo.timeZone(accountId)),
          })
        : undefined;
      return {
        notification: { display: { message, ...(submessage ? { submessage } : {}) } },
        service_id: certificate.service_id,
        access_until: until?.toISOString() ?? null,
        credited: certificate.credit_minor === null ? null : certificate.credit_minor / 100,
      };
    },
  };
}

export type CertificatesService = ReturnType<typeof certificatesService>;
