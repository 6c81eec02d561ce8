import { defineEndpoint } from '../endpoint.js';
import { PromoCodeSendBody, PromoCodeSent } from '../schemas/promo-codes.js';

/** spec 2 §7 "promo code send": the /promocode form, `?access=` and /joint_viewing/{id} (spec 1 §2) all use it. */
export const promoCodesEndpoints = {
  'promocodes.send': defineEndpoint({
    method: 'POST',
    path: '/api/v1/promocodes/send',
    summary:
      'Activate a promo code for the account (case-insensitive, once per account); 5 failed tries a day per account, more per address',
    tag: 'promocodes',
    access: 'account',
    body: PromoCodeSendBody,
    response: PromoCodeSent,
  }),
} as const;
