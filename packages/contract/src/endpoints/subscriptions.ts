import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { RowIdParam } from '../schemas/ids.js';
import {
  ExternalSubscription,
  ExternalSubscriptionBody,
  ExternalSubscriptionParams,
  ServicePurchaseState,
  Subscriptions,
} from '../schemas/subscriptions.js';

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
  'operator.externalSubscriptionPut': defineEndpoint({
    method: 'PUT',
    path: '/api/operator/accounts/:account_id/external_subscriptions/:biller/:external_id',
    summary:
      'Reports a subscription a partner bills: the account holds the service until active_until (subscribed_in_external_billing); a renewal reports again',
    tag: 'operator',
    access: 'operator',
    params: ExternalSubscriptionParams,
    body: ExternalSubscriptionBody,
    response: ExternalSubscription,
  }),
  'operator.externalSubscriptionEnd': defineEndpoint({
    method: 'DELETE',
    path: '/api/operator/accounts/:account_id/external_subscriptions/:biller/:external_id',
    summary: 'Ends a subscription a partner bills now, as when the partner reports it cancelled',
    tag: 'operator',
    access: 'operator',
    params: ExternalSubscriptionParams,
    response: ExternalSubscription,
  }),
} as const;
