import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@efir/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { freshPhone } from '../modules/auth/test-support.js';
import { MessageDeliveryError } from './messaging.js';
import { httpSmsGateway } from './sms-gateway.js';

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; from: string; text: string };
}

/** A local SMS gateway: answers with the status set for the next request, or never when `hang` is set. */
let gateway: Server;
let url: string;
const received: Received[] = [];
let answer: { status: number; hang?: boolean } = { status: 200 };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });

beforeAll(async () => {
  gateway = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Received['body'];
    received.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body });
    if (answer.hang) return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ echo: body.text }));
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answer = { status: 200 };
});

describe('the HTTP SMS gateway', () => {
  const config = () => ({ url, token: 'secret-token-123', sender: 'Efir', timeoutMs: 300 });

  it('posts the message as JSON with the bearer token and the sender', async () => {
    await httpSmsGateway(config(), () => {}).send({ to: '79001234567', text: 'Код 1234' });
    expect(received).toEqual([
      {
        authorization: 'Bearer secret-token-123',
        contentType: 'application/json',
        body: { to: '79001234567', from: 'Efir', text: 'Код 1234' },
      },
    ]);
  });

  it.each([
    [401, 'refused'],
    [403, 'refused'],
    [422, 'rejected'],
    [500, 'gateway_error'],
    [503, 'gateway_error'],
  ])('an answer of %i is a delivery error (%s), logged without the token, the text or the phone', async (status, reason) => {
    answer = { status };
    const logged: unknown[] = [];
    const send = httpSmsGateway(config(), (fields, message) => logged.push(fields, message)).send({ to: '79001234567', text: 'Код 9876' });
    await expect(send).rejects.toEqual(new MessageDeliveryError(reason as MessageDeliveryError['reason']));
    const log = JSON.stringify(logged);
    expect(log).toContain(reason);
    for (const secret of ['secret-token-123', '9876', '79001234567']) expect(log).not.toContain(secret);
  });

  it('gives up after the timeout', async () => {
    answer = { status: 200, hang: true };
    const started = Date.now();
    await expect(httpSmsGateway(config(), () => {}).send({ to: '79001234567', text: 'x' })).rejects.toEqual(
      new MessageDeliveryError('timeout'),
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('an unreachable gateway is a delivery error', async () => {
    const dead = { ...config(), url: 'http://127.0.0.1:9/send' };
    await expect(httpSmsGateway(dead, () => {}).send({ to: '79001234567', text: 'x' })).rejects.toEqual(
      new MessageDeliveryError('unreachable'),
    );
  });
});

describe('SMS codes with SMS_GATEWAY_URL set', () => {
  let api: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    api = await createTestApp({ env: { SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 'secret-token-123', SMS_GATEWAY_TIMEOUT_MS: '500' } });
  });

  it('go out through the gateway, not the dev outbox', async () => {
    const viewer = api.visitor();
    const phone = freshPhone();
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
    expect(received).toHaveLength(1);
    expect(received[0]!.body.to).toBe(phone);
    expect(received[0]!.body.text).toMatch(/\d{4}/);
    expect(await viewer.call('dev.outbox', { query: { to: phone } })).toEqual([]);
  });

  it('a failed delivery answers MESSAGE_NOT_DELIVERED and does not start the resend timer', async () => {
    const viewer = api.visitor();
    const phone = freshPhone();
    answer = { status: 502 };
    await expect(viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } })).rejects.toMatchObject({
      status: 500,
      body: { error_code: ErrorCode.MESSAGE_NOT_DELIVERED },
    });
    answer = { status: 200 };
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
    expect(received.map((message) => message.body.to)).toEqual([phone, phone]);
  });
});
