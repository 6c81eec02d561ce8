import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { RowIdParam } from '../schemas/ids.js';
import { ServicePurchaseState, Subscriptions } from '../schemas/subscriptions.js';

const ServiceParams = z.strictObject({ service_id: RowIdParam });

/** spec 2 §4 Service subscription status: the account's subscriptions, unsubscribing and taking it back. */
export const subscriptionsEndpoints = {
  'subscriptions.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/subscriptions',
    summary: 'The account’s subscriptions, running and ended, with the next charge',
    tag: 'subscriptions',
    access: 'account',
    response: Subscriptions,
  }),
  'subscriptions.unsubscribe': defineEndpoint({
    method: 'POST',
    path: '/api/v1/subscriptions/:service_id/unsubscribe',
    summary: 'Stops renewing a service; access stays until the period ends (status unsubscribed, active_until)',
    tag: 'subscriptions',
    access: 'account',
    params: ServiceParams,
    response: ServicePurchaseState,
  }),
  'subscriptions.cancelUnsubscribe': defineEndpoint({
    method: 'POST',
    path: '/api/v1/subscriptions/:service_id/cancel_unsubscribe',
    summary: 'Renews the service again while its period lasts',
    tag: 'subscriptions',
    access: 'account',
    params: ServiceParams,
    response: ServicePurchaseState,
  }),
} as const;
