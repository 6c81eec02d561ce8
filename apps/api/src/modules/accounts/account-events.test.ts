import { type AccountStatusBody, type BlockScreen, ErrorCode } from '@efir/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, operatorClient } from '../../../test/helpers.js';
import { accountEvents, accounts, sessions } from '../../db/schema/index.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { listening, openStream } from '../notifications/test-support.js';
import { registerByPhone } from '../profiles/test-support.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const { app, database } = await createTestApp({ env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN, GEO_ALLOWED_COUNTRIES: 'ru, am' } });
const operator = operatorClient(app, OPERATOR_TOKEN);
const baseUrl = await listening(app);
const streams: { close(): void }[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

/** Loopback (every test browser and the stream) is Russia; one block is Armenia; 192.0.2.0/24 the table does not know. */
const RANGES = `127.0.0.0,127.255.255.255,RU
203.0.113.0,203.0.113.255,AM
`;
const ARMENIA = '203.0.113.7';
const UNKNOWN = '192.0.2.1';

beforeAll(async () => {
  const response = await browser(app).raw('/api/dev/geo', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ csv: RANGES }),
  });
  expect(response.status).toBe(200);
});

const SCREEN: BlockScreen = {
  title: 'Учётная запись заблокирована',
  text: 'Пополните счёт, чтобы смотреть дальше.',
  available_actions: [
    { type: 'link', title: 'Пополнить счёт', screen_name: 'account_refill' },
    { type: 'logout', title: 'Выйти' },
  ],
};
const BLOCK = { is_blocked: true, reason: 'Долг по счёту', block_screen: SCREEN } satisfies AccountStatusBody;
const UNBLOCK = { is_blocked: false, reason: 'Счёт пополнен' } satisfies AccountStatusBody;

async function signedIn(): Promise<{ viewer: Visitor; accountId: string }> {
  const viewer = browser(app);
  const phone = await registerByPhone(viewer);
  const [account] = await database.db.select().from(accounts).where(eq(accounts.phone, phone));
  return { viewer, accountId: account!.id };
}

/** The same browser (its cookies) coming from another address. */
function from(viewer: Visitor, ip: string): Visitor {
  const moved = browser(app, ip);
  for (const [name, value] of viewer.cookies) moved.cookies.set(name, value);
  return moved;
}

async function stream(viewer: Visitor) {
  const opened = await openStream(baseUrl, viewer);
  streams.push(opened);
  return opened;
}

const setStatus = (accountId: string, body: AccountStatusBody) =>
  operator('operator.accountStatus', { params: { account_id: accountId }, body });

async function eventsOf(accountId: string, type: 'account_status' | 'location_changed'): Promise<unknown[]> {
  const rows = await database.db
    .select({ payload: accountEvents.payload })
    .from(accountEvents)
    .where(and(eq(accountEvents.account_id, accountId), eq(accountEvents.type, type)));
  return rows.map((row) => row.payload);
}

async function regionOf(accountId: string): Promise<(string | null)[]> {
  const rows = await database.db.select({ region: sessions.region }).from(sessions).where(eq(sessions.account_id, accountId));
  return rows.map((row) => row.region);
}

describe('account_status: the operator blocks and unblocks an account (spec 1 §4)', () => {
  it('answers only the operator’s token', async () => {
    const { accountId } = await signedIn();
    const response = await browser(app).raw(`/api/operator/accounts/${accountId}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BLOCK),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error_code: number }).error_code).toBe(ErrorCode.OPERATOR_TOKEN_INVALID);
    expect(await eventsOf(accountId, 'account_status')).toEqual([]);
  });

  it('a block writes the state and one account_status, which an open stream receives; the same block again writes nothing', async () => {
    const { viewer, accountId } = await signedIn();
    const events = await stream(viewer);

    const blocked = await setStatus(accountId, BLOCK);
    expect(blocked).toMatchObject({ account_id: accountId, is_blocked: true, changed: true, status_reason: 'Долг по счёту' });
    expect((await events.next()).event).toMatchObject({ event_code: 'account_status', payload: { is_blocked: true } });
    expect(await eventsOf(accountId, 'account_status')).toEqual([{ is_blocked: true }]);
    expect((await viewer.call('accounts.user')).account_settings).toMatchObject({ is_account_blocked: true, block_screen: SCREEN });

    const again = await setStatus(accountId, { ...BLOCK, reason: 'Ещё раз' });
    expect(again).toEqual({ ...blocked, changed: false });
    expect(await eventsOf(accountId, 'account_status')).toHaveLength(1);
    expect(events.pending()).toBe(0);
  });

  it('a blocked account’s writes answer 1000050 until the unblock, which is told once too', async () => {
    const { viewer, accountId } = await signedIn();
    const events = await stream(viewer);
    await setStatus(accountId, BLOCK);
    await events.next();
    await expectProblem(viewer.call('profiles.create', { body: { name: 'Гость' } }), 403, ErrorCode.ACCOUNT_BLOCKED);
    expect((await viewer.call('profiles.list')).items).toHaveLength(1);

    expect(await setStatus(accountId, UNBLOCK)).toMatchObject({ is_blocked: false, changed: true, status_reason: 'Счёт пополнен' });
    expect((await events.next()).event).toMatchObject({ event_code: 'account_status', payload: { is_blocked: false } });
    expect((await viewer.call('accounts.user')).account_settings).toMatchObject({ is_account_blocked: false, block_screen: null });
    await viewer.call('profiles.create', { body: { name: 'Гость' } });
    expect((await viewer.call('profiles.list')).items).toHaveLength(2);

    expect((await setStatus(accountId, UNBLOCK)).changed).toBe(false);
    expect(await eventsOf(accountId, 'account_status')).toEqual([{ is_blocked: true }, { is_blocked: false }]);
  });

  it('support finds the account by its viewer’s phone or e-mail, with its state', async () => {
    const viewer = browser(app);
    const phone = await registerByPhone(viewer);
    const found = await operator('operator.account', { query: { phone } });
    expect(found).toMatchObject({ phone, email: null, is_blocked: false, status_reason: null });
    expect(found.san).toBe((await viewer.call('accounts.user')).system_info.san);
    await setStatus(found.account_id, BLOCK);
    expect(await operator('operator.account', { query: { phone } })).toMatchObject({ is_blocked: true, status_reason: 'Долг по счёту' });
    await expectProblem(operator('operator.account', { query: { email: 'nobody@efir.test' } }), 404, ErrorCode.ACCOUNT_NOT_FOUND);
    for (const query of [{}, { phone: '+7 999' }, { email: 'not-an-email' }, { phone, email: 'a@efir.test' }]) {
      await expectProblem(operator('operator.account', { query: query as { phone: string } }), 400, ErrorCode.VALIDATION_FAILED);
    }
  });

  it('refuses a bad account id or body and changes nothing', async () => {
    const { accountId } = await signedIn();
    const [before] = await database.db.select().from(accounts).where(eq(accounts.id, accountId));
    await expectProblem(
      operator('operator.accountStatus', { params: { account_id: 'not-a-uuid' }, body: BLOCK }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    await expectProblem(setStatus('00000000-0000-4000-8000-000000000000', BLOCK), 404, ErrorCode.ACCOUNT_NOT_FOUND);
    const bad: unknown[] = [
      {},
      { is_blocked: true, reason: 'Без экрана' },
      { is_blocked: true, reason: '   ', block_screen: SCREEN },
      { is_blocked: true, reason: 'x'.repeat(501), block_screen: SCREEN },
      { is_blocked: 'yes', reason: 'Строка' },
      { ...UNBLOCK, block_screen: SCREEN },
      { ...BLOCK, block_screen: { ...SCREEN, available_actions: [] } },
      { ...BLOCK, block_screen: { ...SCREEN, available_actions: [{ type: 'link', title: 'Куда-то', screen_name: 'casino' }] } },
      { ...BLOCK, block_screen: { ...SCREEN, text: 'x'.repeat(2001) } },
    ];
    for (const body of bad) {
      await expectProblem(setStatus(accountId, body as AccountStatusBody), 400, ErrorCode.VALIDATION_FAILED);
    }
    const [after] = await database.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(after).toEqual(before);
    expect(await eventsOf(accountId, 'account_status')).toEqual([]);
  });
});

describe('location_changed: a session seen from another region (spec 1 §4)', () => {
  it('is told once, stores the new region and shows it in the user data; the first region and unknown addresses tell nothing', async () => {
    const { viewer, accountId } = await signedIn();
    expect((await viewer.call('accounts.user')).system_info.cur_location).toBe('RU');
    expect(await regionOf(accountId)).toEqual(['RU']);
    const events = await stream(viewer);

    const abroad = from(viewer, ARMENIA);
    // Requests at the same time all see the old region: the change is stored and told once.
    const [user] = await Promise.all([abroad.call('accounts.user'), abroad.call('profiles.list'), abroad.call('sessions.current')]);
    expect(user.system_info).toMatchObject({ cur_location: 'AM', current_mrf: 'AM' });
    expect(await regionOf(accountId)).toEqual(['AM']);
    expect((await events.next()).event).toMatchObject({
      event_code: 'location_changed',
      payload: { location: 'AM', previous_location: 'RU' },
    });
    await abroad.call('accounts.user');
    await from(viewer, UNKNOWN).call('accounts.user');
    expect(await regionOf(accountId)).toEqual(['AM']);
    expect(await eventsOf(accountId, 'location_changed')).toHaveLength(1);

    await viewer.call('accounts.user');
    expect((await events.next()).event).toMatchObject({ payload: { location: 'RU', previous_location: 'AM' } });
    expect(await eventsOf(accountId, 'location_changed')).toHaveLength(2);
  });
});
