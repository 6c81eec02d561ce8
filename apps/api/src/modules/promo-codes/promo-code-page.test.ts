import { ErrorCode, PROMO_DAILY_ATTEMPTS, PROMO_ITEMS_MAX } from '@efir/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { accountEntitlements, accountEvents, accounts, profiles, promoCodes, serviceItems, services } from '../../db/schema/index.js';
import { DEMO_SMALL } from '../../seed/catalog/demo/generate.js';
import { seedDemoCatalogue } from '../../seed/catalog/demo-seed.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { linkCard } from '../payments/test-support.js';
import { registerByPhone } from '../profiles/test-support.js';
import { DEMO_PROMO_CODES, seedDemoPromoCodes } from './seed.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { app, database } = await createTestApp({ clock, acquirer: true });
const db = database.db;
await seedDemoCatalogue(db, { now: clock.now(), size: DEMO_SMALL });
await seedDemoPromoCodes(db);
const [cinema] = await db.select().from(services).where(eq(services.alias, 'kinozal'));
const [bundle] = await db.select().from(services).where(eq(services.alias, 'maximum'));

let nextIp = 1;
async function signedIn(): Promise<{ viewer: Visitor; accountId: string }> {
  const viewer = browser(app, `10.7.0.${nextIp++}`);
  const phone = await registerByPhone(viewer);
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, phone));
  await viewer.call('profiles.list');
  return { viewer, accountId: row!.id };
}

let nextCode = 1;
async function code(values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: `PAGE-${nextCode++}`,
      service_id: cinema!.id,
      grant_days: 7,
      message: { rus: 'Кинозал подключён', eng: 'Cinema Hall is on' },
      valid_from: new Date('2026-01-01T00:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

const send = (viewer: Visitor, value: string, pin_code?: string) =>
  viewer.call('promocodes.send', { body: { code: value, ...(pin_code ? { pin_code } : {}) } });
const grantsOf = (accountId: string) => db.select().from(accountEntitlements).where(eq(accountEntitlements.account_id, accountId));

describe('a code that needs a linked card (spec 2 §8: 2000021, the info step)', () => {
  it('is refused with 2000021 and grants nothing until a card is linked; then the same code activates', async () => {
    const { viewer, accountId } = await signedIn();
    await expectProblem(send(viewer, DEMO_PROMO_CODES.withCard), 403, ErrorCode.PROMO_CARD_REQUIRED);
    expect(await grantsOf(accountId)).toHaveLength(0);
    await linkCard(viewer, '4242424242424242');
    const answer = await send(viewer, DEMO_PROMO_CODES.withCard.toLowerCase());
    expect(answer.notification.display.message).toBe('Промокод активирован: 14 дней «Кинозала»');
    expect(await grantsOf(accountId)).toMatchObject([{ service_id: cinema!.id, source: 'promo_code' }]);
  });

  it('a card linked through 3-D Secure counts; a removed card does not', async () => {
    const { viewer } = await signedIn();
    const card = await linkCard(viewer, '4000000000003220');
    await viewer.call('bankCards.delete', { params: { id: card.id } });
    const row = await code({ requires_card: true });
    await expectProblem(send(viewer, row.code), 403, ErrorCode.PROMO_CARD_REQUIRED);
    await linkCard(viewer, '4000000000003220');
    await send(viewer, row.code);
  });

  it('asking for a card costs none of the day’s tries', async () => {
    const { viewer } = await signedIn();
    const row = await code({ requires_card: true });
    for (let i = 0; i < PROMO_DAILY_ATTEMPTS + 2; i++) await expectProblem(send(viewer, row.code), 403, ErrorCode.PROMO_CARD_REQUIRED);
    await expectProblem(send(viewer, 'NOT-A-CODE'), 404, ErrorCode.PROMO_CODE_UNKNOWN);
  });
});

describe('the PIN (spec 2 §4: submitting first asks the profile’s PIN when required)', () => {
  it('a profile that needs its PIN to buy activates a granting code only with the right PIN', async () => {
    const { viewer, accountId } = await signedIn();
    await db.update(profiles).set({ is_purchase_pin_required: true }).where(eq(profiles.account_id, accountId));
    const row = await code();
    await expectProblem(send(viewer, row.code), 403, ErrorCode.PURCHASE_PIN_REQUIRED);
    await expectProblem(send(viewer, row.code, '1234'), 403, ErrorCode.PIN_WRONG);
    expect(await grantsOf(accountId)).toHaveLength(0);
    await send(viewer, row.code, '0000');
    expect(await grantsOf(accountId)).toHaveLength(1);
  });

  it('a code that only leads somewhere (joint viewing) needs no PIN', async () => {
    const { viewer, accountId } = await signedIn();
    await db.update(profiles).set({ is_purchase_pin_required: true }).where(eq(profiles.account_id, accountId));
    const answer = await send(viewer, DEMO_PROMO_CODES.jointViewing);
    expect(answer.notification.display.target?.url).toMatch(/^\/movies\//);
    expect(answer.items).toEqual([]);
  });

  it('a PIN that is not four digits is bad input: 1000001, nothing written', async () => {
    const { viewer, accountId } = await signedIn();
    const row = await code();
    await expectProblem(send(viewer, row.code, '12a4'), 400, ErrorCode.VALIDATION_FAILED);
    expect(await grantsOf(accountId)).toHaveLength(0);
  });
});

describe('what the code opened (the poster strip) and the account event (spec 1 §4)', () => {
  it('answers the service’s titles, at most a strip’s worth, each one the service opens', async () => {
    const { viewer } = await signedIn();
    const answer = await send(viewer, (await code()).code);
    const opened = await db
      .select({ item_id: serviceItems.item_id })
      .from(serviceItems)
      .where(and(eq(serviceItems.service_id, cinema!.id), eq(serviceItems.item_type, 'media_item')));
    expect(opened.length).toBeGreaterThan(PROMO_ITEMS_MAX);
    expect(answer.items.length).toBe(PROMO_ITEMS_MAX);
    for (const item of answer.items) {
      expect(item.item_type).toBe('media_item');
      expect(opened.map((row) => row.item_id)).toContain(item.id);
    }
  });

  it('a bundle shows what its parts open', async () => {
    const { viewer } = await signedIn();
    const answer = await send(viewer, (await code({ service_id: bundle!.id })).code);
    expect(answer.items.length).toBe(PROMO_ITEMS_MAX);
  });

  it('writes promocode_activated for the account’s other tabs to reload; a refusal writes none', async () => {
    const { viewer, accountId } = await signedIn();
    await expectProblem(send(viewer, 'NO-SUCH'), 404, ErrorCode.PROMO_CODE_UNKNOWN);
    const row = await code();
    await send(viewer, row.code);
    const events = await db.select().from(accountEvents).where(eq(accountEvents.account_id, accountId));
    expect(events.filter((event) => event.type === 'promocode_activated')).toMatchObject([{ payload: { promo_code_id: row.id } }]);
  });
});
