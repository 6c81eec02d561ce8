import type { MessageSendBody } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { browser, openTestDatabase } from '../../../test/helpers.js';
import { testConfig } from '../../../test/test-config.js';
import { buildApp } from '../../app.js';
import { registerByPhone } from '../profiles/test-support.js';
import { listening, openStream } from './test-support.js';

const redisUrl = process.env.TEST_REDIS_URL;
const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';

/** Two API instances on one database, as behind a load balancer; only Redis carries push events between them. */
describe.skipIf(!redisUrl)('push events across two instances through Redis (needs TEST_REDIS_URL; skipped without it)', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;

  it('reach a viewer whose stream is open on the other instance, in order, once each', async () => {
    database = await openTestDatabase();
    for (let n = 0; n < 2; n += 1) {
      const app = await buildApp(testConfig({ REDIS_URL: redisUrl, EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN }), { database, logger: false });
      await app.ready();
      apps.push(app);
    }
    const [writer, reader] = apps as [FastifyInstance, FastifyInstance];
    const viewer = browser(reader);
    const phone = await registerByPhone(viewer);
    const live = await openStream(await listening(reader), viewer);
    const sent: string[] = [];
    for (const n of [1, 2, 3]) {
      const body: MessageSendBody = {
        to: { phone },
        message: { event_type: 'display', event_code: 'marketing_message', display: { display_type: 'panel', message: `№${n}` } },
      };
      const response = await browser(writer).raw('/api/operator/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
        body: JSON.stringify(body),
      });
      sent.push(...((await response.json()) as { message_ids: string[] }).message_ids);
    }
    const received = [await live.next(), await live.next(), await live.next()];
    expect(received.map((event) => event.event.message_id)).toEqual(sent);
    await expect(live.next(300)).rejects.toThrow();
    live.close();
  });
});
