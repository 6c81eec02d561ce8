// Live push (issue #17): two API instances on one PostgreSQL database with Redis between them, 2,000 signed-in viewers
// with an event stream each, half on either instance. Prints the delivery time of the operator's messages (from the send
// call to the event's arrival; goal p99 ≤ 250 ms), then what viewers miss or get twice (goal 0 / 0) when 200 streams
// drop and come back with Last-Event-ID, and when one instance is killed and its viewers reconnect to the other.
// Run by run.mjs; alone: node bench/sse.mjs (TEST_DATABASE_URL, REDIS_URL or TEST_REDIS_URL name the servers).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { BENCH_OPERATOR_TOKEN, startApp } from './server.mjs';

const VIEWERS = Number(process.env.BENCH_SSE_VIEWERS ?? 2000);
/** Each delivery round sends this many seconds' worth of messages at its rate. */
const ROUND_S = Number(process.env.BENCH_SSE_ROUND_S ?? 20);
/** Sends per second of the delivery rounds, half through either instance: where the goal holds, and past it. */
const SEND_RATES = (process.env.BENCH_SSE_RATES ?? '10,50').split(',').map(Number);
/** Sends per second while streams drop and an instance dies. */
const SEND_RATE = SEND_RATES[0];
const DROPPED = Math.max(1, Math.min(200, Math.floor(VIEWERS / 10)));
const DELIVERY_P99_GOAL_MS = 250;
/** How long a check waits for what is still on its way before it counts it missing. */
const SETTLE_MS = 15_000;
/** A message to everyone reaches every stream at once: it is given longer, and the delivery round starts once it is through. */
const BROADCAST_SETTLE_MS = 120_000;
const PORTS = [3420, 3421];

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers why a server is unreachable, or undefined when it answers. */
async function unreachable() {
  const admin = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.end();
  } catch (error) {
    return `PostgreSQL at ${databaseUrl} (${error.message})`;
  }
  const { hostname, port } = new URL(redisUrl);
  const pong = await new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 3000 }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    for (const end of ['error', 'timeout']) socket.once(end, () => resolve(false));
  });
  return pong ? undefined : `Redis at ${redisUrl}`;
}

/** A database of its own, so the bench never touches what the test suite uses. */
async function freshDatabase() {
  const name = `efir_bench_sse_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Accounts and signed-in sessions written through the API's own repos, as a sign-in writes them. */
async function seedViewers(url, count) {
  const load = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);
  const [{ openDatabase }, { accountsRepo }, { sessionsRepo }, { sessionsService }, { systemClock }] = await Promise.all([
    load('db/client.ts'),
    load('modules/accounts/repo.ts'),
    load('modules/sessions/repo.ts'),
    load('modules/sessions/service.ts'),
    load('lib/clock.ts'),
  ]);
  const database = await openDatabase({ kind: 'postgres', url });
  const accounts = accountsRepo(database.db);
  const sessions = sessionsService(sessionsRepo(database.db), systemClock);
  const viewers = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, async (_, i) => {
      const account = await accounts.insert({ phone: `7990${String(start + i).padStart(7, '0')}` });
      const { token } = await sessions.createForAccount({ userAgent: 'efir-bench-sse', ip: '127.0.0.1' }, account.id, 'normal');
      return { accountId: account.id, token };
    });
    viewers.push(...(await Promise.all(batch)));
  }
  await database.close();
  return viewers;
}

/**
 * A viewer: the message ids its streams delivered (every one, duplicates kept), the last event id, and the time each
 * message arrived. `connect` opens a stream as EventSource would, with Last-Event-ID after the first.
 */
function viewer({ accountId, token }, arrivals) {
  const self = {
    accountId,
    received: [],
    lastId: undefined,
    request: undefined,
    base: undefined,
    connected: false,
    connect(base) {
      self.base = base;
      return new Promise((resolve, reject) => {
        const headers = { cookie: `efir_session=${token}`, accept: 'text/event-stream' };
        if (self.lastId !== undefined) headers['last-event-id'] = String(self.lastId);
        const request = http.get(`${base}/api/v1/notifications/events`, { headers, agent: false });
        self.request = request;
        request.once('error', (error) => {
          self.connected = false;
          reject(error);
        });
        request.once('response', (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`the stream answered ${response.statusCode}`));
            return;
          }
          self.connected = true;
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk) => {
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              receive(block);
              if (block.includes('event: cursor')) resolve();
            }
          });
          response.once('error', () => {});
          response.once('close', () => {
            self.connected = false;
            reject(new Error('the stream closed before its cursor'));
          });
        });
      });
    },
    drop() {
      self.request?.destroy();
      self.connected = false;
    },
  };
  function receive(block) {
    let id;
    let data;
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = Number(line.slice(4));
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (id !== undefined) self.lastId = id;
    if (data === undefined || block.includes('event: cursor')) return;
    const messageId = JSON.parse(data).message_id;
    if (!messageId) return;
    self.received.push(messageId);
    if (!arrivals.has(messageId)) arrivals.set(messageId, performance.now());
  }
  return self;
}

/** The operator's message to one account (or everyone) through one instance; answers the ids and when it was sent. */
async function send(base, to, n) {
  const startedAt = performance.now();
  const response = await fetch(`${base}/api/operator/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_OPERATOR_TOKEN}` },
    body: JSON.stringify({
      to,
      message: { event_type: 'display', event_code: 'marketing_message', display: { display_type: 'panel', message: `bench №${n}` } },
    }),
  });
  if (!response.ok) throw new Error(`the send answered ${response.status}: ${await response.text()}`);
  const { message_ids } = await response.json();
  return { ids: message_ids, startedAt, answeredAt: performance.now() };
}

/** Sends `count` messages to random viewers at `rate` a second, through the given instances in turn; answers what was sent. */
async function sendMany(bases, viewers, count, expected, rate = SEND_RATE) {
  const sends = [];
  const gap = 1000 / rate;
  const begin = performance.now();
  for (let n = 0; n < count; n++) {
    const target = viewers[Math.floor(Math.random() * viewers.length)];
    const sending = send(bases[n % bases.length], { account_id: target.accountId }, n).then(({ ids, startedAt, answeredAt }) => {
      for (const id of ids) expected.get(target.accountId).push(id);
      return { id: ids[0], startedAt, answeredAt };
    });
    // Handled here so a failed send fails the bench at Promise.all below, not the process while the others go on.
    sending.catch(() => {});
    sends.push(sending);
    const wait = begin + (n + 1) * gap - performance.now();
    if (wait > 0) await sleep(wait);
  }
  return Promise.all(sends);
}

/** Waits until every expected message arrived (or SETTLE_MS); answers the missing and the duplicated. */
async function settle(viewers, expected) {
  const deadline = Date.now() + SETTLE_MS;
  const tally = () => {
    let missing = 0;
    let duplicated = 0;
    for (const v of viewers) {
      const got = new Map();
      for (const id of v.received) got.set(id, (got.get(id) ?? 0) + 1);
      for (const id of expected.get(v.accountId)) if (!got.has(id)) missing += 1;
      for (const times of got.values()) duplicated += times - 1;
    }
    return { missing, duplicated };
  };
  for (let result = tally(); ; result = tally()) {
    if (result.missing === 0 || Date.now() > deadline) return result;
    await sleep(200);
  }
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

function printDelivery(title, sent, arrivals) {
  const times = sent.map(({ id, startedAt }) => (arrivals.get(id) ?? Number.POSITIVE_INFINITY) - startedAt).sort((a, b) => a - b);
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
  const p99 = percentile(times, 0.99);
  const answers = sent.map(({ startedAt, answeredAt }) => answeredAt - startedAt).sort((a, b) => a - b);
  console.log(
    `  ${title.padEnd(42)} ${String(times.length).padStart(5)} messages   p50 ${ms(percentile(times, 0.5)).padStart(7)}   p95 ${ms(percentile(times, 0.95)).padStart(7)}   p99 ${ms(p99).padStart(7)}   max ${ms(times.at(-1)).padStart(7)}   (goal p99 ≤ ${DELIVERY_P99_GOAL_MS} ms${p99 > DELIVERY_P99_GOAL_MS ? ': MISSED' : ''})`,
  );
  console.log(`  ${''.padEnd(42)} the send call answered in p50 ${ms(percentile(answers, 0.5))}, p99 ${ms(percentile(answers, 0.99))}`);
}

const printLosses = (title, { missing, duplicated }) =>
  console.log(`  ${title.padEnd(42)} missing ${missing}, duplicated ${duplicated} (goal 0 / 0${missing || duplicated ? ': MISSED' : ''})`);

async function openAll(list, base) {
  for (let start = 0; start < list.length; start += 100) await Promise.all(list.slice(start, start + 100).map((v) => v.connect(base)));
}

export async function benchSse() {
  console.log(`\nLive push: ${VIEWERS} event streams on two API instances, one PostgreSQL database, Redis between them`);
  const away = await unreachable();
  if (away) {
    console.log(`  skipped: ${away} is not reachable`);
    return;
  }
  const database = await freshDatabase();
  const apps = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      EFIR_ROLE: 'api',
      EFIR_SEED: 'system',
      MAX_CONNECTIONS: String(VIEWERS + 1000),
    };
    // One after the other: the first runs the migrations on the new database.
    for (const [n, port] of PORTS.entries()) apps.push(await startApp({ port, env: { ...env, EFIR_INSTANCE_ID: `bench-${n}` } }));
    const bases = apps.map((app) => app.base);
    const seedStarted = performance.now();
    const arrivals = new Map();
    const viewers = (await seedViewers(database.url, VIEWERS)).map((seeded) => viewer(seeded, arrivals));
    const expected = new Map(viewers.map((v) => [v.accountId, []]));
    const halves = [viewers.filter((_, i) => i % 2 === 0), viewers.filter((_, i) => i % 2 === 1)];
    await openAll(halves[0], bases[0]);
    await openAll(halves[1], bases[1]);
    console.log(
      `  ${VIEWERS} accounts with a session written and their streams open in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    // A message to everyone first: it gives every account its master profile, which the first delivery would create.
    const everyone = await send(bases[0], { everyone: true }, 0);
    const allIds = new Set(everyone.ids);
    const deadline = Date.now() + BROADCAST_SETTLE_MS;
    while (viewers.some((v) => !v.received.some((id) => allIds.has(id))) && Date.now() < deadline) await sleep(50);
    const reached = viewers.filter((v) => v.received.some((id) => allIds.has(id))).length;
    const broadcastTimes = everyone.ids
      .map((id) => arrivals.get(id))
      .filter((at) => at !== undefined)
      .map((at) => at - everyone.startedAt)
      .sort((x, y) => x - y);
    console.log(
      `  a message to everyone (${VIEWERS} rows written, every stream woken): ${reached} of ${VIEWERS} streams had it, half after ${Math.round(percentile(broadcastTimes, 0.5))} ms, the last after ${Math.round(broadcastTimes.at(-1))} ms`,
    );
    for (const v of viewers) for (const id of v.received) if (allIds.has(id)) expected.get(v.accountId).push(id);

    // (a) Delivery time to single accounts, sent through both instances.
    for (const rate of SEND_RATES) {
      const sent = await sendMany(bases, viewers, rate * ROUND_S, expected, rate);
      await settle(viewers, expected);
      printDelivery(`to single accounts, ${rate}/s through both`, sent, arrivals);
    }

    // (b) 200 streams drop; messages are sent to them while they are away; they come back with Last-Event-ID.
    const dropped = viewers.slice(0, DROPPED);
    for (const v of dropped) v.drop();
    await sendMany(bases, dropped, DROPPED * 2, expected);
    await sendMany(bases, viewers, 100, expected);
    await Promise.all(dropped.map((v, i) => v.connect(bases[i % 2])));
    printLosses(`${DROPPED} streams back with Last-Event-ID`, await settle(viewers, expected));

    // (c) One instance is killed; its viewers reconnect to the other with Last-Event-ID while messages go on.
    const [survivor, victim] = bases;
    const onVictim = viewers.filter((v) => v.base === victim);
    const during = sendMany([survivor], viewers, SEND_RATE * 4, expected);
    await sleep(1000);
    apps[1].kill();
    apps.splice(1, 1);
    await sleep(200);
    // EventSource waits the stream's retry (2 s) before it reconnects; the bench spreads them over that time.
    await Promise.all(
      onVictim.map(async (v) => {
        await sleep(Math.random() * 2000);
        for (;;) {
          try {
            await v.connect(survivor);
            return;
          } catch {
            await sleep(500);
          }
        }
      }),
    );
    const afterSent = await sendMany([survivor], viewers, SEND_RATE * ROUND_S, expected);
    await during;
    printLosses(`instance killed, ${onVictim.length} viewers moved over`, await settle(viewers, expected));
    printDelivery(`after the kill, ${VIEWERS} streams on one instance`, afterSent, arrivals);
    for (const v of viewers) v.drop();
  } finally {
    for (const app of apps) await app.stop();
    await database.drop();
  }
}

// Run alone: node bench/sse.mjs
if (import.meta.url === `file://${process.argv[1]}`) await benchSse();
