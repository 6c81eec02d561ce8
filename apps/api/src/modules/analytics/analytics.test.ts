import { ErrorCode } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { expectProblem } from '../auth/test-support.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { visitor, database } = await createTestApp({ clock, env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN } });
const counts = async (query = '', token = OPERATOR_TOKEN) =>
  visitor().raw(`/api/operator/analytics/counts${query}`, { headers: { authorization: `Bearer ${token}` } });

describe('the analytics event sink', () => {
  it('stores a batch with the session it came from', async () => {
    const viewer = visitor();
    await viewer.call('sessions.current');
    const time = '2026-11-22T12:00:00.000Z';
    expect(
      await viewer.call('analytics.events', {
        body: {
          events: [
            { name: 'phone_input', time, params: { country: 'ru' } },
            { name: 'check_login_error', time, params: { error_code: 1000201 } },
          ],
        },
      }),
    ).toEqual({ success: true });
    const rows = await database.db.query.analyticsEvents.findMany();
    expect(rows.map((row) => [row.name, row.params])).toEqual([
      ['phone_input', { country: 'ru' }],
      ['check_login_error', { error_code: 1000201 }],
    ]);
    expect(rows[0]!.session_id).toBeTruthy();
    expect(rows[0]!.client_time.toISOString()).toBe(time);
  });

  it('refuses empty batches, unknown events and oversized batches, storing nothing', async () => {
    const viewer = visitor();
    const before = (await database.db.query.analyticsEvents.findMany()).length;
    await expectProblem(viewer.call('analytics.events', { body: { events: [] } }), 400, ErrorCode.VALIDATION_FAILED);
    const unknown = { events: [{ name: 'hack' as 'page_view', time: '2026-11-22T12:00:00Z' }] };
    await expectProblem(viewer.call('analytics.events', { body: unknown }), 400, ErrorCode.VALIDATION_FAILED);
    const many = { events: Array.from({ length: 51 }, () => ({ name: 'page_view' as const, time: '2026-11-22T12:00:00Z' })) };
    await expectProblem(viewer.call('analytics.events', { body: many }), 400, ErrorCode.VALIDATION_FAILED);
    expect((await database.db.query.analyticsEvents.findMany()).length).toBe(before);
  });
});

describe('what leaves with the page', () => {
  it('a beacon (cookies, a JSON blob, none of the client’s headers) is stored with its session', async () => {
    const viewer = visitor();
    await viewer.call('sessions.current');
    const time = '2026-11-22T12:00:00.000Z';
    await viewer.call('analytics.events', { body: { events: [{ name: 'start_app', time }] } });
    const response = await viewer.raw('/api/v1/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ name: 'quit_app', time, params: { seconds: 42 } }] }),
    });
    expect(response.status).toBe(200);
    const rows = await database.db.query.analyticsEvents.findMany({
      where: (e, { inArray }) => inArray(e.name, ['start_app', 'quit_app']),
    });
    expect(rows.map((row) => [row.name, row.params])).toEqual([
      ['start_app', {}],
      ['quit_app', { seconds: 42 }],
    ]);
    expect(rows[0]!.session_id).toBeTruthy();
    expect(rows[1]!.session_id).toBe(rows[0]!.session_id);
  });
});

describe('the operator’s counts', () => {
  it('count each event by the time it arrived, the last 24 hours by default', async () => {
    const viewer = visitor();
    const send = (...names: ('page_view' | 'start_app')[]) =>
      viewer.call('analytics.events', { body: { events: names.map((name) => ({ name, time: clock.now().toISOString() })) } });
    clock.set(new Date('2026-11-24T09:00:00Z'));
    await send('page_view', 'page_view', 'start_app');
    clock.set(new Date('2026-11-25T09:00:00Z'));
    await send('page_view');
    const body = async (query: string) => (await counts(query)).json();
    expect(await body('')).toEqual({
      since: '2026-11-24T09:00:00.000Z',
      until: '2026-11-25T09:00:00.000Z',
      counts: [
        { name: 'page_view', count: 2 },
        { name: 'start_app', count: 1 },
      ],
    });
    expect((await body('?since=2026-11-25T00:00:00Z&until=2026-11-26T00:00:00Z')).counts).toEqual([{ name: 'page_view', count: 1 }]);
  });

  it('are the operator’s alone, and refuse a period that is backwards, too long or not a time', async () => {
    expect((await counts('', 'wrong-token-wrong-token-wrong-token')).status).toBe(401);
    for (const query of ['?since=2026-11-25T00:00:00Z&until=2026-11-24T00:00:00Z', '?since=2025-01-01T00:00:00Z', '?since=yesterday']) {
      const response = await counts(query);
      expect([query, response.status, (await response.json()).error_code]).toEqual([query, 400, ErrorCode.VALIDATION_FAILED]);
    }
  });
});

describe('the operator’s peer-to-peer share', () => {
  const share = async (query: string, token = OPERATOR_TOKEN) =>
    visitor().raw(`/api/operator/analytics/p2p${query}`, { headers: { authorization: `Bearer ${token}` } });

  it('sums the bytes the players’ QoS reports got from peers and over HTTP, ignoring reports without them', async () => {
    clock.set(new Date('2026-11-27T09:00:00Z'));
    const time = clock.now().toISOString();
    const qos = (params: Record<string, string | number>) => ({ name: 'player_qos' as const, time, params });
    await visitor().call('analytics.events', {
      body: {
        events: [
          qos({ p2p_state: 'on', p2p_bytes: 3_000_000, http_bytes: 1_000_000 }),
          qos({ p2p_state: 'on', p2p_bytes: 1_000_000, http_bytes: 5_000_000 }),
          qos({ p2p_state: 'off', p2p_bytes: 'lots', http_bytes: 0 }),
          qos({ playback_state: 'play' }),
        ],
      },
    });
    const period = '?since=2026-11-27T00:00:00Z&until=2026-11-28T00:00:00Z';
    expect(await (await share(period)).json()).toEqual({
      since: '2026-11-27T00:00:00.000Z',
      until: '2026-11-28T00:00:00.000Z',
      p2p_bytes: 4_000_000,
      http_bytes: 6_000_000,
      p2p_share: 0.4,
    });
    const empty = await (await share('?since=2026-11-20T00:00:00Z&until=2026-11-21T00:00:00Z')).json();
    expect([empty.p2p_bytes, empty.http_bytes, empty.p2p_share]).toEqual([0, 0, null]);
    expect((await share(period, 'wrong-token-wrong-token-wrong-token')).status).toBe(401);
  });
});
