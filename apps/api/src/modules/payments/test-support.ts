import { TEST_ORIGIN } from '../../../test/helpers.js';
import type { Db } from '../../db/client.js';
import { purchaseOptions, purchasePrices, serviceItems, services } from '../../db/schema/index.js';
import { CHALLENGE_CODE } from '../../providers/acquirer/sandbox/test-cards.js';
import type { Visitor } from '../auth/test-support.js';

/** What the card form posts from our page to the acquirer's (CORS lets our origin alone). */
export const postToAcquirer = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body: JSON.stringify(body) }).then(
    (response) => response.json() as Promise<Record<string, unknown>>,
  );

/** The viewer on the acquirer's 3-D Secure page: the right code passes, any other fails. */
export const answerChallenge = (url: string, code = CHALLENGE_CODE) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code, action: 'confirm' }),
  });

/** The browser's card entry (spec 2 §4): bankCards.add, card create and bindCard at payment_url — the API sees no card. */
export async function startBinding(viewer: Visitor, number: string, cvc = '123') {
  const order = await viewer.call('bankCards.add', { body: { idempotency_key: crypto.randomUUID() } });
  const created = await postToAcquirer(`${order.payment_url}/card/create`, { cardnumber: number, 'cc-exp': '12/28', cvc });
  const bound = await postToAcquirer(`${order.payment_url}/card/bind`, { req_id: order.req_id, card_token: created.card_token });
  return { order, bound };
}

/** A card linked through the whole flow, 3-D Secure passed when the card asks for it; answers the linked card. */
export async function linkCard(viewer: Visitor, number: string, cvc = '123') {
  const { order, bound } = await startBinding(viewer, number, cvc);
  if (bound.status === 'challenge') await answerChallenge(String(bound.challenge_url));
  const confirmed = await viewer.call('tickets.confirm', { body: { ticket_id: order.ticket_id, idempotency_key: crypto.randomUUID() } });
  return confirmed.bank_card!;
}

/** A «Кино» subscription service holding one film, at 299 a month: answers what buy.content is given for it. */
export async function seedCinema(db: Db, itemId: number) {
  const CINEMA = 6101;
  await db.insert(services).values({
    id: CINEMA,
    alias: 'cinema',
    name: { rus: 'Кино' },
    description_short: { rus: '' },
    kind: 'subscription',
    content_type: 'media_items',
    active: true,
    image: '',
    icon: '',
    position: 1,
  });
  await db.insert(serviceItems).values({ service_id: CINEMA, item_type: 'media_item', item_id: itemId });
  const [subscription] = await db.insert(purchaseOptions).values({ usage_model: 'SERVICE', service_id: CINEMA }).returning();
  const [monthly] = await db
    .insert(purchasePrices)
    .values({ seq_id: subscription!.seq_id, duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: 29_900 })
    .returning();
  return {
    CINEMA,
    chosen: { seq_id: subscription!.seq_id, price_id: monthly!.price_id, item: { item_type: 'media_item' as const, item_id: itemId } },
  };
}
