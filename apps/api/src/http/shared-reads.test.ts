import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../test/helpers.js';
import { sessions } from '../db/schema/index.js';
import { sha256 } from '../lib/tokens.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../modules/accounts/seed.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../seed/catalog/demo/generate.js';
import { seedDemoCatalogue } from '../seed/catalog/demo-seed.js';
import { SHARED_ANSWER_FRESH_MS } from './shared-answers.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const clock = testClock(new Date());
const { app, visitor, database } = await createTestApp({
  clock,
  env: { EFIR_SHARED_ANSWERS_S: String(SHARED_ANSWER_FRESH_MS / 1000), EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN, GEO_ALLOWED_COUNTRIES: 'ru' },
});
await seedDemoAccounts(database.db, clock);
await seedDemoCatalogue(database.db, { now: clock.now(), size: DEMO_SMALL });
const film = generateDemoCatalogue({ now: clock.now(), size: DEMO_SMALL }).films.find((f) => !f.is_erotic)!;
const FILM = `/api/v1/media_items/${film.id}`;

const read = async (who: ReturnType<typeof visitor>, path: string, headers: Record<string, string> = {}) => {
  const response = await who.raw(path, { headers });
  return { status: response.status, cache: response.headers.get('x-cache'), body: await response.text(), headers: response.headers };
};

const signedIn = async () => {
  const viewer = visitor();
  const { email, password } = DEMO_ACCOUNTS.email;
  await viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
  return viewer;
};

const asOperator = (path: string, body: unknown) =>
  browser(app).raw(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
    body: JSON.stringify(body),
  });

describe('reads every visitor gets alike', () => {
  it('the first visitor’s answer is kept and the next visitors, with a session or without, get the same bytes', async () => {
    clock.advance(SHARED_ANSWER_FRESH_MS);
    const first = await read(visitor(), FILM);
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    const withSession = visitor();
    await withSession.call('sessions.createDemo', { body: {} });
    for (const next of [visitor(), withSession])
      expect(await read(next, FILM)).toMatchObject({ status: 200, cache: 'hit', body: first.body });
  });

  it('each language has its own', async () => {
    const english = visitor();
    english.cookies.set('lang', 'eng');
    await read(visitor(), FILM);
    const answer = await read(english, FILM);
    expect(answer.cache).toBe('miss');
    expect((await read(english, FILM)).cache).toBe('hit');
  });

  it('a signed-in viewer gets their own answer, their favourite marked, kept for their next reads; the visitors’ is not', async () => {
    const viewer = await signedIn();
    await viewer.call('favorites.add', { body: { item_type: 'media_item', item_id: film.id } });
    const own = await read(viewer, FILM);
    expect(own.cache).toBe('private-miss');
    expect(JSON.parse(own.body).is_favorite).toBe(true);
    expect(await read(viewer, FILM)).toMatchObject({ cache: 'private-hit', body: own.body });
    const shared = await read(visitor(), FILM);
    expect(shared.cache).toMatch(/^(hit|miss)$/);
    expect(JSON.parse(shared.body).is_favorite).toBe(false);
  });

  it('a viewer’s own kept answers go with any change of their account, from this device or another', async () => {
    const [phone, tv] = [await signedIn(), await signedIn()];
    await read(phone, FILM);
    expect((await read(phone, FILM)).cache).toBe('private-hit');
    await tv.call('favorites.add', { body: { item_type: 'media_item', item_id: film.id } });
    const afterTv = await read(phone, FILM);
    expect(afterTv.cache).toBe('private-miss');
    expect(JSON.parse(afterTv.body).is_favorite).toBe(true);
    await phone.call('favorites.delete', { body: { item_type: 'media_item', item_id: film.id } });
    const afterPhone = await read(phone, FILM);
    expect(afterPhone.cache).toBe('private-miss');
    expect(JSON.parse(afterPhone.body).is_favorite).toBe(false);
  });

  it('a session signed out from another device gets nothing kept for it', async () => {
    const [phone, tv] = [await signedIn(), await signedIn()];
    await read(phone, FILM);
    expect((await read(phone, FILM)).cache).toBe('private-hit');
    await tv.call('auth.logoutEverywhere', { body: {} });
    // The item is public: a dead session reads it as no one in particular, made anew each time.
    expect(await read(phone, FILM)).toMatchObject({ status: 200, cache: 'private-miss' });
    expect(await read(phone, FILM)).toMatchObject({ status: 200, cache: 'private-miss' });
  });

  it('a session past its end gets nothing kept for it', async () => {
    const viewer = await signedIn();
    await read(viewer, FILM);
    const [session] = await database.db
      .update(sessions)
      .set({ expires_at: new Date(clock.now().getTime() + SHARED_ANSWER_FRESH_MS + 1_000) })
      .where(eq(sessions.token_hash, sha256(viewer.cookies.get('efir_session')!)))
      .returning();
    expect(session).toBeDefined();
    clock.advance(SHARED_ANSWER_FRESH_MS);
    expect((await read(viewer, FILM)).cache).toBe('private-miss');
    clock.advance(999);
    expect((await read(viewer, FILM)).cache).toBe('private-hit');
    clock.advance(1);
    expect((await read(viewer, FILM)).cache).toBe('private-miss');
    expect((await read(viewer, FILM)).cache).toBe('private-miss');
  });

  it('a kept answer goes out compressed to a browser that takes it, and a known one as 304', async () => {
    const plain = await read(visitor(), '/api/v1/shell');
    const compressed = await visitor().raw('/api/v1/shell', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(plain.body);
    const etag = compressed.headers.get('etag')!;
    expect((await read(visitor(), '/api/v1/shell', { 'if-none-match': etag })).status).toBe(304);
  });

  it('is made again once stale, the kept one served meanwhile', async () => {
    await read(visitor(), FILM);
    clock.advance(SHARED_ANSWER_FRESH_MS);
    expect((await read(visitor(), FILM)).cache).toBe('miss');
    expect((await read(visitor(), FILM)).cache).toBe('hit');
  });

  it('an operator’s change is seen by the next visitor at once', async () => {
    const banner = {
      top_banner: null,
      cookie_banner: { text: { rus: 'Cookie и только' }, link: null },
    };
    await read(visitor(), '/api/v1/shell');
    expect((await read(visitor(), '/api/v1/shell')).cache).toBe('hit');
    expect((await asOperator('/api/operator/shell_banners', banner)).status).toBe(200);
    const after = await read(visitor(), '/api/v1/shell');
    expect(after.cache).toBe('miss');
    expect(JSON.parse(after.body).cookie_banner.text).toBe('Cookie и только');
  });

  it('a kept answer is still refused to a visitor from an unserved region', async () => {
    const csv = 'start_ip,end_ip,country_code\n127.0.0.0,127.255.255.255,ru\n203.0.113.0,203.0.113.255,us\n';
    const geo = await browser(app).raw('/api/dev/geo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csv }),
    });
    expect(geo.status).toBe(200);
    await read(visitor(), FILM);
    expect((await read(visitor(), FILM)).cache).toBe('hit');
    expect((await read(browser(app, '203.0.113.7'), FILM)).status).toBe(451);
  });
});
