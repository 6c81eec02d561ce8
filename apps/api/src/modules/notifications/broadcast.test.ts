import { MessageContent, type NotificationEvent } from '@efir/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { accounts, profiles } from '../../db/schema/index.js';
import { systemClock } from '../../lib/clock.js';
import { memoryPubSub } from '../../providers/pubsub.js';
import { registerByPhone } from '../profiles/test-support.js';
import { type Audience, EVENTS_CHANNEL, liveHub } from './live.js';
import { notificationsRepo } from './repo.js';
import { notificationsService } from './service.js';

/** The hub and service as the module builds them, on a repo that records which accounts' events are read. */
const { database, visitor } = await createTestApp();
const repo = notificationsRepo(database.db);
const reads: string[] = [];
const pubsub = memoryPubSub();
const live = liveHub({
  repo: {
    ...repo,
    eventsAfter: (accountId, afterSeq, limit) => {
      reads.push(accountId);
      return repo.eventsAfter(accountId, afterSeq, limit);
    },
  },
  pubsub,
  warn: () => {},
});
/** Whether each notice carried its event. */
const carried: boolean[] = [];
pubsub.subscribe(EVENTS_CHANNEL, (raw) => carried.push('event' in JSON.parse(raw)));
const notifications = notificationsService(repo, { clock: systemClock, live, messageFrameOrigins: [] });
afterAll(() => live.stop());
beforeEach(() => {
  reads.length = 0;
  carried.length = 0;
});

/** A panel message as the operator's call parses it. */
const panel = (message: string) =>
  MessageContent.parse({ event_type: 'display', event_code: 'marketing_message', display: { display_type: 'panel', message } });

const audienceOf =
  (profileId: string | null): Audience =>
  async () => ({ profileId: async () => profileId });

/** An open stream of the account, as the route opens it, keeping the events it was sent. */
async function stream(accountId: string, { profileId = null as string | null, lastEventId = undefined as number | undefined } = {}) {
  const received: { id: number; event: NotificationEvent }[] = [];
  const sink = {
    write(chunk: string) {
      const [id, data] = chunk.split('\n');
      if (id?.startsWith('id: ') && data?.startsWith('data: '))
        received.push({ id: Number(id.slice(4)), event: JSON.parse(data.slice(6)) });
    },
    buffered: () => 0,
    end() {},
  };
  const close = await live.open(sink, accountId, audienceOf(profileId), lastEventId);
  return { received, close, texts: () => received.map(({ event }) => event.display?.message) };
}

async function newAccounts(count: number): Promise<string[]> {
  const rows = await database.db
    .insert(accounts)
    .values(Array.from({ length: count }, () => ({ phone: `7900${Math.random().toString().slice(2, 9)}` })))
    .returning({ id: accounts.id });
  return rows.map((row) => row.id);
}

const toEveryone = (message: string) => notifications.send({ everyone: true }, panel(message));

/** Long enough for anything still on its way to arrive, so a count proves nothing came twice. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('a message to everyone (the live push without a read per stream)', () => {
  it('reaches every open stream in order, once each, without reading any stream’s events from the database', async () => {
    const ids = await newAccounts(40);
    const streams = await Promise.all(ids.map((id) => stream(id)));
    reads.length = 0;
    const sent = new Set([...(await toEveryone('№1')), ...(await toEveryone('№2')), ...(await toEveryone('№3'))]);
    await expect.poll(() => streams.every((one) => one.received.length === 3)).toBe(true);
    await settle();
    for (const one of streams) {
      expect(one.texts()).toEqual(['№1', '№2', '№3']);
      expect(one.received.map(({ id }) => id)).toEqual([...one.received.map(({ id }) => id)].sort((a, b) => a - b));
      for (const { event } of one.received) expect(sent.has(event.message_id!)).toBe(true);
    }
    expect(new Set(streams.flatMap((one) => one.received.map(({ event }) => event.message_id))).size).toBe(120);
    expect(reads).toEqual([]);
  });

  it('a stream that reconnects with Last-Event-ID while and after messages to everyone go out gets exactly what it missed', async () => {
    const [id] = (await newAccounts(1)) as [string];
    const first = await stream(id);
    await toEveryone('1');
    await expect.poll(() => first.received.length).toBe(1);
    const lastSeen = first.received[0]!.id;
    first.close();
    await toEveryone('2');
    await toEveryone('3');
    // The reconnect reads its replay while the next message commits and is announced.
    const [during] = await Promise.all([stream(id, { lastEventId: lastSeen }), toEveryone('4')]);
    await toEveryone('5');
    const after = await stream(id, { lastEventId: lastSeen });
    await expect.poll(() => [during.received.length, after.received.length]).toEqual([4, 4]);
    await toEveryone('6');
    await expect.poll(() => [during.received.length, after.received.length]).toEqual([5, 5]);
    await settle();
    for (const again of [during, after]) {
      expect(again.texts()).toEqual(['2', '3', '4', '5', '6']);
      expect(again.received.map(({ id: seq }) => seq)).toEqual([1, 2, 3, 4, 5].map((n) => lastSeen + n));
    }
  });

  it('a message to one profile reaches only the stream on that profile; the next for the account reaches both', async () => {
    const who = visitor();
    await registerByPhone(who);
    const kid = await who.call('profiles.create', { body: { name: 'Дети' } });
    const master = (await who.call('profiles.list')).items.find((profile) => profile.type === 'master')!;
    const [{ accountId }] = (await database.db
      .select({ accountId: profiles.account_id })
      .from(profiles)
      .where(eq(profiles.id, kid.id))) as [{ accountId: string }];
    const onMaster = await stream(accountId, { profileId: master.id });
    const onKid = await stream(accountId, { profileId: kid.id });
    reads.length = 0;
    await notifications.send({ profile_id: kid.id }, panel('детям'));
    await notifications.send({ account_id: accountId }, panel('всем'));
    await expect.poll(() => [onMaster.texts(), onKid.texts()]).toEqual([['всем'], ['детям', 'всем']]);
    await settle();
    expect(onMaster.texts()).toEqual(['всем']);
    expect(reads).toEqual([]);
  });

  it('a message too large to ride on pub/sub is read from the database, once, and the next one rides again', async () => {
    const [id] = (await newAccounts(1)) as [string];
    const live = await stream(id);
    reads.length = 0;
    const large = MessageContent.parse({
      event_type: 'display',
      event_code: 'marketing_message',
      display: { display_type: 'panel', message: 'большое', submessage: 'б'.repeat(5000) },
    });
    await notifications.send({ account_id: id }, large);
    await expect.poll(() => live.texts()).toEqual(['большое']);
    await notifications.send({ account_id: id }, panel('малое'));
    await expect.poll(() => live.texts()).toEqual(['большое', 'малое']);
    await settle();
    expect(live.texts()).toEqual(['большое', 'малое']);
    expect(carried).toEqual([false, true]);
    expect(reads).toEqual([id]);
  });
});
