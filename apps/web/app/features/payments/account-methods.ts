import type { PaymentMethod, PaymentMethods } from '@efir/contract';
import { endpointQuery } from '../../api/queries';

/** The balance (the purchase group's prepaid method) and the ways to top it up: one read, the purchase modal's too. */
export const accountMethods = endpointQuery('paymentMethodsByTypes.get', { query: { types: 'purchase,account_refill' } });

export const balanceOf = (methods: PaymentMethods) =>
  methods.payment_methods.purchase?.find((method) => method.name === 'account_prepaid')?.balance;

/** account_refill's linked cards: a top-up is paid by one of them. */
export const refillCards = (methods: PaymentMethods): (PaymentMethod & { bank_card: { id: string } })[] =>
  (methods.payment_methods.account_refill ?? []).flatMap((method) =>
    method.name === 'linked_card' && method.bank_card ? [{ ...method, bank_card: method.bank_card }] : [],
  );

/** The operator's own top-up page (account_refill external_url), when it has one. */
export const externalRefillUrl = (methods: PaymentMethods): string | null =>
  methods.payment_methods.account_refill?.find((method) => method.name === 'external_url')?.payment_url ?? null;
