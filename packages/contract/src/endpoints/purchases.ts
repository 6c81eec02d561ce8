import { defineEndpoint } from '../endpoint.js';
import {
  BuyContentBody,
  BuyContentResult,
  PaymentMethods,
  PaymentMethodsQuery,
  PurchaseVariants,
  PurchaseVariantsQuery,
} from '../schemas/purchases.js';

/** spec 2 §4 Purchase flow: options and periods, payment methods, the purchase itself. Signed-in viewers only. */
export const purchasesEndpoints = {
  'purchases.variants': defineEndpoint({
    method: 'GET',
    path: '/api/v1/purchase_variants',
    summary: 'What the viewer may buy for an item (its own EST/TVOD options and the services that open it), or what already opens it',
    tag: 'purchases',
    access: 'account',
    query: PurchaseVariantsQuery,
    response: PurchaseVariants,
  }),
  'paymentMethodsByTypes.get': defineEndpoint({
    method: 'GET',
    path: '/api/v1/payment_methods',
    summary: 'Payment methods per group (purchase, card_bind, account_refill); the prepaid account carries its balance',
    tag: 'purchases',
    access: 'account',
    query: PaymentMethodsQuery,
    response: PaymentMethods,
  }),
  'buy.content': defineEndpoint({
    method: 'POST',
    path: '/api/v1/buy',
    summary:
      'Buys one price of one option: the balance is charged and the access granted in one transaction; 2000034 when the balance is short',
    tag: 'purchases',
    access: 'account',
    body: BuyContentBody,
    response: BuyContentResult,
  }),
} as const;
