import { ErrorCode } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { expectProblem } from '../auth/test-support.js';

const { visitor, database } = await createTestApp();

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
