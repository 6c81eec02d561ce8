import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../test/helpers.js';
import { PAYMENT_METHOD_IDS } from '../modules/payments/service.js';
import { answerChallenge, linkCard, seedCinema } from '../modules/payments/test-support.js';
import { ITEMS, registerByPhone, seedRatedItems } from '../modules/profiles/test-support.js';
import { SHARED_ANSWER_FRESH_MS } from './shared-answers.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { app, database, acquirer } = await createTestApp({
  clock,
  acquirer: true,
  env: { EFIR_SHARED_ANSWERS_S: String(SHARED_ANSWER_FRESH_MS / 1000) },
});
await seedRatedItems(database.db, 'clip-viewer-answers', { free: false });
const { CINEMA, chosen } = await seedCinema(database.db, ITEMS.sixPlus);
const SERVICE = `/api/v1/services/${CINEMA}`;

describe('a signed-in viewer’s kept answers and what changes their account without a request of theirs', () => {
  it('a subscription the acquirer’s callback captures shows in the viewer’s next read of the service', async () => {
    const viewer = browser(app);
    await registerByPhone(viewer);
    const card = await linkCard(viewer, '4000002760003184');
    const read = async () => {
      const response = await viewer.raw(SERVICE);
      return { cache: response.headers.get('x-cache'), service: await response.json() };
    };
    await read();
    expect((await read()).cache).toBe('private-hit');
    const answer = await viewer.call('buy.content', {
      body: {
        ...chosen,
        payment_method_id: PAYMENT_METHOD_IDS.linked_card,
        bank_card_id: card.id,
        is_confirmed: true,
        idempotency_key: crypto.randomUUID(),
      },
    });
    expect(answer.status).toBe('wait_payment');
    // The viewer's own write dropped what was kept; the read after it is kept again, still unpaid.
    expect(await read()).toMatchObject({ cache: 'private-miss', service: { purchase_state: { service: null } } });
    expect((await read()).cache).toBe('private-hit');
    // The bank's page and the acquirer's callback: no request of the viewer's reaches the API.
    await answerChallenge(answer.challenge_url!);
    await acquirer!.callbacks.flush();
    const after = await read();
    expect(after.cache).toBe('private-miss');
    expect(after.service.purchase_state.service).toMatchObject({ status: 'subscribed', autopayment: true });
  });
});
