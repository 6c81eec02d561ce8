import type { ServicePurchaseState, Subscription } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { listedSubscription, serviceAction, serviceStatus } from './subscription-status';

type State = NonNullable<ServicePurchaseState['service']>;

const NOW = new Date('2026-05-01T12:00:00Z');
const LATER = '2026-06-01T12:00:00Z';
const EARLIER = '2026-04-01T12:00:00Z';

const state = (fields: Partial<Omit<State, 'status'>> & { status: string }): State =>
  ({
    status_change_date: EARLIER,
    parent_service: null,
    external_billing: false,
    autopayment: false,
    active_until: LATER,
    ...fields,
  }) as State;

describe('service subscription status text (spec 2 §4)', () => {
  it('subscribed: renewing, until a date without renewal, or through a bundle', () => {
    expect(serviceStatus(state({ status: 'subscribed', autopayment: true }))).toEqual({
      kind: 'subscribed',
      until: LATER,
      renews: true,
      through: null,
    });
    expect(serviceStatus(state({ status: 'subscribed' }))).toMatchObject({ kind: 'subscribed', renews: false });
    const bundle = { id: 9, alias: 'maximum', name: 'Maximum' };
    expect(serviceStatus(state({ status: 'subscribed', parent_service: bundle }))).toMatchObject({ through: 'Maximum' });
  });

  it('subscribed_in_external_billing reads as billed by a partner', () => {
    expect(serviceStatus(state({ status: 'subscribed_in_external_billing' }))).toEqual({ kind: 'external' });
    expect(serviceStatus(state({ status: 'subscribed', external_billing: true }))).toEqual({ kind: 'external' });
  });

  it.each([
    'subscribe_requested',
    'subscribe_processing',
    'unsubscribe_requested',
    'unsubscribe_processing',
    'cancel_subscribe_requested',
    'cancel_unsubscribe_requested',
  ])('%s reads as processing', (status) => {
    expect(serviceStatus(state({ status }))).toEqual({ kind: 'processing' });
  });

  it('unsubscribed shows its active-until date', () => {
    expect(serviceStatus(state({ status: 'unsubscribed' }))).toEqual({ kind: 'unsubscribed', until: LATER });
  });

  it('anything else, and no subscription, reads as not subscribed', () => {
    expect(serviceStatus(state({ status: 'suspended' }))).toEqual({ kind: 'not_subscribed' });
    expect(serviceStatus(null)).toEqual({ kind: 'not_subscribed' });
    expect(serviceStatus(undefined)).toEqual({ kind: 'not_subscribed' });
  });
});

describe('what the service page offers to do', () => {
  it('a renewing subscription of the viewer’s own may be stopped, an unsubscribed one resumed while it lasts', () => {
    expect(serviceAction(state({ status: 'subscribed', autopayment: true }), NOW)).toBe('unsubscribe');
    expect(serviceAction(state({ status: 'unsubscribed' }), NOW)).toBe('resume');
    expect(serviceAction(state({ status: 'unsubscribed', active_until: EARLIER }), NOW)).toBeNull();
  });

  it('a bundle’s service, a partner’s billing, a grant without renewal and processing offer nothing', () => {
    const bundle = { id: 9, alias: 'maximum', name: 'Maximum' };
    expect(serviceAction(state({ status: 'subscribed', autopayment: true, parent_service: bundle }), NOW)).toBeNull();
    expect(serviceAction(state({ status: 'subscribed', autopayment: true, external_billing: true }), NOW)).toBeNull();
    expect(serviceAction(state({ status: 'subscribed' }), NOW)).toBeNull();
    expect(serviceAction(state({ status: 'unsubscribe_requested' }), NOW)).toBeNull();
    expect(serviceAction(null, NOW)).toBeNull();
  });
});

describe('a subscription in the account’s list', () => {
  const subscription = (fields: Partial<Subscription>): Subscription => ({
    id: '00000000-0000-4000-8000-000000000001',
    service: { id: 3, alias: 'tv-archive', name: 'TV Archive' },
    status: 'subscribed',
    end_reason: null,
    active_until: LATER,
    next_charge: { date: LATER, amount: 199, currency: 'RUB' },
    payment_method: 'account_prepaid',
    ...fields,
  });

  it('a renewing one is active and may be stopped', () => {
    expect(listedSubscription(subscription({}), NOW)).toEqual({ status: 'subscribed', active: true, action: 'unsubscribe' });
  });

  it('one the viewer stopped is active and may be resumed until its period ends, then it has ended', () => {
    const stopped = { status: 'unsubscribed' as const, end_reason: 'unsubscribed' as const, next_charge: null };
    expect(listedSubscription(subscription(stopped), NOW)).toEqual({ status: 'unsubscribed', active: true, action: 'resume' });
    expect(listedSubscription(subscription({ ...stopped, active_until: EARLIER }), NOW)).toEqual({
      status: 'unsubscribed',
      active: false,
      action: null,
    });
  });

  it('a failed renewal charge and a refund say why it stopped and cannot be resumed', () => {
    const ended = { status: 'unsubscribed' as const, next_charge: null, active_until: EARLIER };
    expect(listedSubscription(subscription({ ...ended, end_reason: 'payment_failed' }), NOW)).toEqual({
      status: 'payment_failed',
      active: false,
      action: null,
    });
    expect(listedSubscription(subscription({ ...ended, end_reason: 'refunded' }), NOW)).toEqual({
      status: 'refunded',
      active: false,
      action: null,
    });
  });

  it('a period that ended before its renewal charge ran reads as being renewed', () => {
    const due = { status: 'unsubscribed' as const, end_reason: null, next_charge: null, active_until: EARLIER };
    expect(listedSubscription(subscription(due), NOW)).toEqual({ status: 'renewing', active: true, action: null });
  });
});
