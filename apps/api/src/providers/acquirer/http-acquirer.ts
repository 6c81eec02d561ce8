import type { z } from 'zod';
import { type Acquirer, AcquirerUnavailable } from './acquirer.js';
import { AcquirerEvent, BindingState, PaymentState } from './protocol.js';
import { checkSignature } from './signature.js';

export interface HttpAcquirerOptions {
  /** The acquirer's merchant API, called server to server. */
  apiUrl: string;
  /** What the browser reaches: the card form and the 3-D Secure pages. */
  publicUrl: string;
  /** Sent as `Authorization: Bearer <key>`; never logged. */
  merchantKey: string;
  /** Signs the acquirer's callbacks to us. */
  callbackSecret: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** An acquirer reached over its merchant API: the built-in sandbox, or any acquirer speaking the same protocol. */
export function httpAcquirer(options: HttpAcquirerOptions): Acquirer {
  const fetchImpl = options.fetch ?? fetch;
  const paymentUrl = `${options.publicUrl.replace(/\/$/, '')}/checkout`;

  async function call<S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<z.output<S> | undefined> {
    let response: Response;
    try {
      response = await fetchImpl(`${options.apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.merchantKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new AcquirerUnavailable(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable');
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AcquirerUnavailable(`HTTP ${response.status}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new AcquirerUnavailable('an answer of the wrong shape');
    return parsed.data;
  }

  const found = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new AcquirerUnavailable(`${what} not found`);
    return value;
  };

  return {
    paymentUrl,
    origin: new URL(options.publicUrl).origin,
    createBinding: async (input) =>
      found(
        await call(BindingState, 'POST', '/v1/bindings', {
          order_ref: input.orderRef,
          amount_minor: input.amountMinor,
          currency: input.currency,
        }),
        'binding',
      ),
    binding: async (reqId) => found(await call(BindingState, 'GET', `/v1/bindings/${encodeURIComponent(reqId)}`), 'binding'),
    pay: async (input) => found(await call(PaymentState, 'POST', '/v1/payments', input), 'payment'),
    payment: (orderRef) => call(PaymentState, 'GET', `/v1/payments?order_ref=${encodeURIComponent(orderRef)}`),
    refund: async (paymentId) =>
      found(await call(PaymentState, 'POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {}), 'payment'),
    readCallback(rawBody, signature, now) {
      const check = checkSignature(options.callbackSecret, rawBody, signature, now);
      if (check !== 'valid') return { check };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { check: 'malformed' };
      }
      const parsed = AcquirerEvent.safeParse(json);
      return parsed.success ? { check, event: parsed.data } : { check: 'malformed' };
    },
  };
}
