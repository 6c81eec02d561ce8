import { ApiError, ErrorCode } from '@efir/contract';
import { describe, expect, it, vi } from 'vitest';
import { challengeOutcome, TICKET_RETRY_MS, TICKET_WAIT_MS, untilSettled } from './ticket';

const refusal = (status: number, error_code: number) => new ApiError(status, { error_code, description: 'no' });

/** A clock the sleeps move on. */
function clock() {
  let now = 0;
  const sleep = vi.fn(async (ms: number) => {
    now += ms;
  });
  return { now: () => now, sleep };
}

describe('confirming a ticket', () => {
  it('asks again each second while the acquirer has not settled it, then answers', async () => {
    const { now, sleep } = clock();
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(refusal(409, ErrorCode.PAYMENT_PENDING))
      .mockRejectedValueOnce(refusal(409, ErrorCode.IDEMPOTENCY_IN_PROGRESS))
      .mockResolvedValue('settled');
    await expect(untilSettled(call, sleep, now)).resolves.toBe('settled');
    expect(call).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(TICKET_RETRY_MS);
  });

  it('a decline is not asked again', async () => {
    const { now, sleep } = clock();
    const call = vi.fn(() => Promise.reject(refusal(402, ErrorCode.PAYMENT_DECLINED)));
    await expect(untilSettled(call, sleep, now)).rejects.toMatchObject({ body: { error_code: ErrorCode.PAYMENT_DECLINED } });
    expect(call).toHaveBeenCalledOnce();
  });

  it('gives up after 20 seconds of "not yet"', async () => {
    const { now, sleep } = clock();
    const call = vi.fn(() => Promise.reject(refusal(409, ErrorCode.PAYMENT_PENDING)));
    await expect(untilSettled(call, sleep, now)).rejects.toMatchObject({ body: { error_code: ErrorCode.PAYMENT_PENDING } });
    expect(call).toHaveBeenCalledTimes(TICKET_WAIT_MS / TICKET_RETRY_MS + 1);
  });
});

describe('the bank’s 3-D Secure answer', () => {
  const url = 'http://127.0.0.1:3311/3ds/ch_1';
  const data = { source: 'efir-sandbox-acquirer', type: '3ds-result', challenge_id: 'ch_1', status: 'passed' };

  it('is taken from the challenge page’s own origin only', () => {
    expect(challengeOutcome({ origin: 'http://127.0.0.1:3311', data }, url)).toBe('passed');
    expect(challengeOutcome({ origin: 'http://127.0.0.1:3311', data: { ...data, status: 'failed' } }, url)).toBe('failed');
    expect(challengeOutcome({ origin: 'https://evil.test', data }, url)).toBeNull();
  });

  it('ignores other messages', () => {
    expect(challengeOutcome({ origin: 'http://127.0.0.1:3311', data: { ...data, type: 'resize' } }, url)).toBeNull();
    expect(challengeOutcome({ origin: 'http://127.0.0.1:3311', data: null }, url)).toBeNull();
  });
});
