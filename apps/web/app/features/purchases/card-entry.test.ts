import type { BankCardOrder } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { type CardEntryEvent, type CardEntryStep, initialCardEntry, nextCardEntry } from './card-entry';

const order: BankCardOrder = {
  order_id: 'o1',
  pay_amount: 1,
  currency: 'RUB',
  req_id: 'req_1',
  ticket_id: '0b7e2d8c-9b43-4d4e-8f3e-6a1c2f0e9d11',
  payment_url: 'http://acquirer.test/checkout',
};
const run = (...events: CardEntryEvent[]): CardEntryStep => events.reduce(nextCardEntry, initialCardEntry('key-1'));

describe('card entry (spec 2 §4 Card entry)', () => {
  it('opens an order first: nothing can be sent until its payment URL is in', () => {
    expect(initialCardEntry('key-1')).toEqual({ step: 'ordering', key: 'key-1', error: null });
    expect(run({ type: 'submit' })).toEqual({ step: 'ordering', key: 'key-1', error: null });
    expect(run({ type: 'ordered', order })).toEqual({ step: 'form', order, error: null });
  });

  it('binds, confirms the ticket, and goes through the bank’s page when it asks', () => {
    expect(run({ type: 'ordered', order }, { type: 'submit' }, { type: 'bound' })).toEqual({ step: 'confirming', order });
    const challenged = run({ type: 'ordered', order }, { type: 'submit' }, { type: 'challenge', url: 'http://acquirer.test/ch_1' });
    expect(challenged).toEqual({ step: 'challenge', order, url: 'http://acquirer.test/ch_1' });
    expect(nextCardEntry(challenged, { type: 'bound' })).toEqual({ step: 'confirming', order });
  });

  it('a refusal opens a new order with a new key and keeps its message on the form until the next try', () => {
    const refused = run({ type: 'ordered', order }, { type: 'submit' }, { type: 'refused', error: 'Declined', key: 'key-2' });
    expect(refused).toEqual({ step: 'ordering', key: 'key-2', error: 'Declined' });
    const next = { ...order, req_id: 'req_2' };
    expect(nextCardEntry(refused, { type: 'ordered', order: next })).toEqual({ step: 'form', order: next, error: 'Declined' });
    expect(
      run({ type: 'ordered', order }, { type: 'submit' }, { type: 'challenge', url: 'u' }, { type: 'refused', error: 'x', key: 'k' }),
    ).toMatchObject({
      step: 'ordering',
    });
  });

  it('an order the server refuses leaves nothing to bind', () => {
    expect(run({ type: 'orderFailed', error: 'No card payments now' })).toEqual({ step: 'unavailable', error: 'No card payments now' });
    expect(run({ type: 'orderFailed', error: 'x' }, { type: 'submit' })).toEqual({ step: 'unavailable', error: 'x' });
  });

  it('a second press while the card is on its way is ignored', () => {
    const binding = run({ type: 'ordered', order }, { type: 'submit' });
    expect(nextCardEntry(binding, { type: 'submit' })).toBe(binding);
  });
});
