import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  BankCardAddBody,
  BankCardOrder,
  BankCards,
  PaymentHistory,
  RefillBody,
  RefillResult,
  RefundParams,
  RefundResult,
  TicketConfirmBody,
  TicketConfirmResult,
} from '../schemas/payments.js';

/** spec 2 §4 Card entry and §7: linked cards and the tickets that settle card payments. Signed-in viewers only. */
export const paymentsEndpoints = {
  'bankCards.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/bank_cards',
    summary: 'The account’s linked cards (brand, last four digits, expiry)',
    tag: 'payments',
    access: 'account',
    response: BankCards,
  }),
  'bankCards.add': defineEndpoint({
    method: 'POST',
    path: '/api/v1/bank_cards',
    summary: 'Opens a card binding at the acquirer: the browser sends the card to payment_url, then confirms the ticket',
    tag: 'payments',
    access: 'account',
    body: BankCardAddBody,
    response: BankCardOrder,
  }),
  'bankCards.delete': defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/bank_cards/:id',
    summary: 'Unlinks a card; the cards left are answered',
    tag: 'payments',
    access: 'account',
    params: z.strictObject({ id: z.uuid() }),
    response: BankCards,
  }),
  'tickets.confirm': defineEndpoint({
    method: 'POST',
    path: '/api/v1/tickets/confirm',
    summary: 'Settles a card binding or a card payment after the acquirer’s step (3-D Secure); 1000406 while it is pending',
    tag: 'payments',
    access: 'account',
    body: TicketConfirmBody,
    response: TicketConfirmResult,
  }),
  'account.refill': defineEndpoint({
    method: 'POST',
    path: '/api/v1/account/refill',
    summary: 'Tops the prepaid balance up by a linked card, once per idempotency key; wait_payment when the bank asks for 3-D Secure',
    tag: 'payments',
    access: 'account',
    body: RefillBody,
    response: RefillResult,
  }),
  'payments.history': defineEndpoint({
    method: 'GET',
    path: '/api/v1/payments',
    summary: 'The account’s payments, newest first: date, item, amount, method and status',
    tag: 'payments',
    access: 'account',
    response: PaymentHistory,
  }),
  'operator.refund': defineEndpoint({
    method: 'POST',
    path: '/api/operator/orders/:order_id/refund',
    summary: 'Refunds an order: the card payment is reversed at the acquirer (or the balance credited) and its access ends',
    tag: 'operator',
    access: 'operator',
    params: RefundParams,
    response: RefundResult,
  }),
} as const;
