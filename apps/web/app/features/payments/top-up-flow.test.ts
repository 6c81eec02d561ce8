import type { RefillResult } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { amountError, initialTopUp, nextTopUp, type TopUpStep } from './top-up-flow';

const TICKET = '00000000-0000-4000-8000-000000000002';
const answer = (fields: Partial<RefillResult>): RefillResult => ({
  status: 'success',
  order_id: TICKET,
  ticket_id: null,
  challenge_url: null,
  notification: { display: { message: 'The balance is topped up by 500 ₽' } },
  ...fields,
});

describe('top-up amount (REFILL_LIMITS)', () => {
  it('needs a whole amount from 10 to 50 000', () => {
    expect(amountError('')).toBe('required');
    expect(amountError('9')).toBe('min');
    expect(amountError('10')).toBeNull();
    expect(amountError('50000')).toBeNull();
    expect(amountError('50001')).toBe('max');
  });
});

describe('topping up the balance by a linked card', () => {
  it('a card that needs no 3-D Secure tops up at once and tells the server’s notification', () => {
    const paying = nextTopUp(initialTopUp, { type: 'submit' });
    expect(paying).toEqual({ step: 'paying' });
    expect(nextTopUp(paying, { type: 'answered', result: answer({}) })).toEqual({
      step: 'done',
      message: 'The balance is topped up by 500 ₽',
      submessage: undefined,
    });
  });

  it('wait_payment shows the bank’s page, whose answer leads to the ticket’s confirmation, then the result', () => {
    const waiting = answer({ status: 'wait_payment', ticket_id: TICKET, challenge_url: 'https://acquirer.test/3ds/ch_1' });
    let state: TopUpStep = nextTopUp({ step: 'paying' }, { type: 'answered', result: waiting });
    expect(state).toEqual({ step: 'challenge', url: 'https://acquirer.test/3ds/ch_1', ticketId: TICKET });
    state = nextTopUp(state, { type: 'challengeAnswered' });
    expect(state).toEqual({ step: 'confirming', ticketId: TICKET });
    expect(nextTopUp(state, { type: 'confirmed', message: 'Done', submessage: 'Balance: 700 ₽' })).toEqual({
      step: 'done',
      message: 'Done',
      submessage: 'Balance: 700 ₽',
    });
  });

  it('a decline shows the server’s description, and the viewer may try again from the form', () => {
    const failed = nextTopUp({ step: 'confirming', ticketId: TICKET }, { type: 'refused', description: 'Insufficient funds' });
    expect(failed).toEqual({ step: 'failed', description: 'Insufficient funds' });
    expect(nextTopUp(failed, { type: 'retry' })).toEqual(initialTopUp);
  });

  it('a second press or a late answer changes nothing', () => {
    expect(nextTopUp({ step: 'paying' }, { type: 'submit' })).toEqual({ step: 'paying' });
    expect(nextTopUp(initialTopUp, { type: 'answered', result: answer({}) })).toEqual(initialTopUp);
    expect(nextTopUp({ step: 'done', message: 'Done' }, { type: 'refused', description: null })).toEqual({ step: 'done', message: 'Done' });
  });
});
