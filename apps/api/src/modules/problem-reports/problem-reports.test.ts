import { type AnalyticsEvent, ErrorCode, type ProblemReport } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { expectProblem } from '../auth/test-support.js';

const { visitor, database } = await createTestApp();

const report: ProblemReport = {
  reasons: ['no_sound', 'poor_quality'],
  content_id: 42,
  content_type: 'vod',
  position: 125,
  playback_session_id: 'c6f1d9f4-1111-4222-8333-944455556666',
  url: '/media/t/vod/clip/cenc/manifest.mpd?profile=web',
};

describe('problem reports', () => {
  it('are stored for the operator with the session and browser they came from', async () => {
    const viewer = visitor();
    expect(await viewer.call('problemReports.create', { body: report })).toEqual({ success: true });
    const [row] = await database.db.query.problemReports.findMany();
    expect(row).toMatchObject({ reasons: ['no_sound', 'poor_quality'], content_id: 42, position: 125, url: report.url });
    expect(row?.session_id).toBeTruthy();
  });

  it('need at least one known reason (spec 2 §5), storing nothing otherwise', async () => {
    const viewer = visitor();
    const before = (await database.db.query.problemReports.findMany()).length;
    await expectProblem(viewer.call('problemReports.create', { body: { ...report, reasons: [] } }), 400, ErrorCode.VALIDATION_FAILED);
    const unknown = { ...report, reasons: ['too_loud' as 'no_sound'] };
    await expectProblem(viewer.call('problemReports.create', { body: unknown }), 400, ErrorCode.VALIDATION_FAILED);
    expect((await database.db.query.problemReports.findMany()).length).toBe(before);
  });
});

describe('player analytics in the event sink', () => {
  it('accepts the player’s events of spec 2 §7 next to the shell’s', async () => {
    const time = '2026-11-22T12:00:00.000Z';
    const events: AnalyticsEvent[] = [
      { name: 'player_init', time, params: { content_id: 42, playback_session_id: report.playback_session_id } },
      { name: 'player_qos', time, params: { playback_state: 'playing', buffering_count: 1 } },
    ];
    expect(await visitor().call('analytics.events', { body: { events } })).toEqual({ success: true });
  });
});
