import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { PromoBatch, PromoBatchBody, PromoBatchParams, PromoCodeSendBody, PromoCodeSent } from '../schemas/promo-codes.js';

/** spec 2 §7 "promo code send": the /promocode form, `?access=` and /joint_viewing/{id} (spec 1 §2) all use it. */
export const promoCodesEndpoints = {
  'promocodes.send': defineEndpoint({
    method: 'POST',
    path: '/api/v1/promocodes/send',
    summary:
      'Activate a promo code for the account (case-insensitive, once per account; the PIN first where the profile needs one to buy; 2000021 when the code needs a linked card); 5 failed tries a day per account, more per address',
    tag: 'promocodes',
    access: 'account',
    body: PromoCodeSendBody,
    response: PromoCodeSent,
  }),
  'operator.promoBatchCreate': defineEndpoint({
    method: 'POST',
    path: '/api/operator/promo-codes/batches',
    summary: 'Creates N unique promo codes of one campaign in one transaction, all granting the same; export them as CSV',
    tag: 'operator',
    access: 'operator',
    body: PromoBatchBody,
    response: PromoBatch,
    status: 201,
  }),
  'operator.promoBatchCsv': defineEndpoint({
    method: 'GET',
    path: '/api/operator/promo-codes/batches/:batch_id.csv',
    summary: 'A batch’s codes as text/csv: code, activations, max_activations, valid_from, valid_until, requires_card',
    tag: 'operator',
    access: 'operator',
    params: PromoBatchParams,
    response: z.string(),
  }),
} as const;
