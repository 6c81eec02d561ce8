import { ErrorCode, PROMO_BATCH_MAX_CODES, type PromoBatch, type PromoBatchBody } from '@efir/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { accountEntitlements, promoCodeBatches, promoCodes, services } from '../../db/schema/index.js';
import { registerByPhone } from '../profiles/test-support.js';
import { promoCodesRepo } from './repo.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { app, database, visitor } = await createTestApp({ clock, env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN } });
const db = database.db;
const [service] = await db
  .insert(services)
  .values({
    id: 501,
    alias: 'batch-test',
    kind: 'subscription',
    content_type: 'media_items',
    name: { rus: 'Тест' },
    description_short: { rus: 'Тест' },
    image: 'test.jpg',
    icon: 'test.jpg',
    position: 99,
    active: true,
  })
  .returning();

const BATCH: PromoBatchBody = {
  campaign: 'Новый год 2027',
  count: 25,
  prefix: 'NY27',
  service_id: service!.id,
  grant_days: 30,
  message: { rus: 'Новогодний месяц подключён', eng: 'New Year month is on' },
  valid_until: '2027-02-01T00:00:00Z',
};

const operator = (path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) =>
  visitor().raw(path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token === null ? {} : { authorization: `Bearer ${init.token ?? OPERATOR_TOKEN}` }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

async function create(body: unknown = BATCH): Promise<PromoBatch> {
  const response = await operator('/api/operator/promo-codes/batches', { method: 'POST', body });
  expect(response.status).toBe(201);
  return (await response.json()) as PromoBatch;
}

async function csvOf(batch: PromoBatch): Promise<string[][]> {
  const response = await operator(batch.csv_url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  return (await response.text())
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

const rowsWritten = async () => ({
  batches: (await db.select({ n: count() }).from(promoCodeBatches))[0]!.n,
  codes: (await db.select({ n: count() }).from(promoCodes))[0]!.n,
});

describe('operator batches of promo codes', () => {
  it('creates N unique codes of one campaign, each granting what the batch says, exported as CSV', async () => {
    const batch = await create();
    expect(batch).toMatchObject({ campaign: 'Новый год 2027', count: 25, csv_url: `/api/operator/promo-codes/batches/${batch.id}.csv` });
    const [header, ...rows] = await csvOf(batch);
    expect(header).toEqual(['code', 'activations', 'max_activations', 'valid_from', 'valid_until', 'requires_card']);
    expect(rows).toHaveLength(25);
    const codes = rows.map((row) => row[0]!);
    expect(new Set(codes).size).toBe(25);
    for (const row of rows) {
      expect(row[0]).toMatch(/^NY27-[A-HJ-NP-Z2-9]{10}$/);
      expect(row.slice(1)).toEqual(['0', '1', clock.now().toISOString(), '2027-02-01T00:00:00.000Z', 'false']);
    }
  });

  it('a batch code activates like any other, once (max_activations 1 by default); the CSV counts it', async () => {
    const batch = await create({ ...BATCH, count: 2 });
    const [, first] = await csvOf(batch);
    const viewer = browser(app, '10.9.0.1');
    await registerByPhone(viewer);
    await viewer.call('promocodes.send', { body: { code: first![0]!.toLowerCase() } });
    const granted = await db.select().from(accountEntitlements).where(eq(accountEntitlements.service_id, service!.id));
    expect(granted).toHaveLength(1);
    const [, after] = await csvOf(batch);
    expect(after!.slice(0, 3)).toEqual([first![0], '1', '1']);
  });

  it('codes that collide with existing ones are drawn again, in the same transaction', async () => {
    await db.insert(promoCodes).values({ code: 'TAKEN', target_url: '/', message: { rus: 'Занят' } });
    const draws = [['TAKEN', 'FRESH1', 'FRESH1'], ['FRESH2']];
    const repo = promoCodesRepo(db, async () => {});
    const batch = await repo.createBatch(
      'Коллизии',
      3,
      { target_url: '/', message: { rus: 'Ок' }, valid_from: clock.now(), requires_card: false },
      () => draws.shift() ?? ['FRESH3'],
      clock.now(),
    );
    expect((await repo.batchCodes(batch.id)).map((row) => row.code)).toEqual(['FRESH1', 'FRESH2', 'FRESH3']);
  });

  it('a batch that cannot draw its codes writes nothing, not even the batch', async () => {
    const before = await rowsWritten();
    const repo = promoCodesRepo(db, async () => {});
    await expect(
      repo.createBatch('Никак', 2, { target_url: '/', message: { rus: 'Ок' }, valid_from: clock.now() }, () => ['TAKEN'], clock.now()),
    ).rejects.toThrow(/unique/);
    expect(await rowsWritten()).toEqual(before);
  });

  it(`takes up to ${PROMO_BATCH_MAX_CODES} codes in one call`, async () => {
    const batch = await create({ ...BATCH, count: PROMO_BATCH_MAX_CODES, prefix: undefined, requires_card: true });
    const rows = (await csvOf(batch)).slice(1);
    expect(rows).toHaveLength(PROMO_BATCH_MAX_CODES);
    expect(new Set(rows.map((row) => row[0])).size).toBe(PROMO_BATCH_MAX_CODES);
    expect(rows.every((row) => row[5] === 'true')).toBe(true);
  }, 60_000);
});

describe('every bad input answers a code and writes nothing', () => {
  const bad: [string, unknown, number][] = [
    ['no campaign', { ...BATCH, campaign: ' ' }, ErrorCode.VALIDATION_FAILED],
    ['no codes', { ...BATCH, count: 0 }, ErrorCode.VALIDATION_FAILED],
    ['more than the limit', { ...BATCH, count: PROMO_BATCH_MAX_CODES + 1 }, ErrorCode.VALIDATION_FAILED],
    ['a fractional count', { ...BATCH, count: 2.5 }, ErrorCode.VALIDATION_FAILED],
    ['a lower-case prefix', { ...BATCH, prefix: 'ny' }, ErrorCode.VALIDATION_FAILED],
    ['a service without days', { ...BATCH, grant_days: undefined }, ErrorCode.VALIDATION_FAILED],
    ['days without a service', { ...BATCH, service_id: undefined }, ErrorCode.VALIDATION_FAILED],
    ['a code that grants nothing', { ...BATCH, service_id: undefined, grant_days: undefined }, ErrorCode.VALIDATION_FAILED],
    ['an end before the start', { ...BATCH, valid_from: '2027-03-01T00:00:00Z' }, ErrorCode.VALIDATION_FAILED],
    ['a target on another site by http', { ...BATCH, target_url: 'http://evil.example/' }, ErrorCode.VALIDATION_FAILED],
    ['a protocol-relative target', { ...BATCH, target_url: '//evil.example/' }, ErrorCode.VALIDATION_FAILED],
    ['no Russian message', { ...BATCH, message: { eng: 'Hi' } }, ErrorCode.VALIDATION_FAILED],
    ['an unknown field', { ...BATCH, discount: 50 }, ErrorCode.VALIDATION_FAILED],
    ['a service that does not exist', { ...BATCH, service_id: 999_999 }, ErrorCode.PROMO_SERVICE_UNKNOWN],
  ];
  it.each(bad)('%s', async (_, body, code) => {
    const before = await rowsWritten();
    const response = await operator('/api/operator/promo-codes/batches', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_code: number }).error_code).toBe(code);
    expect(await rowsWritten()).toEqual(before);
  });

  it('without the operator token, or with a wrong one, nothing is created or exported', async () => {
    const before = await rowsWritten();
    const batch = await create({ ...BATCH, count: 1 });
    const after = await rowsWritten();
    for (const token of [null, 'wrong-token-wrong-token-wrong-token-0000']) {
      const created = await operator('/api/operator/promo-codes/batches', { method: 'POST', body: BATCH, token });
      expect(created.status).toBe(401);
      expect((await operator(batch.csv_url, { token })).status).toBe(401);
    }
    expect(after.batches).toBe(before.batches + 1);
    expect(await rowsWritten()).toEqual(after);
  });

  it('an unknown batch is 404 1000004; a batch id that is no number is 400', async () => {
    const missing = await operator('/api/operator/promo-codes/batches/99999.csv');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error_code: number }).error_code).toBe(ErrorCode.NOT_FOUND);
    expect((await operator('/api/operator/promo-codes/batches/abc.csv')).status).toBe(400);
  });
});
