import { ApiError } from '@efir/contract';
import { describe, expect, it, vi } from 'vitest';
import { bindAtAcquirer, challengeOutcome, TICKET_RETRY_MS, TICKET_WAIT_MS, untilSettled } from './card-payment';

const pending = () => new ApiError(409, { error_code: 1000406, description: 'The bank is still working on it' });
const declined = () => new ApiError(402, { error_code: 1000405, description: 'Insufficient funds' });

/** A clock that moves only when the code under test sleeps. */
function fakeClock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

describe('settling a ticket (docs/acquirer-browser-api.md step 4)', () => {
  it('asks again each second while the answer is 1000406, then takes the answer', async () => {
    const clock = fakeClock();
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(pending())
      .mockRejectedValueOnce(pending())
      .mockResolvedValue('settled');
    await expect(untilSettled(call, clock.sleep, clock.now)).resolves.toBe('settled');
    expect(call).toHaveBeenCalledTimes(3);
    expect(clock.sleeps).toEqual([TICKET_RETRY_MS, TICKET_RETRY_MS]);
  });

  it('also waits out a request of the same key still in progress (1000408)', async () => {
    const clock = fakeClock();
    const inProgress = new ApiError(409, { error_code: 1000408, description: 'in progress' });
    const call = vi.fn<() => Promise<string>>().mockRejectedValueOnce(inProgress).mockResolvedValue('replayed');
    await expect(untilSettled(call, clock.sleep, clock.now)).resolves.toBe('replayed');
  });

  it('gives up after about 20 seconds with the last refusal', async () => {
    const clock = fakeClock();
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(pending());
    await expect(untilSettled(call, clock.sleep, clock.now)).rejects.toMatchObject({ body: { error_code: 1000406 } });
    expect(call).toHaveBeenCalledTimes(TICKET_WAIT_MS / TICKET_RETRY_MS + 1);
  });

  it('any other refusal stands at once', async () => {
    const clock = fakeClock();
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(declined());
    await expect(untilSettled(call, clock.sleep, clock.now)).rejects.toMatchObject({ body: { error_code: 1000405 } });
    expect(call).toHaveBeenCalledTimes(1);
  });
});

const PAYMENT_URL = 'http://acquirer.test/checkout';
const card = { cardnumber: '4242424242424242', 'cc-exp': '12/28', cvc: '123' };
const acquirer = (...answers: unknown[]) => {
  const fetcher = vi.fn<typeof fetch>();
  for (const answer of answers)
    fetcher.mockImplementationOnce(async () =>
      answer instanceof Error
        ? Promise.reject(answer)
        : new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  return fetcher;
};

describe('the card at the acquirer (docs/acquirer-browser-api.md)', () => {
  it('creates the card token, then binds it with the order’s req_id', async () => {
    const fetcher = acquirer({ reqStatus: 0, card_token: 'ct_1', brand: 'visa', last4: '4242' }, { reqStatus: 0, status: 'bound' });
    await expect(bindAtAcquirer(PAYMENT_URL, 'req_1', card, fetcher)).resolves.toEqual({ kind: 'bound' });
    const [create, bind] = fetcher.mock.calls;
    expect(create![0]).toBe(`${PAYMENT_URL}/card/create`);
    expect(JSON.parse(String(create![1]?.body))).toEqual(card);
    expect(create![1]).toMatchObject({ method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/json' } });
    expect(bind![0]).toBe(`${PAYMENT_URL}/card/bind`);
    expect(JSON.parse(String(bind![1]?.body))).toEqual({ req_id: 'req_1', card_token: 'ct_1' });
  });

  it('passes on the bank’s 3-D Secure page', async () => {
    const fetcher = acquirer(
      { reqStatus: 0, card_token: 'ct_1' },
      { reqStatus: 0, status: 'challenge', challenge_url: 'http://acquirer.test/checkout/challenge/ch_1' },
    );
    await expect(bindAtAcquirer(PAYMENT_URL, 'req_1', card, fetcher)).resolves.toEqual({
      kind: 'challenge',
      url: 'http://acquirer.test/checkout/challenge/ch_1',
    });
  });

  it('any reqStatus but 0, at either step, or no answer at all, is a refusal', async () => {
    const refused = { kind: 'refused' };
    await expect(bindAtAcquirer(PAYMENT_URL, 'r', card, acquirer({ reqStatus: 14, message: 'bad number' }))).resolves.toEqual(refused);
    await expect(bindAtAcquirer(PAYMENT_URL, 'r', card, acquirer({ reqStatus: 0, card_token: 'ct' }, { reqStatus: 5 }))).resolves.toEqual(
      refused,
    );
    await expect(bindAtAcquirer(PAYMENT_URL, 'r', card, acquirer(new TypeError('Failed to fetch')))).resolves.toEqual(refused);
  });
});

describe('the 3-D Secure page’s answer', () => {
  const url = 'http://acquirer.test/checkout/challenge/ch_1';
  const message = (status: string) => ({ source: 'efir-sandbox-acquirer', type: '3ds-result', challenge_id: 'ch_1', status });

  it('is passed or failed as the page says', () => {
    expect(challengeOutcome({ origin: 'http://acquirer.test', data: message('passed') }, url)).toBe('passed');
    expect(challengeOutcome({ origin: 'http://acquirer.test', data: message('failed') }, url)).toBe('failed');
  });

  it('is believed only from the page’s own origin, and other messages are no answer', () => {
    expect(challengeOutcome({ origin: 'http://evil.test', data: message('passed') }, url)).toBeNull();
    expect(challengeOutcome({ origin: 'http://acquirer.test', data: 'passed' }, url)).toBeNull();
    expect(challengeOutcome({ origin: 'http://acquirer.test', data: { type: 'resize' } }, url)).toBeNull();
    expect(challengeOutcome({ origin: 'http://acquirer.test', data: null }, url)).toBeNull();
  });
});
